import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Features talk to each other only through the app layer and shared code.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/*/**'], message: 'Import shared code from src/components or src/lib.' }] },
      ],
    },
  },
  {
    // The first Intl call in a tab loads ICU's locale data on the main thread (30–100 ms measured
    // in Chromium): pages format through @verity/contracts/format instead (ADR 0021).
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: 'Use @verity/contracts/format (ADR 0021).' }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
          property,
          message: 'Use @verity/contracts/format or a plain comparison (ADR 0021).',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/bench/**', '**/testing/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
