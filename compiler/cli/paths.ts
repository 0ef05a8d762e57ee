// Paths in output: a file under the working directory relative to it (what an editor's problem matcher and a
// designer's eye expect), any other absolute (`check /tmp/x` from the project prints /tmp/x/…, never ../../tmp/x/…).
import { isAbsolute, relative, sep } from 'node:path';

export function pathDisplay(cwd: string): (abs: string) => string {
  return (abs) => {
    const rel = relative(cwd, abs);
    if (rel === '') return '.';
    return rel === '..' || rel.startsWith('..' + sep) || isAbsolute(rel) ? abs : rel;
  };
}
