/**
 * `npm run bench -- molek [--deals N] [--continue MS] [--budget MS] [--baseline] [--out FILE]`
 *
 * Solves the 300 seeded deals of molek-seeds.txt in this process with cheating allowed and
 * prints what share is won without cheats, proven to need them, left undecided, and won with
 * them; times (to the first answer and in all); solution lengths; positions per second.
 * One JSON line per deal goes to the --out file (default dist/bench-molek.jsonl).
 * --baseline also runs the plain depth-first search of the existing solver (moves in board
 * order, cheats last, depth limit 64 then +4) on each deal, to compare solution lengths.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Board } from '../../src-shared/molek/cards';
import { dealBoard } from '../../src-shared/molek/deal';
import { formatBoard } from '../../src-shared/molek/notation';
import { Position } from '../../src-shared/molek/position';
import { Search, SearchStopped } from '../../src-shared/molek/search';
import { solve } from '../../src-shared/molek/solver';
import { CONTINUE_FIELD } from '../../src-shared/molek/options';
import { median, percentile } from '../../src-shared/stats';
import { readBenchArgs } from './args';
import type { Benchmark } from './benchmark';

/** Milliseconds of CPU time this process has used. */
function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The existing solver's plain search: iterative deepening from 64 by 4, no ordering. */
function baseline(board: Board, budgetMs: number): number | null {
  const deadline = Date.now() + budgetMs;
  for (const cheats of [0, 31]) {
    for (let limit = 64; limit <= 1024; limit += 4) {
      const search = new Search(new Position(board), 64, 1024, {
        shouldStop: () => Date.now() > deadline,
      });
      search.plain = true;
      try {
        const length = search.depthFirst(0, limit, 0, cheats);
        if (length >= 0) return length;
      } catch (error) {
        if (error instanceof SearchStopped) return null;
        throw error;
      }
      if (!search.cutoff) break;
    }
  }
  return null;
}

export const molekBenchmark: Benchmark = {
  name: 'molek',
  description: 'MOLEK-SYNTEZ solver on 300 seeded random deals (cheating allowed)',
  async run(args) {
    const seedsFile = path.join(process.cwd(), 'scripts', 'bench', 'molek-seeds.txt');
    const seeds = readFileSync(seedsFile, 'utf8')
      .split('\n')
      .filter((line) => /^\d+$/.test(line.trim()))
      .map(Number);
    const options = readBenchArgs(args, {
      deals: { kind: 'whole', min: 1, max: seeds.length, default: seeds.length },
      continue: { ...CONTINUE_FIELD, kind: 'whole', default: 250 },
      budget: { kind: 'whole', min: 1, max: 3_600_000, default: 5000 },
      baseline: { kind: 'flag' },
      out: { kind: 'text', default: path.join('dist', 'bench-molek.jsonl') },
    });
    const { deals, budget: budgetMs, baseline: withBaseline, out } = options;
    const continueMs = options.continue;

    const lines: string[] = [];
    const rows: Array<Record<string, number | string | boolean | null>> = [];
    let states = 0;
    let cpuMs = 0;
    const started = Date.now();
    for (let i = 0; i < deals; i++) {
      const board = dealBoard(seeds[i]);
      // The solver's clock is this process's CPU time: on a shared machine wall time
      // measures the neighbours as much as the solver.
      const deadline = cpuNow() + budgetMs;
      const cpu = process.cpuUsage();
      const result = solve(
        board,
        { cheating: true, continueMs },
        { now: cpuNow, shouldStop: () => cpuNow() >= deadline },
      );
      const used = process.cpuUsage(cpu);
      const s = result.stats;
      states += s.states;
      cpuMs += (used.user + used.system) / 1000;
      const row: Record<string, number | string | boolean | null> = {
        seed: seeds[i],
        board: formatBoard(board),
        outcome: result.outcome,
        cheatFree: s.cheatFree,
        cheats: s.cheats,
        moves: s.moves,
        firstMoves: s.firstMoves,
        optimal: s.optimal,
        lowerBound: s.lowerBound,
        states: s.states,
        firstMs: Math.round(s.firstMs),
        ms: Math.round(s.ms),
        cpuMs: Math.round((used.user + used.system) / 1000),
      };
      if (withBaseline) row.baselineMoves = baseline(board, 2000);
      rows.push(row);
      lines.push(JSON.stringify(row));
      if (process.stderr.isTTY) process.stderr.write(`\r${i + 1}/${deals}`);
    }
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${lines.join('\n')}\n`);

    const n = rows.length;
    const pct = (k: number) => `${((100 * k) / n).toFixed(1)}%`;
    const count = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length;
    const num = (key: string) => rows.map((r) => r[key] as number);
    const solvedFree = rows.filter((r) => r.outcome === 'solved' && r.cheats === 0);
    const solvedCheats = rows.filter((r) => r.outcome === 'solved' && (r.cheats as number) > 0);
    const wall = Date.now() - started;
    console.log(`deals: ${n} (seeds in scripts/bench/molek-seeds.txt), per-deal lines in ${out}`);
    console.log(
      `options: cheating on, continue ${continueMs} ms, budget ${budgetMs} ms per deal, in process; times are CPU time`,
    );
    console.log(`solved without cheats:     ${pct(solvedFree.length)}`);
    console.log(`proven to need cheats:     ${pct(count((r) => r.cheatFree === 'unsolvable'))}`);
    console.log(`undecided without cheats:  ${pct(count((r) => r.cheatFree === 'unknown'))}`);
    console.log(`solved with cheats:        ${pct(solvedCheats.length)}`);
    console.log(`not solved at all:         ${pct(count((r) => r.outcome !== 'solved'))}`);
    console.log(`answered within 5 s:       ${pct(count((r) => (r.firstMs as number) <= 5000))}`);
    const ms = (values: number[]) =>
      `median ${median(values)} ms, p95 ${percentile(values, 95)} ms, max ${Math.max(...values)} ms`;
    console.log(`time to first answer:      ${ms(num('firstMs'))}`);
    console.log(`time in all (+ continue):  ${ms(num('ms'))}`);
    const len = (list: typeof rows, key: string) =>
      list.length === 0 ? 'n/a' : String(median(list.map((r) => r[key] as number)));
    console.log(
      `median length, no cheats:  ${len(solvedFree, 'moves')} (first found ${len(solvedFree, 'firstMoves')}, lower bound ${len(solvedFree, 'lowerBound')})`,
    );
    console.log(
      `median length, cheats:     ${len(solvedCheats, 'moves')} (first found ${len(solvedCheats, 'firstMoves')}, lower bound ${len(solvedCheats, 'lowerBound')}), median cheats ${len(solvedCheats, 'cheats')}`,
    );
    console.log(`proven shortest:           ${pct(count((r) => r.optimal === true))}`);
    console.log(
      `positions per second:      ${Math.round(states / (cpuMs / 1000)).toLocaleString('en')} (CPU time), wall ${(wall / 1000).toFixed(1)} s`,
    );
    if (withBaseline) {
      const both = rows.filter((r) => r.baselineMoves !== null && r.outcome === 'solved');
      const shorter = both.filter((r) => (r.moves as number) < (r.baselineMoves as number));
      const notLonger = both.filter((r) => (r.moves as number) <= (r.baselineMoves as number));
      console.log(
        `plain depth-first:         solved ${pct(both.length)}, median length ${len(both, 'baselineMoves')}; ours shorter on ${shorter.length}/${both.length}, never longer on ${notLonger.length}/${both.length}`,
      );
    }
  },
};
