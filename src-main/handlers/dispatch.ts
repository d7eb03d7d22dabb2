import type {
  BridgeHandlers,
  Envelope,
  HandlerContext,
  RequestName,
} from '../../src-shared/bridge';

/**
 * Runs one bridge request by name and wraps the outcome in an envelope, so both transports
 * (Electron IPC and the web host) answer unknown names and failures the same way.
 */
export async function dispatch(
  handlers: BridgeHandlers,
  name: string,
  request: unknown,
  context: HandlerContext,
): Promise<Envelope<unknown>> {
  if (!Object.prototype.hasOwnProperty.call(handlers, name)) {
    return { ok: false, error: `unknown request "${name}"` };
  }
  try {
    const handler = handlers[name as RequestName] as (
      r: unknown,
      c: HandlerContext,
    ) => Promise<unknown>;
    return { ok: true, reply: await handler(request, context) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
