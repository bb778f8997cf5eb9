import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { DEMO_CLINIC_FILES } from './apps/clinic/e2e/demo-clinic-files.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // The clinic's build renders its public pages ahead from a bundle it writes here.
      '**/.cache/**',
      'apps/server/drizzle/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // react-aria components take autoFocus as a managed prop, not a DOM attribute
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // No import cycles in the app or the server: a module in a cycle may run before what it
    // imports has run (an undefined import at start), and a cycle ties its modules into one layer.
    // Type-only imports are erased, so they make no cycle at run time and are not counted.
    files: ['apps/clinic/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Boundaries held by the lint rather than by discipline (docs/architecture.md, "Rules the lint
  // holds"). Each block owns its files' no-restricted-* rules: flat config replaces, not merges, a
  // rule set twice for one file. scripts/lint-boundaries.test.mjs proves each rule fires.
  {
    // Tests may read stored rows to check what no caller can see, so they are left out.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts and src/db/ know the ORM; ask a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers point one way: src/db/ (schema, connection) is below the modules, and the
    // composition root (every repository, the demo seed) above them.
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|composition)(/|$)',
              message:
                'src/db/ is the lowest layer: nothing from src/modules/ or src/composition/ (what builds or seeds through the modules lives in src/composition/).',
            },
          ],
        },
      ],
    },
  },
  {
    // A transaction is opened where the ORM is known: a repository or src/db/ (inTransaction).
    // A use case opens one through Repositories.transaction, so the repositories it uses share it.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction']:matches([callee.object.name=/^db$|Db$/], [callee.object.property.name=/^db$|Db$/])",
          message:
            "Drizzle's transaction only in a repository or src/db/; a use case asks Repositories.transaction.",
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@praktik/(ui|clinic|server)(/|$)|^(\\.\\./)+(ui|apps)/',
              message: 'The domain is pure: nothing from ui, clinic or server.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Domain rules take the time as an argument (now), never read the clock.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'Domain rules take the time as an argument (now), never read the clock.',
        },
        {
          object: 'process',
          property: 'env',
          message: 'Domain rules take configuration as arguments, never read the environment.',
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@praktik/(clinic|server)(/|$)|^(\\.\\./)+apps/',
              message: 'The design system knows nothing of the app or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // SWR keys: one way, the builders of apps/clinic/src/api/keys.ts. A key written in place
    // drifts from the one its mutation revalidates. `list.mutate()` (bound) has no key.
    files: ['apps/clinic/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='Identifier'][callee.name=/^(useSWR|useSWRImmutable|useSWRInfinite|useSWRSubscription|mutate|preload)$/] > .arguments:first-child:not(CallExpression[callee.object.name='keys'], MemberExpression[object.name='keyFilters'], CallExpression[callee.object.name='keyFilters'], ConditionalExpression[consequent.callee.object.name='keys'][alternate.raw='null'])",
          message:
            'An SWR key comes from api/keys.ts: useSWR(keys.x(...)), useSWR(ok ? keys.x(...) : null), mutate(keys.x(...)), mutate(keyFilters.x) or mutate(keyFilters.x(...)).',
        },
      ],
    },
  },
  {
    // A journey makes its own clinic (apps/clinic/e2e/clinic-fixture.ts): one that signed in to the
    // seeded demo clinic would depend on its weekday and on the other files that touch it.
    files: ['apps/clinic/e2e/**/*.spec.ts'],
    ignores: DEMO_CLINIC_FILES.map((file) => `apps/clinic/e2e/${file}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: './helpers',
              importNames: ['DEMO', 'DEMO_PASSWORD', 'DEMO_DOCTOR_NAME'],
              message:
                "A journey's data comes from the `clinic` fixture (e2e/clinic-fixture.ts); only the files of e2e/demo-clinic-files.mjs read the demo clinic.",
            },
          ],
        },
      ],
    },
  },
);
