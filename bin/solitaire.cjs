#!/usr/bin/env node
// The `solitaire` command. The CLI itself is built to dist/cli.mjs by `npm install`
// (the "prepare" script) or `npm run build`.
const path = require('node:path');
const { existsSync } = require('node:fs');
const { pathToFileURL } = require('node:url');

const cli = path.join(__dirname, '..', 'dist', 'cli.mjs');
if (!existsSync(cli)) {
  process.stderr.write(
    `solitaire: ${cli} is missing; run "npm run build" in ${path.dirname(__dirname)} first\n`,
  );
  process.exit(2);
}
import(pathToFileURL(cli).href).catch((error) => {
  process.stderr.write(`solitaire: ${error && error.stack ? error.stack : error}\n`);
  process.exit(2);
});
