import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const AREAS = ['wallet', 'games', 'promotions', 'account', 'support'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      '.data/**',
      '**/dev-public/mockServiceWorker.js',
      'packages/api-client/src/generated/**',
      'test-results/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Imports flow one way: shared packages → areas → shell. An area never imports another area,
      // packages never import apps, and nothing imports the server's internals.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...AREAS.map((area) => ({
              target: `./apps/${area}`,
              from: ['./apps/shell', ...AREAS.filter((a) => a !== area).map((a) => `./apps/${a}`)],
              message:
                'An area never imports another area or the shell: use the store, the api slice and routes.',
            })),
            {
              target: './apps/shell',
              from: AREAS.map((a) => `./apps/${a}`),
              message: 'The shell loads areas through Module Federation only.',
            },
            { target: './packages', from: './apps', message: 'Shared packages never import apps.' },
            {
              target: ['./apps', './packages'],
              from: './services',
              message: 'The apps talk to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The kit's test support (MSW, testing-library) must never reach a production bundle.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/testing/**', '**/dev/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@platform/ui/testing',
              message: 'Test support: import it from tests, testing/ or dev/ files only.',
            },
          ],
        },
      ],
    },
  },
);
