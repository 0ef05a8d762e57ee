// What the workspace needs from the world around it: paths and URIs, and a file system to read the
// files nobody opened. The stdio server passes the disk (node.ts); the browser's server, whose every
// file is opened by the page, passes memory.ts. Keeping this an interface is what keeps Node's fs and
// path out of the browser bundle.

export interface WorkspaceHost {
  /** The file-system path of a URI this host can read, or undefined (an untitled buffer). */
  uriToPath(uri: string): string | undefined;
  pathToUri(path: string): string;
  dirname(path: string): string;
  join(dir: string, name: string): string;
  /** The absolute, normalised form of a path. */
  resolve(path: string): string;
  /** `to` relative to `from`, for messages. */
  relative(from: string, to: string): string;
  exists(path: string): boolean;
  /** Entries of a folder, or undefined when it cannot be read. */
  list(dir: string): { name: string; isDirectory: boolean }[] | undefined;
  /** A file's text; throws when it cannot be read. */
  readText(path: string): string;
}
