/**
 * Starts the solver process with Electron's utilityProcess (inside the desktop app, where
 * child_process.fork would start a second Electron). Electron itself is passed in, so this
 * file type-checks and bundles without importing it.
 */
import type { UtilityProcess } from 'electron';
import { solverEntryPath, type LaunchSolver } from './client';
import type { FromSolver } from './protocol';

type Fork = (
  modulePath: string,
  args?: string[],
  options?: { serviceName?: string },
) => UtilityProcess;

export function utilityLauncher(fork: Fork, entry = solverEntryPath()): LaunchSolver {
  return () => {
    const child = fork(entry, [], { serviceName: 'MOLEK-SYNTEZ solver' });
    return {
      send: (message) => child.postMessage(message),
      onMessage: (listener) => void child.on('message', (m) => listener(m as FromSolver)),
      onExit: (listener) => void child.once('exit', (code) => listener(code, null)),
      kill: () => void child.kill(),
    };
  };
}
