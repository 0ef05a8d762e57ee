// The file names a set's manifest may have: set.yaml, or set.yml as YAML tools commonly write it. Every place that
// finds a set folder (cardc build/check/test/watch, the language server, the playground's zip import) reads these,
// set.yaml first: in a folder holding both, set.yml is not read (CS4008 says so).

/** The manifest names, in the order they are looked for. */
export const MANIFEST_NAMES = ['set.yaml', 'set.yml'] as const;

/** Whether a file's base name is a set manifest's. */
export function isManifestName(name: string): boolean {
  return (MANIFEST_NAMES as readonly string[]).includes(name);
}

/** Whether a path (either separator) ends in a set manifest's name. */
export function isManifestPath(path: string): boolean {
  return isManifestName(path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1));
}
