import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['bench/**/*.{js,mjs}', '**/scripts/**/*.{js,mjs}', '**/*.config.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      '**/src/env.ts',
      '**/*.config.{ts,js,mjs}',
      'scripts/**',
      '**/scripts/**',
      'bench/**',
      '**/e2e/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
