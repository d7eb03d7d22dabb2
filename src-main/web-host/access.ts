/**
 * Who may use the web host. Its window is a page like any other in the browser, so every
 * other page the browser shows, and every program on this machine, can reach 127.0.0.1 too.
 * A form or a `no-cors` fetch on any site can POST (as text/plain, with no preflight) and
 * any site can open a WebSocket. So a bridge request must show all of:
 *
 * - a client on this machine, and a Host header naming this machine (no DNS rebinding);
 * - no Origin, or the host's own (a browser always sends one on a POST or a WebSocket);
 * - the token the host made at its start and printed in its URL (`?token=…`), which only
 *   a page it served can know: as `Authorization: Bearer <token>` on /api/invoke/…, and in
 *   the URL (`/api/events?token=…`) of the WebSocket, which cannot carry headers;
 * - on a POST, `Content-Type: application/json`, which no form can send.
 *
 * Each refusal is one line saying what was wrong; the caller answers it with 403.
 */
import type { IncomingMessage } from 'node:http';
import { isLoopbackAddress, isLoopbackHost } from './loopback';
import { tokensMatch } from './token';

type Request = Pick<IncomingMessage, 'socket' | 'headers' | 'method'>;

/** Shown in a refusal: enough to recognise, never a whole header of any length. */
function shown(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

/** Why a request must be refused, or null when it comes from this machine for this machine. */
export function machineRefusal(req: Pick<IncomingMessage, 'socket' | 'headers'>): string | null {
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    return `only clients on this machine may connect (got ${req.socket.remoteAddress ?? 'unknown'})`;
  }
  if (!isLoopbackHost(req.headers.host)) {
    return `the Host header must name this machine (got ${shown(req.headers.host ?? 'none')})`;
  }
  return null;
}

/** Where the host listens: its address (loopback) and port. */
export interface Listening {
  address: string;
  port: number;
}

/** The origins of the pages the host serves: its address's, first, and localhost's. */
export function ownOrigins({ address, port }: Listening): string[] {
  const host = address.includes(':') ? `[${address}]` : address;
  return [`http://${host}:${port}`, `http://localhost:${port}`];
}

function originRefusal(req: Request, at: Listening): string | null {
  const origin = req.headers.origin;
  if (origin === undefined || ownOrigins(at).includes(origin)) return null;
  return `requests from another page are refused (Origin ${shown(origin)}; this host is ${ownOrigins(at)[0]})`;
}

const OPEN_THE_PRINTED_ADDRESS = 'open the address `npm run web` printed';

function tokenRefusal(presented: string, token: string): string | null {
  if (tokensMatch(presented, token)) return null;
  return `the token does not match this host's (${OPEN_THE_PRINTED_ADDRESS}; it changes at each start)`;
}

/** Why a request under /api/ (but the WebSocket) must be refused, or null to answer it. */
export function apiRefusal(req: Request, url: URL, at: Listening, token: string): string | null {
  const refused = machineRefusal(req) ?? originRefusal(req, at);
  if (refused) return refused;
  const authorization = req.headers.authorization;
  if (authorization === undefined) {
    return url.searchParams.has('token')
      ? 'the token goes in the Authorization header (Bearer), not in the URL'
      : `no token: send Authorization: Bearer <token> (${OPEN_THE_PRINTED_ADDRESS})`;
  }
  const bearer = /^Bearer (\S+)$/i.exec(authorization);
  if (!bearer) return 'the Authorization header must be "Bearer <token>"';
  const wrong = tokenRefusal(bearer[1], token);
  if (wrong) return wrong;
  if (req.method === 'POST') {
    const type = req.headers['content-type'];
    const media = type?.split(';')[0].trim().toLowerCase();
    if (media !== 'application/json') {
      return `a bridge request must be Content-Type: application/json (got ${type === undefined ? 'none' : shown(type)})`;
    }
  }
  return null;
}

/** Why a WebSocket to /api/events must be refused, or null to accept it. */
export function eventsRefusal(req: Request, url: URL, at: Listening, token: string): string | null {
  const refused = machineRefusal(req) ?? originRefusal(req, at);
  if (refused) return refused;
  const presented = url.searchParams.get('token');
  if (presented === null) {
    return `no token: open /api/events?token=<token> (${OPEN_THE_PRINTED_ADDRESS})`;
  }
  return tokenRefusal(presented, token);
}
