/**
 * `npm run web`: serves the window to a browser on this machine.
 * Options: --port N (default 5178; 0 for any free port), --data DIR (settings folder).
 */
import os from 'node:os';
import path from 'node:path';
import { createHandlers } from '../handlers';
import { SettingsStore } from '../settings/store';
import { startWebHost } from './server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const port = Number(option('--port') ?? process.env.PORT ?? 5178);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535 (got ${option('--port')})`);
  }
  const dataDir = option('--data') ?? path.join(os.homedir(), '.config', 'solitaire-toolkit');
  const settings = new SettingsStore(dataDir);
  const loaded = await settings.load();
  if (loaded.problem) console.error(`settings: ${loaded.problem}`);
  const host = await startWebHost({
    port,
    staticDir: path.join(__dirname, 'renderer'),
    handlers: () => createHandlers({ host: 'web', settings }),
  });
  console.log(`Solitaire Toolkit is served at ${host.url}`);
  console.log('Open it in a browser on this machine; press Ctrl-C to stop.');
  const stop = () => void host.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`web host: ${error.message}`);
  process.exit(1);
});
