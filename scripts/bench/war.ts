/**
 * `npm run bench -- war [GAMES]`: games of War per second with one worker thread and with two,
 * default rules, the same games (run seed 1) each time. Wall-clock rates depend on what else the
 * machine is doing, so the CPU time of the process (all its threads) is printed too.
 */
import { runWarSimulation } from '../../src-main/war/pool';
import { resolveWarRules, WAR_LIMITS } from '../../src-shared/war/rules';
import { readBenchArgs } from './args';

export const warBenchmark = {
  name: 'war',
  description: 'War simulation: games per second, one and two worker threads',
  async run(args: string[]): Promise<void> {
    const games = readBenchArgs(
      args,
      {},
      { name: 'GAMES', ...WAR_LIMITS.games, default: 400_000 },
    ).positional;
    const rules = resolveWarRules();
    const figures: string[] = [];
    for (const workers of [1, 2]) {
      const cpu = process.cpuUsage();
      const run = await runWarSimulation({ rules, games, seed: 1, workers });
      const used = process.cpuUsage(cpu);
      const cpuSeconds = (used.user + used.system) / 1e6;
      figures.push(run.report.battles.mean.toFixed(2));
      console.log(
        `${workers} worker${workers === 1 ? ' ' : 's'}: ${games.toLocaleString('en-US')} games in ${run.seconds.toFixed(2)} s = ${Math.round(games / run.seconds).toLocaleString('en-US')} games/s (${Math.round(games / cpuSeconds).toLocaleString('en-US')} games per CPU second, ${Math.round((games * run.report.battles.mean) / run.seconds).toLocaleString('en-US')} battles/s)`,
      );
    }
    if (figures[0] !== figures[1])
      throw new Error(`the worker count changed the figures: ${figures.join(' vs ')}`);
    console.log(`mean battles per game ${figures[0]} both times`);
  },
};
