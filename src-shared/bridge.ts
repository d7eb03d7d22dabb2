/**
 * The one contract between the window and the main process.
 *
 * Every request the window can make is a key of `BridgeRequests` with its request and reply
 * types; every event stream the main process pushes is a key of `BridgeEvents`. The Electron
 * preload, the main-process handlers and the browser web host are all typed from these maps,
 * so adding, renaming or retyping a request without updating every side is a type error.
 *
 * Areas keep their own part of the contract next to their code (for example
 * `src-shared/molek/contract.ts`) and it is merged here.
 */
import type { AutoSolveEvents, AutoSolveRequests } from './autosolve/contract';
import type { KlondikeRequests } from './klondike/contract';
import type { MolekEvents, MolekRequests } from './molek/contract';
import type { Settings, SettingsPatch } from './settings';
import type { WarEvents, WarRequests } from './war/contract';

export interface AppInfo {
  name: string;
  version: string;
  /** 'electron' inside the desktop app, 'web' when served by the local web host. */
  host: 'electron' | 'web';
  node: string;
  electron: string | null;
  platform: string;
}

export interface AppRequests {
  'app.info': { request: void; reply: AppInfo };
  'settings.get': { request: void; reply: Settings };
  'settings.update': { request: SettingsPatch; reply: Settings };
}

export interface StatusEvent {
  /** The area the message comes from, or 'app'. */
  source: string;
  message: string;
  level: 'info' | 'warn' | 'error';
}

export interface AppEvents {
  status: StatusEvent;
  /** The desktop menu's File › Open… picked a file; the window decides what to do with it. */
  'file.opened': { path: string; name: string; base64: string };
}

export type BridgeRequests = AppRequests &
  KlondikeRequests &
  WarRequests &
  MolekRequests &
  AutoSolveRequests;
export type BridgeEvents = AppEvents & WarEvents & MolekEvents & AutoSolveEvents;

export type RequestName = keyof BridgeRequests;
export type RequestOf<K extends RequestName> = BridgeRequests[K]['request'];
export type ReplyOf<K extends RequestName> = BridgeRequests[K]['reply'];
export type EventName = keyof BridgeEvents;

/** What a handler may do besides replying: push events to the window. */
export interface HandlerContext {
  emit<E extends EventName>(event: E, payload: BridgeEvents[E]): void;
}

/** The main process implements exactly this: one handler per request, no more, no less. */
export type BridgeHandlers = {
  [K in RequestName]: (request: RequestOf<K>, context: HandlerContext) => Promise<ReplyOf<K>>;
};

/** What the window sees, whether it runs inside Electron or in a browser. */
export interface Bridge {
  invoke<K extends RequestName>(name: K, request: RequestOf<K>): Promise<ReplyOf<K>>;
  on<E extends EventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void;
}

/** Channel names shared by the preload and the main process. */
export const IPC_INVOKE = 'bridge:invoke';
export const IPC_EVENT = 'bridge:event';

/** The reply envelope both transports use, so errors cross as plain messages. */
export type Envelope<T> = { ok: true; reply: T } | { ok: false; error: string };
