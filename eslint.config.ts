import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { AREAS } from '@platform/routes';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: shared packages → areas → shell (docs/architecture.md#boundaries). Every
 * zone is proven by a fixture in lint/fixtures that must fail (lint/boundaries.test.ts).
 */
const BOUNDARIES = [
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
    target: ['./apps', './packages', './e2e'],
    from: './services',
    message: 'Only HTTP reaches the API: nothing imports its internals.',
  },
  {
    target: './services',
    from: ['./apps', './e2e', './packages/ui'],
    message: 'The API depends on the contract packages only, never on apps, the UI kit or tests.',
  },
  {
    target: './e2e',
    from: './apps',
    message: 'End-to-end tests drive the built site: no app internals.',
  },
  {
    target: ['./apps', './packages', './services'],
    from: './e2e',
    message: 'Nothing imports the end-to-end tests.',
  },
];

/**
 * Inside an area (and the shell), a feature imports another feature only through its public entry,
 * `src/features/<feature>/index.ts`; tests and fixtures may also take its test data,
 * `fixtures.ts` (CONTRIBUTING.md, "The area skeleton"). One zone per feature: every other feature
 * of the same app may reach it only at those files.
 */
const HERE = fileURLToPath(new URL('.', import.meta.url));
const FEATURE_ENTRY_MESSAGE =
  'A feature imports another feature only through its public entry: src/features/<feature>/index.ts.';
