// The ruleset profiles (card types, fields, parameters) as the compiler exposes them to its
// clients: the language server reads them from here, not from runtime/ (docs/architecture.md).
export * from '../runtime/profiles/index.js';
