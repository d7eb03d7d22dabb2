import { inUserWords } from './words';
import type { RunReport } from '../../../src-shared/autosolve/contract';
import { formatSeconds, SolveTimeChart } from './SolveTimeChart';

const ENDED: Record<RunReport['ended'], string> = {
  completed: 'Run complete',
  stopped: 'Stopped',
  aborted: 'Aborted',
  failed: 'Run failed',
};

function average(value: number | null, format: (n: number) => string): string {
  return value === null ? '—' : format(value);
}

/**
 * The end-of-run report: games, wins, failures with their reasons, averages, cheat-free
 * wins, a chart of solve times, and CSV/JSON export (the files come from the automation's
 * own statistics export, so the window and the command line write the same thing).
 */
export function RunReportView({
  report,
  onExport,
}: {
  report: RunReport;
  onExport: (format: 'csv' | 'json') => void;
}) {
  const { summary } = report;
  const failures = report.games.filter((g) => !g.won);
  return (
    <section
      className="as-panel as-report"
      aria-labelledby="as-report-title"
      data-testid="run-report"
    >
      <h2 id="as-report-title">
        {ENDED[report.ended]}
        {report.reason ? `: ${inUserWords(report.reason).text}` : ''}
      </h2>
      <div className="as-report-grid">
        <table>
          <tbody>
            <tr>
              <th scope="row">Games</th>
              <td data-testid="report-games">
                {summary.games}
                {summary.games !== report.planned ? ` of ${report.planned}` : ''}
              </td>
            </tr>
            <tr>
              <th scope="row">Wins</th>
              <td data-testid="report-wins">{summary.wins}</td>
            </tr>
            <tr>
              <th scope="row">Cheat-free wins</th>
              <td data-testid="report-cheat-free">{summary.cheatFreeWins}</td>
            </tr>
            <tr>
              <th scope="row">Failures</th>
              <td data-testid="report-failures">{summary.failures}</td>
            </tr>
            <tr>
              <th scope="row">Average moves</th>
              <td data-testid="report-average-moves">
                {average(summary.averageMoves, (n) => n.toFixed(1))}
              </td>
            </tr>
            <tr>
              <th scope="row">Average solve time</th>
              <td data-testid="report-average-solve">
                {average(summary.averageSolveSeconds, formatSeconds)}
              </td>
            </tr>
            <tr>
              <th scope="row">Average game time</th>
              <td data-testid="report-average-game">
                {average(summary.averageGameSeconds, formatSeconds)}
              </td>
            </tr>
          </tbody>
        </table>
        <SolveTimeChart
          bars={report.games
            .filter((g) => g.solveSeconds !== null)
            .map((g) => ({ game: g.game, seconds: g.solveSeconds as number, won: g.won }))}
        />
      </div>
      {failures.length > 0 && (
        <ul className="as-failures" aria-label="Failures" data-testid="report-failure-list">
          {failures.map((g) => (
            <li key={g.game}>
              Game {g.game}: {g.failure ? inUserWords(g.failure).text : 'not won'}
            </li>
          ))}
        </ul>
      )}
      <div className="as-actions">
        <button type="button" className="as-button" onClick={() => onExport('csv')}>
          Export CSV
        </button>
        <button type="button" className="as-button" onClick={() => onExport('json')}>
          Export JSON
        </button>
      </div>
    </section>
  );
}
