/**
 * `npm run web`: serves the window to a browser on this machine.
 * Options: --port N (default 5178, or $PORT; 0 for any free port), --data DIR (settings
 * folder). Read with util.parseArgs, strictly: an unknown or incomplete switch is refused.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from '../cli/errors';
import { wholeNumber } from '../cli/numbers';
import { createHandlers } from '../handlers';
import { SettingsStore } from '../settings/store';
import { startWebHost } from './server';

const PORTS = { min: 0, max: 65535 } as const;

function readArguments(argv: string[]): { port: number; dataDir: string } {
  let values: { port?: string; data?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: { port: { type: 'string' }, data: { type: 'string' } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const port =
    values.port !== undefined
      ? wholeNumber('--port', PORTS)(values.port)
      : process.env.PORT !== undefined
        ? wholeNumber('$PORT', PORTS)(process.env.PORT)
        : 5178;
  const dataDir = values.data ?? path.join(os.homedir(), '.config', 'solitaire-toolkit');
  return { port, dataDir };
}

async function main(): Promise<void> {
  const { port, dataDir } = readArguments(process.argv.slice(2));
  const settings = new SettingsStore(dataDir);
  // A folder the settings cannot be saved in would lose every change: refuse to start.
  await settings.checkFolder().catch((error: Error) => {
    throw new UsageError(`${error.message} (choose another with --data DIR)`);
  });
  const loaded = await settings.load();
  if (loaded.problem) console.error(`settings: ${loaded.problem}`);
  const host = await startWebHost({
    port,
    staticDir: path.join(__dirname, 'renderer'),
    handlers: () => createHandlers({ host: 'web', settings }),
    // Another page or program trying the bridge: say so where the user started the host.
    onRefused: ({ method, path: at, reason }) =>
      console.error(`refused ${method} ${at}: ${reason}`),
  });
  console.log(`Solitaire Toolkit is served at ${host.url}`);
  console.log(
    'Open that address (with its token) in a browser on this machine; press Ctrl-C to stop.',
  );
  const stop = () => void host.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`web host: ${error.message}`);
  process.exit(error instanceof UsageError ? error.exitCode : 1);
});
