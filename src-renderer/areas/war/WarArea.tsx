import { useEffect, useRef, useState, type FormEvent } from 'react';
import { warFigures } from '../../../src-shared/war/format';
import { DEFAULT_WAR_RULES, type WarRules } from '../../../src-shared/war/rules';
import { bridge } from '../../bridge-client';
import { useStatus } from '../../shell/status';
import { readStored, writeStored } from '../../shell/storage';
import { formErrors, readRun, RUN_FIELDS, WAR_FIELD_LABEL, type WarNumberField } from './war-form';
import { loadWar, type WarForm, type WarKept, type WarResult } from './war-state';
import { Histogram } from './Histogram';
import { WarSizeChart, type WarSizePoint } from './WarSizeChart';
import './war.css';

type Form = WarForm;

const INITIAL: Form = {
  games: '100000',
  seed: '1',
  warSize: String(DEFAULT_WAR_RULES.warSize),
  decks: String(DEFAULT_WAR_RULES.decks),
  randomPickup: DEFAULT_WAR_RULES.pickup === 'random',
  peace: false,
  compareGames: '20000',
};

/** The war sizes the comparison plays, each with the other settings of the form. */
const COMPARED_SIZES = [0, 1, 2, 3, 4, 5, 6];

type Result = WarResult;

const STORE_KEY = 'solitaire.war.last';
const NOTHING_KEPT: WarKept = { form: INITIAL, result: null, points: [] };

let runs = 0;
const newRunId = () => `war-${Date.now().toString(36)}-${++runs}`;

