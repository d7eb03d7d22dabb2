/**
 * The few globals every place src-shared runs has (Node, the window, worker threads, the
 * solver process): the timers and AbortSignal. src-shared/tsconfig.json turns the DOM's and
 * Node's types off, so these are declared here, and only these; the root tsconfig.json
 * leaves this file out (the DOM and Node types declare them there).
 */
declare function setTimeout(callback: (...args: unknown[]) => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;

interface AbortSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
