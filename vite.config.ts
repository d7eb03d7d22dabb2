import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from './src-main/web-host/csp';

/**
 * Writes the window's Content-Security-Policy meta tag from its one source
 * (src-main/web-host/csp.ts), first in <head>; a policy written into index.html by hand
 * would be a second copy, so it stops the build.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    transformIndexHtml(html) {
      if (/http-equiv=["']?Content-Security-Policy/i.test(html)) {
        throw new Error(
          'index.html must not carry its own Content-Security-Policy: the build writes it from src-main/web-host/csp.ts',
        );
      }
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

export default defineConfig({
  root: path.resolve(__dirname, 'src-renderer'),
  base: './',
  plugins: [contentSecurityPolicy(), react()],
  build: {
    outDir: path.resolve(__dirname, 'dist/renderer'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
