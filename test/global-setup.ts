import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Tests run the built CLI, web host and window: build them once if `npm test` has not. */
export default function setup(): void {
  const root = path.resolve(__dirname, '..');
  if (
    !existsSync(path.join(root, 'dist', 'renderer', 'index.html')) ||
    !existsSync(path.join(root, 'dist', 'cli.mjs'))
  ) {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      stdio: 'inherit',
      cwd: root,
    });
  }
}
