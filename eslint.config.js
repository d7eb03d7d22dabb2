import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Globals that only Node or only a browser has: src-shared may use none of them. The ones
 * both have (timers, console, URL…) are left alone; src-shared/tsconfig.json is stricter
 * still and allows only the timers and AbortSignal.
 */
const hostOnlyGlobals = Object.keys({ ...globals.node, ...globals.browser })
  .filter((name) => !(name in globals.node && name in globals.browser))
  .map((name) => ({
    name,
    message: `src-shared runs in the window, the solver process and the terminal alike: no Node or browser globals (${name} is only in ${name in globals.node ? 'Node' : 'a browser'}).`,
  }));

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // src-shared runs in the window, the solver process and the terminal alike: no Node, DOM or Electron.
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...hostOnlyGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'path',
            'child_process',
            'electron',
            'react',
            'react-dom',
            'sharp',
          ],
        },
      ],
    },
  },
);
