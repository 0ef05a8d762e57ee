// An analysis: the parser and every cache of the pipeline (parsed blocks, checked blocks and
// files, lowered files), owned by whoever analyses cards — the CLI, the language server, a test —
// so two workspaces in one process never see each other's results.
import { CardParser, type ParseResult, type RulesetId } from '../grammar/index.js';
import {
  CheckCache,
  checkFile,
  checkSet,
  type CheckedSet,
  type CheckResult,
  type CheckSetInput,
} from './checker/index.js';
import { LowerCache, lowerSet, type IrSet } from './ir/index.js';
import type { Diagnostic } from '../grammar/index.js';

export class Analysis {
  readonly parser = new CardParser();
  readonly checks = new CheckCache();
  readonly lowered = new LowerCache();

  parse(text: string): ParseResult {
    return this.parser.parse(text);
  }

  checkSet(input: CheckSetInput): CheckResult<CheckedSet> {
    return checkSet(input, this);
  }

  /** One file as a set of its own (its `规则：` line, or `ruleset`, names the game). */
  checkFile(text: string, path: string, ruleset?: RulesetId): CheckResult<CheckedSet> {
    return checkFile(text, path, this, ruleset);
  }

  lowerSet(set: CheckedSet, name = ''): { value: IrSet; diagnostics: Diagnostic[] } {
    return lowerSet(set, name, this.lowered);
  }

  /** Forgets every cached result (a fresh parser cache, checker caches; lowered files go with their checked files). */
  clear(): void {
    this.parser.clear();
    this.checks.clear();
  }
}
