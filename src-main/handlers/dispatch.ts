import type { z } from 'zod';
import type {
  BridgeEvents,
  BridgeHandlers,
  Envelope,
  EventName,
  HandlerContext,
  RequestName,
} from '../../src-shared/bridge';
import { EVENT_SCHEMAS, REQUEST_SCHEMAS } from '../../src-shared/bridge-schema';
import { check } from '../../src-shared/gate';

/**
 * The events a handler sends pass the same gate as requests: a payload that does not match
 * its schema is a bug in the main process, so it is not sent; the window is told instead
 * (a `status` error naming the event and the field) and the log gets the same line.
 */
export function gatedContext(context: HandlerContext): HandlerContext {
  return {
    emit<E extends EventName>(event: E, payload: BridgeEvents[E]) {
      const checked = check(EVENT_SCHEMAS[event] as z.ZodType<unknown>, payload);
      if (checked.ok) {
        context.emit(event, payload);
        return;
      }
      const message = `event ${event} not sent: ${checked.error}`;
      console.error(`bridge: ${message}`);
      context.emit('status', { source: 'bridge', level: 'error', message });
    },
  };
}

/**
 * Runs one bridge request by name and wraps the outcome in an envelope, so both transports
 * (Electron IPC and the web host) answer unknown names, bad payloads and failures the same
 * way. The payload is parsed with the request's schema (src-shared/bridge-schema.ts) before
 * any handler runs: a handler only ever sees a payload of its contract's shape and ranges.
 */
export async function dispatch(
  handlers: BridgeHandlers,
  name: string,
  request: unknown,
  context: HandlerContext,
): Promise<Envelope<unknown>> {
  if (
    !Object.prototype.hasOwnProperty.call(handlers, name) ||
    !Object.prototype.hasOwnProperty.call(REQUEST_SCHEMAS, name)
  ) {
    return { ok: false, error: `unknown request "${String(name).slice(0, 100)}"` };
  }
  const checked = check(REQUEST_SCHEMAS[name as RequestName] as z.ZodType<unknown>, request);
  if (!checked.ok) return { ok: false, error: `${name}: ${checked.error}` };
  try {
    const handler = handlers[name as RequestName] as (
      r: unknown,
      c: HandlerContext,
    ) => Promise<unknown>;
    return { ok: true, reply: await handler(checked.value, gatedContext(context)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
