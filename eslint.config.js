import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/routeTree.gen.ts',
      'packages/i18n/src/paraglide/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in src/env.ts.',
        },
      ],
    },
  },
  {
    files: ['bench/**/*.{js,mjs}', '**/scripts/**/*.{js,mjs}', '**/*.config.{js,mjs}', '.size-limit.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Lighthouse CI loads its config and its puppeteer script with require().
    files: ['bench/**/*.cjs', 'lighthouserc.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      '**/src/env.ts',
      '**/*.config.{ts,js,mjs}',
      'scripts/**',
      '**/scripts/**',
      'bench/**',
      '.size-limit.mjs',
      'lighthouserc.cjs',
      '**/e2e/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...importBoundaries,
);
