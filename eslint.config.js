// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import {
  createTypeScriptImportResolver,
  defaultConditionNames,
} from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports that shared/ must never make: it is pure domain logic (STYLE.md). */
const impureModules = [
  'firebase',
  'firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
  'react',
  'react-dom',
  'rxjs',
  'rxjs/*',
  'rxfire',
  'rxfire/*',
  '@reduxjs/*',
];
/** shared/ runs anywhere (web, functions, the emulator): no SDK, UI or stream library. */
const sharedIsPure = {
  group: impureModules,
  message: 'shared/ is pure: no firebase, react or rxjs.',
};

/** The web app's feature folders, read from disk so a new feature is fenced in the day it appears. */
const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The functions' capability folders (read from disk, like the web features) and which other
 * capabilities each may use: everything else goes through platform/ or @deals/shared. The
 * scoring trigger calls the analyze endpoint's internal key and the deal recount; the recount
 * reads the review plan; the till count delivers in-app like the alerts.
 */
const functionCapabilities = readdirSync(new URL('./functions/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);
/** @type {Record<string, string[]>} */
const functionUses = {
  analyze: ['sentiment'],
  reviews: ['analyze', 'deals'],
  deals: ['reviews'],
  users: ['deals'],
  till: ['alerts'],
};

/** Modules that talk to Firebase: only the data layer may import them. */
const firebaseModules = [
  'firebase',
  'firebase/*',
  'rxfire',
  'rxfire/*',
  '@/lib/firebase',
  '@/lib/firebase/*',
];

/**
 * Who may import whom, as bulletproof-react layers an app: shared → web lib (with config) →
 * components → features → app, each layer importing only from layers to its left; a feature
 * never imports another feature. The one way back is the Redux Toolkit convention of typed
 * hooks beside the store: features use app/hooks and app/store's types. The emulator's Firestore
 * reaches its rules engine only through that engine's public surface (index and contract).
 */
const layerZones = [
  {
    target: './shared/src',
    from: ['./web', './functions', './emulator'],
    message: 'shared/ is the bottom layer: it imports no other package of ours.',
  },
  {
    target: ['./web/src/lib', './web/src/config'],
    from: ['./web/src/components', './web/src/features', './web/src/app'],
    message: 'lib/ is below components, features and app: move what it needs into lib/.',
  },
  {
    target: './web/src/components',
    from: ['./web/src/features', './web/src/app'],
    message: 'components/ is below features and app: pass data in as props, or move it to lib/.',
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to components/ or lib/.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    except: ['./hooks.ts', './store.ts'],
    message:
      'Imports flow lib → components → features → app: a feature uses only app/hooks and the store types.',
  },
  {
    target: './functions/src/platform',
    from: './functions/src',
    except: ['./platform'],
    message: 'platform/ is what every function runs on: it imports no capability.',
  },
  ...functionCapabilities.map((capability) => ({
    target: `./functions/src/${capability}`,
    from: './functions/src',
    except: [
      `./${capability}`,
      './platform',
      ...(functionUses[capability] ?? []).map((c) => `./${c}`),
    ],
    message:
      'A function capability imports platform/, @deals/shared and the capabilities eslint.config.js lets it use (functionUses); index.ts only re-exports.',
  })),
  {
    target: './emulator/src/codec',
    from: './emulator/src/rules',
    message:
      'The value codec is below the rules engine: the rules turn codec values into their own (rules/wire-values.ts).',
  },
  {
    target: './emulator/src/firestore',
    from: './emulator/src/rules',
    except: ['./contract.ts', './index.ts'],
    message:
      'The Firestore engine reaches the rules engine only through its public surface, rules/index.ts and rules/contract.ts.',
  },
];

/** Attributes people read or hear: their text must come from the locales like any other. */
const readAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
]);
const hasWords = (text) => /\p{L}{2,}/u.test(text);

/**
 * `interface/no-literal-text`: no words typed straight into JSX, as text or in a read attribute;
 * they go through `t()` so both languages have them (locales/en and locales/ur).
 */
