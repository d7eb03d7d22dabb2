import type { ServerResponse } from 'node:http';
import { CONTENT_SECURITY_POLICY } from './csp';

export const TEXT = 'text/plain; charset=utf-8';
export const JSON_TYPE = 'application/json';

/** Every answer of the web host, with the window's policy and no caching. */
export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // No other page may show the window in a frame (see csp.ts for why not frame-ancestors).
    'X-Frame-Options': 'DENY',
    // The window's address carries the token: never pass it on as a Referer.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
