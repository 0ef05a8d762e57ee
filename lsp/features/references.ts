// Workspace-level navigation over card names: definition, references and rename, across the
// .card files of one set and the decks of its set.yaml.
import type { Location, Range, WorkspaceEdit } from 'vscode-languageserver';
import { LineIndex, type Span } from '../../grammar/index.js';
import type { Workspace } from '../workspace.js';
import { cardOccurrences, deckOccurrences, occurrenceAt, type NameOccurrence } from './navigation.js';
import { yamlKey } from '../../compiler/manifest/yaml-key.js';

interface Located extends NameOccurrence {
  uri: string;
  lines: LineIndex;
}

/** The card-name occurrence under the cursor, in a .card file or a set.yaml. */
function nameAt(ws: Workspace, uri: string, offset: number): { occ: NameOccurrence; lines: LineIndex } | undefined {
  const doc = ws.get(uri);
  if (!doc) return undefined;
  if (doc.kind === 'card') {
    const a = ws.analysis(uri)!;
    const occ = occurrenceAt(cardOccurrences(a.ast, a.text), offset);
    return occ && { occ, lines: a.lines };
  }
  if (doc.kind === 'manifest') {
    const occ = occurrenceAt(deckOccurrences(doc.text), offset);
    return occ && { occ, lines: new LineIndex(doc.text) };
  }
  return undefined;
}

/** Every occurrence of the name in the set the document belongs to. */
function occurrencesOf(ws: Workspace, uri: string, name: string): Located[] {
  const set = ws.manifestPathFor(uri);
  const out: Located[] = [];
  for (const d of ws.all()) {
    if (ws.manifestPathFor(d.uri) !== set && !(d.kind === 'manifest' && d.path === set)) continue;
    if (d.kind === 'card') {
      const a = ws.analysis(d.uri)!;
      for (const o of cardOccurrences(a.ast, a.text))
        if (o.name === name) out.push({ ...o, uri: d.uri, lines: a.lines });
    } else if (d.kind === 'manifest' && (!set || d.path === set)) {
      const lines = new LineIndex(d.text);
      for (const o of deckOccurrences(d.text)) if (o.name === name) out.push({ ...o, uri: d.uri, lines });
    }
  }
  return out;
}

const loc = (o: Located): Location => ({ uri: o.uri, range: o.lines.range(o.span) });

export function definition(ws: Workspace, uri: string, offset: number): Location[] {
  const hit = nameAt(ws, uri, offset);
  if (!hit) return [];
  return occurrencesOf(ws, uri, hit.occ.name)
    .filter((o) => o.role === 'definition')
    .map(loc);
}

export function references(ws: Workspace, uri: string, offset: number, includeDeclaration: boolean): Location[] {
  const hit = nameAt(ws, uri, offset);
  if (!hit) return [];
  return occurrencesOf(ws, uri, hit.occ.name)
    .filter((o) => includeDeclaration || o.role !== 'definition')
    .map(loc);
}

export function prepareRename(
  ws: Workspace,
  uri: string,
  offset: number,
): { range: Range; placeholder: string } | null {
  const hit = nameAt(ws, uri, offset);
  if (!hit) return null;
  return { range: hit.lines.range(hit.occ.span), placeholder: hit.occ.name };
}

function validName(name: string): boolean {
  return !!name.trim() && name === name.trim() && !/[\r\n#【】「」：:]/.test(name);
}

/** Why a rename is not made, in both languages (the server answers the request with it as an error). */
export interface RenameRefusal {
  refused: { zh: string; en: string };
}

export function rename(
  ws: Workspace,
  uri: string,
  offset: number,
  newName: string,
): WorkspaceEdit | RenameRefusal | null {
  const hit = nameAt(ws, uri, offset);
  if (!hit) return null;
  const old = hit.occ.name;
  if (!validName(newName))
    return {
      refused: {
        zh: `“${newName}”不能作卡名：不能为空、首尾不能有空白，也不能含换行、#、【】「」或冒号`,
        en: `"${newName}" cannot be a card name: not empty, no spaces at its ends, no line break, #, 【】「」 or colon`,
      },
    };
  if (newName === old) return { changes: {} };
  const occurrences = occurrencesOf(ws, uri, old);
  const taken = occurrencesOf(ws, uri, newName);
  // Two cards of one name (CS2003), or a deck listing the name twice (a duplicate YAML key): refused, not made.
  if (taken.some((o) => o.role === 'definition'))
    return {
      refused: {
        zh: `本卡包中已有名为“${newName}”的卡牌`,
        en: `the set already has a card named "${newName}"`,
      },
    };
  const clash = taken.find(
    (t) => t.yaml && occurrences.some((o) => o.yaml && o.uri === t.uri && o.yaml.deck === t.yaml!.deck),
  );
  if (clash)
    return {
      refused: {
        zh: `卡组“${clash.yaml!.deck}”已列有“${newName}”`,
        en: `deck "${clash.yaml!.deck}" already lists "${newName}"`,
      },
    };
  const changes: Record<string, { range: Range; newText: string }[]> = {};
  for (const o of occurrences) {
    const edit = o.yaml
      ? { range: o.lines.range(o.yaml.span), newText: yamlKey(newName, o.yaml.style, o.yaml.flow) }
      : { range: o.lines.range(o.span as Span), newText: newName };
    (changes[o.uri] ??= []).push(edit);
  }
  return { changes };
}
