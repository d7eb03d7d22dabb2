/**
 * The window's Content-Security-Policy, written once: the web host sends it as a header,
 * Electron's main process adds it to every response, and the build writes it into the
 * window's `<meta http-equiv>` tag (vite.config.ts), which is what guards the page when it
 * is opened as a file. So it holds only directives a meta tag can carry: `frame-ancestors`
 * would be ignored there (with an error in the console on every load), and the web host
 * forbids framing with `X-Frame-Options: DENY` instead.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
