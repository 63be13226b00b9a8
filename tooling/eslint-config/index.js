// One flat config for every package. Imports only point down (DESIGN.md): a package lists the
// workspace packages it must never import, and the rule below enforces it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layers = {
  app: [],
  feature: ['@tessera/feature-*', '@tessera/fake-server'],
  ui: ['@tessera/feature-*', '@tessera/fake-server', '@tessera/api-client'],
  'api-client': ['@tessera/feature-*', '@tessera/fake-server', '@tessera/ui'],
  'fake-server': ['@tessera/feature-*', '@tessera/ui'],
};

/**
 * @param {{ layer?: keyof typeof layers }} [options]
 */
export function tessera(options = {}) {
  const forbidden = layers[options.layer ?? 'app'];
  return tseslint.config(
    { ignores: ['dist/**', 'dist-*/**', 'coverage/**', 'node_modules/**', '.turbo/**', 'test-results/**'] },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
      rules: {
        ...reactHooks.configs.recommended.rules,
        'react-hooks/set-state-in-effect': 'off',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-console': ['error', { allow: ['warn', 'error'] }],
        'no-restricted-imports': forbidden.length
          ? ['error', { patterns: [{ group: forbidden, message: 'Imports only point down (see DESIGN.md).' }] }]
          : 'off',
      },
    },
    {
      // A feature may use the fake server in its own tests.
      files: ['**/*.test.{ts,tsx}', '**/test/**'],
      rules: { 'no-restricted-imports': 'off', 'no-console': 'off' },
    },
    {
      files: ['**/*.{js,mjs,cjs}'],
      languageOptions: { globals: { ...globals.node } },
      rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
    },
    prettier,
  );
}

export default tessera();
