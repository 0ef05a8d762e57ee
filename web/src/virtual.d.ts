// The module web/tools/starters.ts generates at build time.
declare module 'virtual:starters' {
  export const STARTERS: { ruleset: string; name: string; files: { path: string; text: string }[] }[];
}
