// One lint configuration for the whole tree: typescript-eslint's recommended rules everywhere, React's hook
// rules in the three browser apps. `npm test` runs it (scripts/test.ts); prettier owns layout, so no style rules here.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.next/**',
      '.data/**',
      'test-results/**',
      'payload-types.ts',
      'lib/data/generated-schema.ts',
      'app/(payload)/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Elsewhere (tests, the browser apps) `any` is allowed where outside data is typed at the edges; lib/ and endpoints/ are held to none below.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The server's code is typed from its schemas (lib/data/schema.ts, the zod schemas): no any there.
    files: ['lib/**/*.ts', 'endpoints/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}', 'player/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and their dependencies; not the React Compiler's purity rules, as the apps are not compiled by it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
)
