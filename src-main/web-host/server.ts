import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { promises as fs } from 'node:fs';
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
import { isLoopbackAddress, isLoopbackHost } from './loopback';
import { CONTENT_SECURITY_POLICY } from './csp';

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
}

export interface WebHost {
  url: string;
  port: number;
  emit: HandlerContext['emit'];
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

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

/** Said with status 413 when a body is too large; the connection is closed after it. */
class BodyTooLarge extends Error {}

/** Why a request must be refused, or null when it comes from this machine for this machine. */
export function refusal(req: Pick<IncomingMessage, 'socket' | 'headers'>): string | null {
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    return `only clients on this machine may connect (got ${req.socket.remoteAddress ?? 'unknown'})`;
  }
  if (!isLoopbackHost(req.headers.host)) {
    return `the Host header must name this machine (got ${req.headers.host ?? 'none'})`;
  }
  return null;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * The body as text; refuses one larger than `limit` bytes without reading the rest (the
 * caller answers 413 and closes the connection).
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () =>
      new BodyTooLarge(`the request body is larger than ${limit.toLocaleString('en-US')} bytes`);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/**
 * Serves the built window and the bridge handlers to a browser on this machine:
 * POST /api/invoke/<request> with a JSON body answers an envelope, and the WebSocket at
 * /api/events streams every event. It listens on 127.0.0.1 and refuses any client or Host
 * header that is not loopback. A body past `maxBodyBytes` is refused with 413 unread, and
 * past `maxSolves` solves at once a further solve request is refused at once.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const address = options.address ?? '127.0.0.1';
  if (!isLoopbackAddress(address)) {
    throw new Error(`the web host listens on loopback only; ${address} is not a loopback address`);
  }
  const root = path.resolve(options.staticDir);
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

  async function serveFile(urlPath: string, res: ServerResponse): Promise<void> {
    const relative = decodeURIComponent(urlPath === '/' ? '/index.html' : urlPath);
    const file = path.resolve(root, '.' + relative);
    if (!file.startsWith(root + path.sep)) return send(res, 403, 'text/plain', 'forbidden');
    try {
      const data = await fs.readFile(file);
      send(res, 200, MIME[path.extname(file)] ?? 'application/octet-stream', data);
    } catch {
      send(res, 404, 'text/plain', `not found: ${relative}`);
    }
  }

  const server: Server = createServer((req, res) => {
    const refused = refusal(req);
    if (refused) return send(res, 403, 'text/plain; charset=utf-8', refused);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/api\/invoke\/([\w.-]+)$/.exec(url.pathname);
    if (match) {
      if (req.method !== 'POST') return send(res, 405, 'text/plain', 'use POST');
      readBody(req, maxBody)
        .then((body) => invoke(match[1], body))
        .then((envelope) => send(res, 200, 'application/json', JSON.stringify(envelope)))
        .catch((error: Error) => {
          const status = error instanceof BodyTooLarge ? 413 : 400;
          // The rest of a refused body is not read: close the connection once answered.
          if (status === 413) {
            res.setHeader('Connection', 'close');
            res.once('finish', () => req.destroy());
          }
          send(
            res,
            status,
            'application/json',
            JSON.stringify({ ok: false, error: error.message }),
          );
        });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain', 'method not allowed');
    void serveFile(url.pathname, res);
  });

  // The window only listens on the socket; anything it sends is ignored, so keep it tiny.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (refusal(req) || url.pathname !== '/api/events') {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, address, () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://${address}:${port}/`,
    port,
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
