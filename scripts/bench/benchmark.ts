/** What each benchmark gives scripts/bench/main.ts, which runs them by name. */
export interface Benchmark {
  name: string;
  description: string;
  run(args: string[]): Promise<void>;
}