const interfacePlugin = {
  rules: {
    'no-literal-text': {
      meta: {
        type: 'problem',
        messages: {
          literal: 'Text "{{text}}" is hard-coded: add it to web/src/locales and use t().',
        },
        schema: [],
      },
      create(context) {
        const report = (node, text) =>
          context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
        return {
          JSXText(node) {
            if (hasWords(node.value)) report(node, node.value);
          },
          JSXAttribute(node) {
            if (node.name.type !== 'JSXIdentifier' || !readAttributes.has(node.name.name)) return;
            const value = node.value;
            if (
              value?.type === 'Literal' &&
              typeof value.value === 'string' &&
              hasWords(value.value)
            )
              report(node, value.value);
            if (
              value?.type === 'JSXExpressionContainer' &&
              value.expression.type === 'Literal' &&
              typeof value.expression.value === 'string' &&
              hasWords(value.expression.value)
            )
              report(node, value.expression.value);
          },
        };
      },
    },
  },
};

/**
 * The Firestore collection ids, read from shared/'s entity descriptors (the `topLevel('X', …)` and
 * `subcollection(parent, 'X', …)` calls in shared/src/entities), so this list cannot drift from them.
 */
const entitiesDir = new URL('./shared/src/entities/', import.meta.url);
const collectionIds = readdirSync(entitiesDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) => [
    ...readFileSync(new URL(file, entitiesDir), 'utf8').matchAll(
      /\b(?:topLevel\(\s*|subcollection\(\s*\w+,\s*)'([A-Za-z]\w*)'/g,
    ),
  ])
  .map((match) => match[1]);
/** Object keys whose string values are words people read (accessible names, labels). */
const readWordKeys = new Set(['name', 'label']);
/** Test helpers and matchers whose string arguments are words people read. */
const readWordCalls = new Set(['heading', 'chooseFilter', 'toHaveAccessibleName']);
/** A string naming a collection: exactly its id, or a path with it as one segment. */
const collectionSegment = new RegExp(`(?:^|/)(?:${collectionIds.join('|')})(?:/|$)`);

/**
 * `entities/no-collection-literal`: no collection name typed as a string or in a template; the
 * path, collection id or trigger pattern comes from the entity's descriptor in @deals/shared.
 */
const entitiesPlugin = {
  rules: {
    'no-collection-literal': {
      meta: {
        type: 'problem',
        messages: {
          literal:
            '"{{text}}" spells a Firestore collection name: use the entity descriptor from @deals/shared (shared/src/entities: collectionId, path, docPath, trigger).',
        },
        schema: [],
      },
      create(context) {
        const check = (node, text) => {
          if (collectionSegment.test(text))
            context.report({ node, messageId: 'literal', data: { text: text.slice(0, 60) } });
        };
        // A lone word people read ("Cities" as a button's accessible name, a label prop) only
        // looks like a collection; a path never is one.
        const calleeName = (callee) =>
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : '';
        const isReadWord = (node) =>
          !node.value.includes('/') &&
          (node.parent.type === 'JSXAttribute' ||
            (node.parent.type === 'Property' &&
              node.parent.value === node &&
              node.parent.key.type === 'Identifier' &&
              readWordKeys.has(node.parent.key.name)) ||
            (node.parent.type === 'CallExpression' &&
              node.parent.arguments.includes(node) &&
              readWordCalls.has(calleeName(node.parent.callee))));
        return {
          Literal(node) {
            if (typeof node.value === 'string' && !isReadWord(node)) check(node, node.value);
          },
          TemplateElement(node) {
            check(node, node.value.cooked ?? node.value.raw);
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'functions/ssr/**',
      'functions/lib/**',
      '**/dist-types/**',
      'tests/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
      '.emulator-data/**',
      'web/public/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // Build configs exclude tests; lint type-checks them too, so it uses configs that include them.
      // None has project references, and @deals/shared resolves to its sources (the `source`
      // condition), so lint reads sources only and needs no build first.
      parserOptions: {
        project: ['./tsconfig.eslint.tests.json', './web/tsconfig.json', './tsconfig.eslint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // `onClick={() => setOpen(false)}` is idiomatic React; the braces would add noise, not safety.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            './web/tsconfig.json',
            './tsconfig.eslint.json',
            './tsconfig.eslint.tests.json',
          ],
          // @deals/shared's `source` condition (shared/package.json): its sources, as TypeScript reads them.
          conditionNames: ['source', ...defaultConditionNames],
        }),
      ],
    },
    rules: {
      // A cycle makes load order decide what a module sees; every package must stay a tree.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      'shared/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'emulator/src/**/*.ts',
      'functions/src/**/*.ts',
    ],
    // Tests assemble pieces from several layers (a lib hook inside a real component) on purpose.
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'web/src/testing/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [sharedIsPure],
        },
      ],
    },
  },
  {
    // Schemas are built with zod from ./zod.js, which never compiles code (the web app's CSP).
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/zod.ts', 'shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [sharedIsPure],
          paths: [
            {
              name: 'zod',
              message: "Import z from './zod.js': it builds schemas without compiling code.",
            },
          ],
        },
      ],
    },
  },
  {
    // A function's pure decisions: tested without a stack, so they never touch the SDKs.
    files: ['functions/src/**/*-plan.ts', 'functions/src/**/*-request.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: impureModules,
              message:
                'A plan or request module is pure: the trigger or endpoint beside it does the I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // The data layer: lib/ and each feature's api/ folder. Tests replace these modules freely.
    ignores: [
      'web/src/lib/**',
      'web/src/features/*/api/**',
      '**/*.test.{ts,tsx}',
      '**/__tests__/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: firebaseModules,
              message:
                'Firebase is reached only from the data layer (lib/, features/*/api/): add an endpoint or observable there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // Modules loaded only on demand may import the Firestore SDK: its initialisation, the reads
    // (lib's *-queries, the bank and brand queries, and the *-live Observables the live queries
    // fetch), and the route-only api/ folders. Tests
    // replace modules freely.
    ignores: [
      'web/src/lib/firebase/**',
      'web/src/lib/**/*-queries.ts',
      'web/src/lib/banks/banks-query.ts',
      'web/src/lib/brands/brands-query.ts',
      'web/src/lib/brands/popular-brands-query.ts',
      'web/src/lib/deals/deal-ref.ts',
      'web/src/lib/**/*-live.ts',
      'web/src/features/*/api/**',
      '**/*.test.{ts,tsx}',
      '**/__tests__/**',
      'web/src/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase/app',
                'firebase/firestore',
                'rxfire/firestore',
                '@/lib/firebase/app',
                '@/lib/firebase/firestore',
                '**/*-queries',
                '**/banks-query',
                '**/brands-query',
                '**/popular-brands-query',
                '**/deal-ref',
                '**/*-live',
              ],
              allowTypeImports: true,
              message:
                'The Firestore SDK stays out of the first paint: import it with `await import(...)` where a read or write runs, and `import type` for types (see lib/firebase/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'web/src/testing/**'],
    plugins: { interface: interfacePlugin },
    rules: { 'interface/no-literal-text': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Every browser journey fails on a Content-Security-Policy violation: its `test` comes from
    // tests/e2e/support/test.ts, which watches for them (types and `expect` may come from either).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import `test` from './support/test.js', which fails a journey on a CSP violation.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Not here: the descriptors themselves; the words people read (locales), which only look like
    // names; and the emulator's generic Firestore, rules engine and functions runner with their
    // tests and benchmarks, which name collections of their own and know nothing of our entities.
    ignores: [
      'shared/src/entities/**',
      'web/src/locales/**',
      'emulator/src/firestore/**',
      'emulator/src/rules/**',
      'emulator/src/functions-runner/**',
      'emulator/src/codec/**',
      'emulator/src/bench/**',
      'tests/conformance/**',
      'tests/browser/**',
      'tests/bench/emulator-micro.ts',
      'tests/integration/emulator-cli.test.ts',
    ],
    plugins: { entities: entitiesPlugin },
    rules: { 'entities/no-collection-literal': 'error' },
  },
);
