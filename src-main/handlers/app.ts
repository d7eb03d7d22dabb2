import type { AppRequests, BridgeHandlers } from '../../src-shared/bridge';
import type { SettingsStore } from '../settings/store';
import { APP_NAME, APP_VERSION } from '../version';

export interface AppDependencies {
  host: 'electron' | 'web';
  settings: SettingsStore;
}

export function appHandlers(deps: AppDependencies): Pick<BridgeHandlers, keyof AppRequests> {
  return {
    'app.info': async () => ({
      name: APP_NAME,
      version: APP_VERSION,
      host: deps.host,
      node: process.versions.node,
      electron: process.versions.electron ?? null,
      platform: process.platform,
    }),
    'settings.get': async () => deps.settings.get(),
    'settings.update': async (patch) => deps.settings.update(patch),
  };
}
