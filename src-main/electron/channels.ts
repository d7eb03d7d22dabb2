/** The IPC channel names the preload and the main process share: one per request name. */
import { IPC_INVOKE } from '../../src-shared/bridge';

export function invokeChannel(name: string): string {
  return `${IPC_INVOKE}:${name}`;
}