export function WarArea() {
  const { say } = useStatus();
  // The form, the last figures and the last comparison survive area switches and reloads.
  const [kept] = useState(() => loadWar(readStored(STORE_KEY), NOTHING_KEPT));
  const [form, setForm] = useState<Form>(kept.form);
  const [busy, setBusy] = useState<null | 'run' | 'compare'>(null);
  const [progress, setProgress] = useState<{ played: number; games: number } | null>(null);
  const [result, setResult] = useState<Result | null>(kept.result);
  const [points, setPoints] = useState<WarSizePoint[]>(kept.points);
  const current = useRef<{ runId: string; label: string } | null>(null);
  const cancelled = useRef(false);
  const alive = useRef(true);
  const compareRef = useRef<HTMLDivElement>(null);

  useEffect(() => writeStored(STORE_KEY, { form, result, points }), [form, result, points]);

  // Leaving the area cancels a simulation still running, and says so.
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      cancelled.current = true;
      const run = current.current;
      if (!run) return;
      void bridge.invoke('war.cancel', { runId: run.runId });
      say(
        'War: cancelled the simulation when you left the area; the last figures are kept',
        'warn',
      );
    };
  }, [say]);

  useEffect(
    () =>
      bridge.on('war.progress', (event) => {
        const run = current.current;
        if (!run || event.runId !== run.runId) return;
        setProgress({ played: event.played, games: event.games });
        say(
          `${run.label}: ${warFigures.whole(event.played)} of ${warFigures.whole(event.games)} games (${Math.floor((100 * event.played) / event.games)}%)`,
        );
      }),
    [say],
  );

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  /** One simulation through the bridge; null when it failed or was cancelled (already said). */
  const simulate = async (
    label: string,
    request: { games: number; seed: number; rules: Partial<WarRules> },
  ): Promise<Result | null> => {
    const runId = newRunId();
    current.current = { runId, label };
    setProgress({ played: 0, games: request.games });
    say(`${label}: starting…`);
    try {
      return await bridge.invoke('war.simulate', { ...request, runId });
    } catch (e) {
      const message = (e as Error).message;
      if (alive.current)
        say(`${label}: ${message}`, message.startsWith('cancelled') ? 'warn' : 'error');
      return null;
    } finally {
      current.current = null;
    }
  };

  // Checked as typed: a field's error shows beside it, and Run waits until the fields are valid.
  const errors = formErrors(form);
  const runValid = RUN_FIELDS.every((field) => !errors[field]);
  const compareValid = runValid && !errors.compareGames;

  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (!runValid || busy) return;
    const request = readRun(form);
    setBusy('run');
    const report = await simulate('War', request);
    if (report) {
      setResult(report);
      say(
        `War: ${warFigures.whole(report.games)} games in ${report.seconds.toFixed(2)} s (${warFigures.whole(report.games / report.seconds)} games/s)`,
      );
    }
    setProgress(null);
    setBusy(null);
  };

  const compare = async () => {
    if (!compareValid || busy) return;
    const request = { ...readRun(form), games: Number(form.compareGames.trim()) };
    setBusy('compare');
    cancelled.current = false;
    setPoints([]);
    const found: WarSizePoint[] = [];
    for (const [i, warSize] of COMPARED_SIZES.entries()) {
      if (cancelled.current) break;
      const label = `War size ${warSize} (${i + 1} of ${COMPARED_SIZES.length})`;
      const report = await simulate(label, {
        ...request,
        rules: { ...request.rules, warSize, peace: false },
      });
      if (!report) break;
      found.push({
        warSize,
        mean: report.battles.mean,
        median: report.battles.median,
        wars: report.wars.perGame,
        capped: report.capped,
      });
      setPoints([...found]);
      // The chart appears under the form: bring it into view with its first point.
      if (found.length === 1)
        requestAnimationFrame(() =>
          compareRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
        );
    }
    if (found.length === COMPARED_SIZES.length) {
      say(`War: compared war sizes ${COMPARED_SIZES[0]}–${COMPARED_SIZES.at(-1)}`);
    }
    setProgress(null);
    setBusy(null);
  };

  const cancel = () => {
    cancelled.current = true;
    const run = current.current;
    if (run) void bridge.invoke('war.cancel', { runId: run.runId });
  };

  // Text fields (not type="number"), so what was typed is what the error names.
  const number = (key: WarNumberField, unit?: string) => {
    const label = WAR_FIELD_LABEL[key];
    const error = errors[key];
    const errorId = `war-${key}-error`;
    return (
      <label className={error ? 'war-invalid' : undefined}>
        {label}
        <span className="war-field">
          <input
            type="text"
            inputMode="numeric"
            spellCheck={false}
            aria-label={label}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? errorId : undefined}
            value={form[key]}
            disabled={busy !== null}
            onChange={(e) => set(key, e.target.value)}
          />
          {unit && <span className="war-unit">{unit}</span>}
        </span>
        {error && (
          <span className="war-error" id={errorId} role="alert" data-testid={errorId}>
            {error}
          </span>
        )}
      </label>
    );
  };

  return (
    <section className="area" aria-labelledby="war-title">
      <h1 id="war-title">War</h1>
      <p>
        Simulate the card game War and see how long games last. Each game is dealt from its own
        seed, derived from the run seed, so the same settings always give the same figures.
      </p>
      <form className="war-form" onSubmit={run} aria-label="War simulation">
        {number('games', 'games')}
        {number('seed')}
        {number('warSize', 'cards face down')}
        {number('decks', 'decks')}
        <label className="war-check">
          <input
            type="checkbox"
            checked={form.randomPickup}
            disabled={busy !== null}
            onChange={(e) => set('randomPickup', e.target.checked)}
          />
          Random pickup
        </label>
        <label className="war-check">
          <input
            type="checkbox"
            checked={form.peace}
            disabled={busy !== null}
            onChange={(e) => set('peace', e.target.checked)}
          />
          Peace (no wars)
        </label>
        <button
          type="submit"
          className="war-primary"
          disabled={busy !== null || !runValid}
          title={runValid ? undefined : 'Fix the setting marked in red first'}
        >
          Run
        </button>
        <button type="button" onClick={cancel} disabled={busy === null}>
          Cancel
        </button>
        {progress && (
          <progress aria-label="Games played" max={progress.games} value={progress.played} />
        )}
      </form>

      {result && <Figures result={result} />}

      <section className="war-compare" aria-labelledby="war-compare-title">
        <h2 id="war-compare-title">The effect of the war size</h2>
        <div className="war-form">
          {number('compareGames', 'games')}
          <button
            type="button"
            onClick={compare}
            disabled={busy !== null || !compareValid}
            title={compareValid ? undefined : 'Fix the setting marked in red first'}
          >
            Compare war sizes {COMPARED_SIZES[0]}–{COMPARED_SIZES.at(-1)}
          </button>
        </div>
        {points.length > 0 && (
          <div ref={compareRef} data-testid="war-compare-result">
            <WarSizeChart points={points} />
            <table data-testid="war-size-table">
              <thead>
                <tr>
                  <th>War size</th>
                  <th>Mean battles</th>
                  <th>Median</th>
                  <th>Wars per game</th>
                  <th>Capped</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.warSize}>
                    <td>{p.warSize}</td>
                    <td>{warFigures.mean(p.mean)}</td>
                    <td>{warFigures.whole(p.median)}</td>
                    <td>{warFigures.mean(p.wars)}</td>
                    <td>{warFigures.whole(p.capped)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

function Figures({ result }: { result: Result }) {
  const { battles, wars, longest, wins, games } = result;
  const rows: Array<[string, string, string]> = [
    ['games', 'Games', warFigures.whole(games)],
    ['mean', 'Mean battles', warFigures.mean(battles.mean)],
    ['median', 'Median battles', warFigures.whole(battles.median)],
    ['sd', 'Standard deviation', warFigures.mean(battles.sd)],
    [
      'percentiles',
      'Percentiles',
      battles.percentiles.map((q) => `${q.p}%: ${warFigures.whole(q.battles)}`).join(' · '),
    ],
    ['wars', 'Wars', `${warFigures.whole(wars.total)} (${warFigures.mean(wars.perGame)} per game)`],
    [
      'longest',
      'Longest game',
      `${warFigures.whole(longest.battles)} battles (game ${warFigures.whole(longest.game)})`,
    ],
    ['capped', `Capped at ${warFigures.whole(result.rules.cap)}`, warFigures.whole(result.capped)],
    [
      'wins',
      'Won by first / second / drawn',
      `${warFigures.percent(wins.first, games)} / ${warFigures.percent(wins.second, games)} / ${warFigures.whole(wins.drawn)}`,
    ],
    ['time', 'Time', `${result.seconds.toFixed(2)} s`],
  ];
  return (
    <div className="war-results">
      <dl className="war-figures" aria-label="Figures">
        {rows.map(([id, label, value]) => (
          <div key={id} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`war-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Histogram report={result} />
    </div>
  );
}
