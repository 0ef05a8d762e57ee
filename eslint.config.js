// Lint: typescript-eslint's recommended rules, plus the architecture's import boundaries.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'web/dist/**',
      'compiler/validators/generated/**',
      'scratch/**',
      'node_modules/**',
      'test/data/**',
      '**/out/**',
      '**/*.d.ts',
      'coverage/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Invariant: the runtime does not know the language (docs/architecture.md).
    files: ['runtime/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/grammar/**', '**/compiler/**', '**/lsp/**', 'vscode-languageserver*', 'chevrotain'] },
      ],
    },
  },
  {
    // Invariant: grammar/ imports nothing of ours; only lsp/ knows the LSP.
    files: ['grammar/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/compiler/**', '**/runtime/**', '**/lsp/**', 'vscode-languageserver*'] },
      ],
    },
  },
  {
    // preview/ draws cards from the IR for the CLI, the language server and the browser: no Node built-ins.
    files: ['preview/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/compiler/**', '**/lsp/**', 'node:*', 'vscode-languageserver*'] },
      ],
    },
  },
  {
    // lsp/ reaches the runtime's data only through compiler/ (docs/architecture.md).
    files: ['lsp/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/runtime/**'] }],
    },
  },
  {
    files: ['compiler/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/lsp/**', 'vscode-languageserver*'] }],
    },
  },
  {
    // The playground page and its worker run in a browser: no Node built-ins, and the server only through lsp/'s host-free modules.
    files: ['web/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '**/lsp/main.js', '**/lsp/host/node.js', 'vscode-languageserver/node'] },
      ],
    },
  },
);
