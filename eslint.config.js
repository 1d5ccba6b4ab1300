// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Correctness rules only: layout is Prettier's job (npm run format), and eslint-config-prettier,
 * last, turns off the rules that would disagree with how it writes code. Type-aware rules are
 * left out on purpose: they need the whole program and would make lint as slow as the type
 * check, which `tsc -p .` already does strictly.
 */
export default tseslint.config(
  { ignores: ['dist/', 'dist.*/', 'node_modules/', 'reports/', 'schema/', 'coverage/', 'data/', '.bench/', '.scratch/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { notify: _notify, ...rest } = …` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // React code: the app, its UI and the blocks. Scripts and Node-side tests have functions
    // named use… (test fixtures) that are not hooks.
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The launcher and its script runner are CommonJS (see scripts/run-compiled.cjs).
    files: ['scripts/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __filename: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
