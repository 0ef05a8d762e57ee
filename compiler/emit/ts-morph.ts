// ts-morph (with the TypeScript it bundles) is loaded on first use: the CLI and the other stages import
// compiler/build, and a `cardc check` or `cardc play` should not pay half a second for the emitter.

import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

let mod: typeof TsMorph | undefined;

export function tsMorph(): typeof TsMorph {
  return (mod ??= createRequire(import.meta.url)('ts-morph') as typeof TsMorph);
}