function featureZones(entries: string[]) {
  return ['shell', ...AREAS].flatMap((app) => {
    const root = `./apps/${app}/src/features`;
    let features: string[];
    try {
      features = readdirSync(join(HERE, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
    return features
      .filter(() => features.length > 1)
      .map((feature) => ({
        target: features.filter((f) => f !== feature).map((f) => `${root}/${f}`),
        from: `${root}/${feature}`,
        except: entries,
        message: FEATURE_ENTRY_MESSAGE,
      }));
  });
}
const FEATURE_ZONES = featureZones(['./index.ts']);
const FEATURE_ZONES_FOR_TESTS = featureZones(['./index.ts', './fixtures.ts']);

/**
 * The API's layers run one way: the top (main.ts, app.ts, jobs.ts, prepare.ts, startupChecks.ts,
 * ops/, seeds/) → http/ → modules/ → core/ → db/ (docs/architecture.md#the-api-shape). A module
 * or a core part is reached only through its index.ts, and the five modules import each other in
 * one order: account ← promotions ← games ← wallet ← support. Each zone has a fixture in
 * lint/fixtures (lint/boundaries.test.ts).
 */
const API = './services/api/src';
const API_TOP = ['main.ts', 'app.ts', 'jobs.ts', 'prepare.ts', 'startupChecks.ts', 'ops', 'seeds'];
const API_MODULES = ['account', 'promotions', 'games', 'wallet', 'support'];
const apiPaths = (names: string[]) => names.map((n) => `${API}/${n}`);
const foldersIn = (dir: string) =>
  readdirSync(new URL(`${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const API_CORE_PARTS = foldersIn(`${API}/core`);
/** Every top-level entry of src, so a zone can name "all but this part" as its targets. */
const API_TREE = readdirSync(new URL(`${API}/`, import.meta.url)).map((n) => n);
const allBut = (part: string) => [
  ...API_TREE.filter((n) => n !== 'core' && n !== 'modules').map((n) => `${API}/${n}`),
  ...API_MODULES.filter((m) => `modules/${m}` !== part).map((m) => `${API}/modules/${m}`),
  ...API_CORE_PARTS.filter((c) => `core/${c}` !== part).map((c) => `${API}/core/${c}`),
  ...readdirSync(new URL(`${API}/core/`, import.meta.url))
    .filter((n) => n.endsWith('.ts'))
    .map((n) => `${API}/core/${n}`),
];
const API_ZONES = [
  {
    target: `${API}/db`,
    from: apiPaths([...API_TOP, 'http', 'modules', 'core', 'config.ts']),
    message: 'db/ is the bottom layer: it imports nothing of the API above it.',
  },
  {
    target: `${API}/core`,
    from: apiPaths([...API_TOP, 'http', 'modules', 'config.ts']),
    message: 'core/ serves the modules: it never imports a module, the HTTP layer or the top.',
  },
  {
    target: `${API}/modules`,
    from: apiPaths([...API_TOP, 'http']),
    message: 'A module never imports the HTTP layer or what assembles the app.',
  },
  {
    target: `${API}/http`,
    from: apiPaths(API_TOP),
    message: 'http/ never imports what assembles the app (jobs, seeds, operator commands).',
  },
  ...API_MODULES.slice(0, -1).map((module, i) => ({
    target: `${API}/modules/${module}`,
    from: API_MODULES.slice(i + 1).map((m) => `${API}/modules/${m}`),
    message: `Modules import each other in one order (${API_MODULES.join(' ← ')}): ${module} cannot import a module above it.`,
  })),
  ...[...API_MODULES.map((m) => `modules/${m}`), ...API_CORE_PARTS.map((c) => `core/${c}`)].map(
    (part) => ({
      target: allBut(part),
      from: `${API}/${part}`,
      except: ['./index.ts'],
      message: `Import ${part} through its public entry (${part}/index.ts), never its files.`,
    }),
  ),
];

/**
 * Route paths are written once, in packages/routes: anywhere else a route is built from its name
 * (`routePath('deposit')`). A path literal is `/pages/…` (also after `#`, or URL-encoded) or one of
 * the two system pages; relative module paths such as `./pages/login/LoginPage` are not routes.
 */
const ROUTE_LITERAL = String.raw`/(^|[^.\w])\/(pages\/[A-Za-z]|choose-location|open-location)|%2Fpages%2F/`;
const ROUTE_LITERAL_MESSAGE =
  'Route paths live only in packages/routes: use routePath(<name>) from @platform/routes.';
const ROUTE_LITERALS = [
  { selector: `Literal[value=${ROUTE_LITERAL}]`, message: ROUTE_LITERAL_MESSAGE },
  { selector: `TemplateElement[value.raw=${ROUTE_LITERAL}]`, message: ROUTE_LITERAL_MESSAGE },
];
// One date and time style (docs/product-rules.md#business-time): only contract/dateTimeStyle.ts
// formats dates; everything else calls it or the kit.
const DATE_FORMAT_MESSAGE =
  'Dates and times have one style: use formatDateTime/formatDate/formatTime from @platform/ui, or dateTimeText/dateText/timeText from @platform/api-client/contract.';
const DATE_FORMATTING = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
    message: DATE_FORMAT_MESSAGE,
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
    message: DATE_FORMAT_MESSAGE,
  },
];

// One icon set (docs/decisions.md): an icon is one of the kit's SVG icons, never an emoji or a
// symbol character in the markup (arrows, dingbats, ☎ ⚽ ✓ ￥ …), which depends on the device's
// fonts.
const ICON_CHARACTER = String.raw`/[\u2190-\u2BFF\uFFE5\u2139\uFE0F\u{1F000}-\u{1FAFF}]/u`;
const ICON_CHARACTER_MESSAGE =
  "Icons come from the kit's icon set (@platform/ui, @platform/ui/icons), not as characters.";
const ICON_CHARACTERS = [
  { selector: `JSXText[value=${ICON_CHARACTER}]`, message: ICON_CHARACTER_MESSAGE },
  {
    selector: `JSXExpressionContainer Literal[value=${ICON_CHARACTER}]`,
    message: ICON_CHARACTER_MESSAGE,
  },
  {
    selector: `JSXAttribute > Literal[value=${ICON_CHARACTER}]`,
    message: ICON_CHARACTER_MESSAGE,
  },
  {
    selector: `Property[key.name=/^icons?$/i] Literal[value=${ICON_CHARACTER}]`,
    message: ICON_CHARACTER_MESSAGE,
  },
];

/**
 * The shared libraries reach the app only through the workspace facades that are its Module
 * Federation singletons, each built with only what the app uses (docs/architecture.md#shared-libraries).
 */
const FACADES = [
  { name: 'react-router', use: '@platform/ui/router' },
  {
    name: 'react-redux',
    use: '@platform/api-client (StoreProvider, useAppSelector, useAppDispatch)',
  },
  { name: '@reduxjs/toolkit', use: '@platform/api-client' },
  { name: 'i18next', use: '@platform/i18n' },
  { name: 'react-i18next', use: '@platform/i18n' },
  { name: 'antd-mobile', use: '@platform/ui (and its forms, blocks, icons entries)' },
  { name: 'antd-mobile-icons', use: '@platform/ui or @platform/ui/icons' },
];
const FACADE_IMPORTS = {
  paths: FACADES.map(({ name, use }) => ({ name, message: `Import it from ${use}.` })),
  patterns: FACADES.map(({ name, use }) => ({
    group: [`${name}/*`],
    message: `Import it from ${use}.`,
  })),
};
/** The facades themselves, the only modules that import those libraries. */
const FACADE_FILES = [
  'packages/ui/src/router.ts',
  'packages/ui/src/kit.ts',
  'packages/ui/src/kitRenderer.ts',
  'packages/ui/src/forms.ts',
  'packages/ui/src/blocks.ts',
  'packages/ui/src/icons.ts',
  'packages/ui/src/overlays.ts',
  // antd-mobile's controls and overlays made keyboard- and screen-reader-usable, same markup.
  'packages/ui/src/accessible/**',
  'packages/ui/src/locales/**',
  'packages/ui/src/forms/contractRules*.ts',
  'packages/ui/src/forms/PlatformForm.tsx',
  // Every phone field: the kit's Input after the site's area code.
  'packages/ui/src/forms/PhoneInput.tsx',
  // Every amount field: the kit's Input after the member's currency.
  'packages/ui/src/forms/AmountInput.tsx',
  'packages/ui/src/components/PasscodeEntry.tsx',
  'packages/i18n/src/**',
  'packages/api-client/src/rtk/**',
];
const TEST_SUPPORT_IMPORT = {
  name: '@platform/ui/testing',
  message: 'Test support: import it from tests, testing/ or dev/ files only.',
};
// A feature's fixtures.ts is test data (and the calls that serve it): test support too.
const TEST_FILES = ['**/*.test.*', '**/testing/**', '**/dev/**', '**/features/*/fixtures.ts'];
/** End-to-end specs run under the CSP guard (docs/decisions.md#security-headers). */
const PLAYWRIGHT_TEST_IMPORT = {
  name: '@playwright/test',
  importNames: ['test'],
  message:
    "Import test from './fixtures': it fails a test whose pages report a Content-Security-Policy violation.",
};

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
      // Code that must fail lint, linted by lint/boundaries.test.ts under the paths it names.
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without a resolver, `.ts`/`.tsx` imports are unresolved and no boundary is checked.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'services/*/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARIES, ...FEATURE_ZONES] }],
      'no-restricted-syntax': ['error', ...ROUTE_LITERALS, ...DATE_FORMATTING, ...ICON_CHARACTERS],
    },
  },
  {
    // The API's walls, for its code (its tests may reach inside the part they test).
    files: ['services/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARIES, ...API_ZONES] }],
    },
  },
  {
    // The one date and time style.
    files: ['packages/api-client/src/contract/dateTimeStyle.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS] },
  },
  {
    // The table itself, and the rule above that has to spell what it forbids.
    files: ['packages/routes/src/**', 'eslint.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests and test data may also take another feature's test data (its fixtures.ts).
    files: ['**/*.test.*', '**/testing/**', '**/features/*/fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...BOUNDARIES, ...FEATURE_ZONES_FOR_TESTS] },
      ],
    },
  },
  {
    // Production code: the facades only, and the kit's test support (MSW, testing-library) never.
    files: ['**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, ...FACADE_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...FACADE_IMPORTS, paths: [...FACADE_IMPORTS.paths, TEST_SUPPORT_IMPORT] },
      ],
    },
  },
  {
    files: TEST_FILES,
    ignores: FACADE_FILES,
    rules: { 'no-restricted-imports': ['error', FACADE_IMPORTS] },
  },
  {
    files: FACADE_FILES,
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [TEST_SUPPORT_IMPORT] }] },
  },
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...FACADE_IMPORTS,
          paths: [...FACADE_IMPORTS.paths, TEST_SUPPORT_IMPORT, PLAYWRIGHT_TEST_IMPORT],
        },
      ],
    },
  },
);
