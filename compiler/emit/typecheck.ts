// Type-checks the generated modules in an in-memory ts-morph project against the runtime's card types.
// Any error here is a compiler bug: the checker and lowering promised valid IR.

import type { Project, ts } from 'ts-morph';
import { tsMorph } from './ts-morph.js';

export interface GeneratedFile {
  /** Relative to the generated root, e.g. `cards/m000_heroes.ts`. */
  path: string;
  text: string;
  /** Its source map as an inline comment, appended only for esbuild (the written sources link a .map file). */
  map?: string;
}

export interface TsProblem {
  /** Relative path of the generated file, or undefined for a global problem. */
  file?: string;
  start: number;
  /** 0-based line and column in the generated file. */
  line: number;
  col: number;
  code: number;
  message: string;
}

const ROOT = '/gen/';

/**
 * Options chosen for speed: only ES5 plus Map (the smallest library the generated code needs), no @types, nothing
 * emitted, lib files not checked. Written as tsconfig JSON: the text is also part of what a prechecked unit's key
 * covers (prechecked.ts), which must not need TypeScript loaded to compute.
 */
export const CHECK_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['es5', 'es2015.collection'],
  types: [],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  skipDefaultLibCheck: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  noUnusedLocals: false,
} as const;

function checkOptions(): ts.CompilerOptions {
  const r = tsMorph().ts.convertCompilerOptionsFromJson(CHECK_OPTIONS, ROOT);
  if (r.errors.length) throw new Error(`CHECK_OPTIONS: ${String(r.errors[0].messageText)}`);
  return r.options;
}

/**
 * An in-memory ts-morph project under /gen/. Files are added from whole-file texts (one createSourceFile
 * per module: ts-morph is quadratic when statements are added one by one).
 */
export class CheckProject {
  readonly project: Project = new (tsMorph().Project)({
    useInMemoryFileSystem: true,
    compilerOptions: checkOptions(),
    skipAddingFilesFromTsConfig: true,
  });

  path(rel: string): string {
    return ROOT + rel;
  }

  add(files: readonly GeneratedFile[]): void {
    for (const f of files) this.project.createSourceFile(ROOT + f.path, f.text, { overwrite: true });
  }

  /** Every pre-emit diagnostic, with generated-file positions. */
  problems(): TsProblem[] {
    const problems: TsProblem[] = [];
    for (const d of this.project.getPreEmitDiagnostics()) {
      const sf = d.getSourceFile();
      const start = d.getStart() ?? 0;
      const message = tsMorph().ts.flattenDiagnosticMessageText(d.compilerObject.messageText, '\n');
      if (!sf) {
        problems.push({ start: 0, line: 0, col: 0, code: d.getCode(), message });
        continue;
      }
      const lc = sf.compilerNode.getLineAndCharacterOfPosition(start);
      const path = sf.getFilePath();
      problems.push({
        file: path.startsWith(ROOT) ? path.slice(ROOT.length) : path,
        start,
        line: lc.line,
        col: lc.character,
        code: d.getCode(),
        message,
      });
    }
    return problems;
  }
}

/** Type-checks the given files as one project. */
export function typeCheck(files: readonly GeneratedFile[]): TsProblem[] {
  const p = new CheckProject();
  p.add(files);
  return p.problems();
}
