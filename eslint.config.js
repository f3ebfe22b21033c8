import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '**/migrations/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // sonner loads with the first toast (lib/toast.ts, decision 0088): a static import elsewhere would
    // put it back on every page's first screen. Tests may use it directly.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test-support.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', allowTypeImports: true, message: "Use toast from src/lib/toast.ts: it loads sonner with the first toast." }] }],
    },
  },
  {
    // Web tests share one jsdom per worker: a root they mount must be one the setup file unmounts.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test-support.{ts,tsx}', 'apps/web/src/**/testing/**'],
    ignores: ['apps/web/src/testing/mount.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-dom/client', importNames: ['createRoot', 'hydrateRoot'], message: 'Use mountRoot from src/testing/mount.ts: the setup file unmounts it after the test.' }] }],
    },
  },
);
