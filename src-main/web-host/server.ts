import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type {
  BridgeEvents,
  BridgeHandlers,
  Envelope,
  EventName,
  HandlerContext,
  RequestName,
} from '../../src-shared/bridge';
import { MAX_SCREENSHOT_BASE64 } from '../../src-shared/autosolve/contract-schema';
import { dispatch } from '../handlers/dispatch';
import { apiRefusal, eventsRefusal, machineRefusal, ownOrigins, type Listening } from './access';
import { JSON_TYPE, send, TEXT } from './answer';
import { BodyTooLarge, readBody } from './body';
import { isLoopbackAddress } from './loopback';
import { serveFile } from './static-files';
import { newToken } from './token';

export interface WebHostOptions {
  handlers: (context: HandlerContext) => BridgeHandlers;
  /** The built window (dist/renderer). */
  staticDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Loopback only; anything else is refused. */
  address?: string;
  /** The largest request body taken, in bytes (default `MAX_BODY`). */
  maxBodyBytes?: number;
  /** Solves (solver processes and threads) that may run at once (default `MAX_SOLVES`). */
  maxSolves?: number;
  /** Told of each bridge request or WebSocket refused with 403 (main.ts prints them). */
  onRefused?: (refused: Refused) => void;
}

/** A request to the bridge that access.ts refused, and why. */
export interface Refused {
  /** `POST`, `GET`…, or `WebSocket` for an upgrade to /api/events. */
  method: string;
  path: string;
  reason: string;
}

export interface WebHost {
  /** The address to open: the window, with the token as `?token=…`. */
  url: string;
  /** `http://127.0.0.1:PORT`, the only origin whose pages may use the bridge. */
  origin: string;
  port: number;
  /** The secret made at this start (256 random bits, base64url); see access.ts. */
  token: string;
  emit: HandlerContext['emit'];
  close(): Promise<void>;
}

/** The largest screenshot a window may send, plus room for the JSON around it. */
export const MAX_BODY = MAX_SCREENSHOT_BASE64 + 64 * 1024;
/** Each solve is a process or threads of its own; past this many a request is refused at once. */
export const MAX_SOLVES = 4;
/** The requests that start a solver process or worker threads. */
export const SOLVE_REQUESTS: ReadonlySet<RequestName> = new Set<RequestName>([
  'molek.solve',
  'klondike.hint',
  'klondike.winnable',
  'war.simulate',
  'autosolve.start',
]);

/**
 * The request target as a URL, or null when it is not a path (`*`, or a proxy's absolute
 * form). Prefixed rather than resolved, so that `//name/x` stays a path and names no host.
 */
function requestUrl(target: string | undefined): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://127.0.0.1${target}`);
  } catch {
    return null;
  }
}

const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

/** Answers a WebSocket upgrade with a refusal and closes the connection. */
function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      `Connection: close\r\nContent-Type: ${TEXT}\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

/**
 * Serves the built window and the bridge handlers to a browser on this machine:
 * POST /api/invoke/<request> with a JSON body answers an envelope, and the WebSocket at
 * /api/events streams every event. It listens on 127.0.0.1; every request under /api/ must
 * pass access.ts (this machine, the host's own page, the token of this start, JSON) or is
 * refused with 403 before anything runs. A body past `maxBodyBytes` is refused with 413
 * unread, and past `maxSolves` solves at once a further solve request is refused at once.
 * No request can stop the host: a bad one is answered 4xx, a failure 500.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const address = options.address ?? '127.0.0.1';
  if (!isLoopbackAddress(address)) {
    throw new Error(`the web host listens on loopback only; ${address} is not a loopback address`);
  }
  const root = path.resolve(options.staticDir);
  const token = newToken();
  const sockets = new Set<WebSocket>();
  const context: HandlerContext = {
    emit<E extends EventName>(event: E, payload: BridgeEvents[E]) {
      const message = JSON.stringify({ event, payload });
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(message);
    },
  };
  const handlers = options.handlers(context);
  const maxBody = options.maxBodyBytes ?? MAX_BODY;
  const maxSolves = options.maxSolves ?? MAX_SOLVES;
  const at: Listening = { address, port: 0 };
  let solving = 0;

  async function invoke(name: string, body: string): Promise<Envelope<unknown>> {
    let request: unknown;
    try {
      request = body.length === 0 ? undefined : JSON.parse(body);
    } catch {
      return { ok: false, error: `the body of "${name}" is not valid JSON` };
    }
    if (!SOLVE_REQUESTS.has(name as RequestName)) return dispatch(handlers, name, request, context);
    if (solving >= maxSolves) {
      return {
        ok: false,
        error: `${name}: ${maxSolves} solves are already running; try again when one finishes`,
      };
    }
    solving++;
    try {
      return await dispatch(handlers, name, request, context);
    } finally {
      solving--;
    }
  }

  async function answerApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const refused = apiRefusal(req, url, at, token);
    if (refused) {
      options.onRefused?.({ method: req.method ?? '?', path: url.pathname, reason: refused });
      return send(res, 403, TEXT, refused);
    }
    const match = /^\/api\/invoke\/([\w.-]+)$/.exec(url.pathname);
    if (!match)
      return send(res, 404, TEXT, `no such bridge address: ${url.pathname.slice(0, 200)}`);
    if (req.method !== 'POST') return send(res, 405, TEXT, 'use POST');
    let body: string;
    try {
      body = await readBody(req, maxBody);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      // The rest of a refused body is not read: close the connection once answered.
      res.setHeader('Connection', 'close');
      res.once('finish', () => req.destroy());
      return send(res, 413, JSON_TYPE, JSON.stringify({ ok: false, error: error.message }));
    }
    const envelope = await invoke(match[1], body);
    send(res, 200, JSON_TYPE, JSON.stringify(envelope));
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req.url);
    if (!url) return send(res, 400, TEXT, 'the request target must be a path');
    if (isApi(url)) return answerApi(req, res, url);
    const refused = machineRefusal(req);
    if (refused) return send(res, 403, TEXT, refused);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, TEXT, 'method not allowed');
    }
    return serveFile(root, url.pathname, res);
  }

  /** A failure of the host itself (a reply JSON cannot carry, a client gone): 500, and on. */
  function failed(res: ServerResponse, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`web host: ${message}`);
    if (res.headersSent) return void res.destroy();
    send(
      res,
      500,
      JSON_TYPE,
      JSON.stringify({ ok: false, error: `the web host failed: ${message}` }),
    );
  }

  const server: Server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => failed(res, error));
  });

  // The window only listens on the socket; anything it sends is ignored, so keep it tiny.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = requestUrl(req.url);
    if (!url || url.pathname !== '/api/events') {
      return refuseUpgrade(socket, 404, 'the only WebSocket is /api/events');
    }
    const refused = eventsRefusal(req, url, at, token);
    if (refused) {
      options.onRefused?.({ method: 'WebSocket', path: url.pathname, reason: refused });
      return refuseUpgrade(socket, 403, refused);
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      // A message past maxPayload or a broken frame ends this socket, not the host.
      ws.on('error', () => ws.terminate());
      ws.on('close', () => sockets.delete(ws));
    });
  }
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that goes away mid-handshake is no failure of the host.
    socket.on('error', () => socket.destroy());
    try {
      upgrade(req, socket, head);
    } catch (error) {
      console.error(`web host: ${error instanceof Error ? error.message : String(error)}`);
      socket.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => console.error(`web host: ${error.message}`));
  at.port = (server.address() as { port: number }).port;
  const origin = ownOrigins(at)[0];
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port: at.port,
    token,
    emit: context.emit,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
