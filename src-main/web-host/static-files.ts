import { promises as fs } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { send, TEXT } from './answer';

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

/**
 * Answers a GET for a file of the built window under `root`: 400 for a path that is not
 * valid percent-encoding, 403 for one that leaves the folder, 404 for one that is not there.
 */
export async function serveFile(root: string, urlPath: string, res: ServerResponse): Promise<void> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath === '/' ? '/index.html' : urlPath);
  } catch {
    return send(res, 400, TEXT, `the path is not valid percent-encoding: ${urlPath.slice(0, 200)}`);
  }
  const file = path.resolve(root, '.' + relative);
  if (!file.startsWith(root + path.sep)) return send(res, 403, TEXT, 'forbidden');
  let data: Buffer;
  try {
    data = await fs.readFile(file);
  } catch {
    return send(res, 404, TEXT, `not found: ${relative.slice(0, 200)}`);
  }
  send(res, 200, MIME[path.extname(file)] ?? 'application/octet-stream', data);
}
