/**
 * `npm run bench [-- NAME [ARGS...]]`: runs the named benchmark with its arguments (all of
 * them, with their defaults, when none is named) and prints their figures. Each benchmark
 * registers itself in `benchmarks` below and reads its own arguments (args.ts).
 */
import { UsageError } from '../../src-main/cli/errors';
import { autosolveBenchmark } from './autosolve';
import { klondikeBenchmark } from './klondike';
import { visionBenchmark } from './vision';
import { molekBenchmark } from './molek';
import { warBenchmark } from './war';
import type { Benchmark } from './benchmark';

const benchmarks: Benchmark[] = [
  klondikeBenchmark,
  warBenchmark,
  visionBenchmark,
  molekBenchmark,
  autosolveBenchmark,
];

async function main(): Promise<void> {
  const [name, ...rest] = process.argv.slice(2);
  const chosen = name ? benchmarks.filter((b) => b.name === name) : benchmarks;
  if (name && chosen.length === 0) {
    console.error(
      `bench: unknown benchmark "${name}"; known: ${benchmarks.map((b) => b.name).join(', ') || 'none'}`,
    );
    process.exit(2);
  }
  for (const benchmark of chosen) {
    console.log(`== ${benchmark.name}: ${benchmark.description}`);
    await benchmark.run(rest);
  }
}

main().catch((error: Error) => {
  // A bad argument is one line and status 2, as in the CLI; anything else is a bug: the stack.
  if (error instanceof UsageError) {
    console.error(`bench: ${error.message}`);
    process.exit(error.exitCode);
  }
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
