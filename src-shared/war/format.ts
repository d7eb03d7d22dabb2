import { describeWarRules } from './rules';
import type { WarReport } from './report';

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const fixed = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Figures as the CLI and the window show them, so the two always agree. */
export const warFigures = {
  whole,
  mean: (n: number) => fixed(n, 2),
  percent: (part: number, all: number) => (all ? `${fixed((100 * part) / all, 1)}%` : '0.0%'),
};

/** The plain-text report of `solitaire war`. */
export function formatWarReport(report: WarReport): string {
  const { battles, wars, longest, wins } = report;
  const lines = [
    `War: ${whole(report.games)} game${report.games === 1 ? '' : 's'}, seed ${report.seed}`,
    `Rules: ${describeWarRules(report.rules)}`,
    `Battles per game: mean ${fixed(battles.mean, 2)}, median ${whole(battles.median)}, sd ${fixed(battles.sd, 2)}, shortest ${whole(battles.min)}`,
    `Percentiles: ${battles.percentiles.map((q) => `${q.p}% ≤ ${whole(q.battles)}`).join(', ')}`,
    `Wars: ${whole(wars.total)} (${fixed(wars.perGame, 2)} per game)`,
    `Longest game: ${whole(longest.battles)} battles (game ${whole(longest.game)}, deal seed ${longest.dealSeed})`,
    `Capped at ${whole(report.rules.cap)} battles: ${whole(report.capped)}`,
    `Won by the first player: ${whole(wins.first)} (${warFigures.percent(wins.first, report.games)}), second: ${whole(wins.second)} (${warFigures.percent(wins.second, report.games)}), drawn: ${whole(wins.drawn)}`,
  ];
  return lines.join('\n') + '\n';
}
