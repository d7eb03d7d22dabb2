import type { BridgeHandlers } from '../../src-shared/bridge';
import { appHandlers, type AppDependencies } from './app';
import { autosolveHandlers, type AutoSolveDependencies } from './autosolve';
import { warHandlers } from './war';
import { molekHandlers, type MolekDependencies } from './molek';
import { klondikeHandlers } from './klondike';

export type HandlerDependencies = AppDependencies & MolekDependencies & AutoSolveDependencies;

/**
 * Every request of the bridge, answered. The type forces this object to hold exactly one
 * handler per request in `src-shared/bridge.ts`.
 */
export function createHandlers(deps: HandlerDependencies): BridgeHandlers {
  return {
    ...appHandlers(deps),
    ...autosolveHandlers(deps),
    ...warHandlers(),
    ...molekHandlers(deps),
    ...klondikeHandlers(),
  };
}
