// @ts-check
import js from '@eslint/js';
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

/** Web feature folders; a feature does not import another feature (STYLE.md, bulletproof-react). */
const features = [
  'about',
  'auth',
  'brand-search',
  'cards',
  'contact',
  'deal',
  'favourites',
  'home',
  'landing',
  'settings',
  'statistics',
  'legal',
  'not-found',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      parserOptions: {
        project: ['./tests/tsconfig.json', './web/tsconfig.json', './tsconfig.eslint.json'],
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
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: impureModules, message: 'shared/ is pure: no firebase, react or rxjs.' },
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
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [
                  `@/features/${f}`,
                  `@/features/${f}/*`,
                  `../../${f}/*`,
                  `../${f}/*`,
                ]),
              message:
                'A feature does not import another feature: move what both need to components/ or lib/.',
            },
            {
              group: ['@/app/*', '!@/app/hooks', '!@/app/api', '!@/app/store'],
              message:
                'Imports flow shared → features → app: a feature uses only @/app/hooks, @/app/api and the store types.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
);
