// A rule ID in a hover: a Markdown link to its heading in the rules reference when the server knows where
// that is (lsp/rules-doc.ts finds it on disk), plain code otherwise.

/** A rule ID as a Markdown link to its heading in the rules reference (its anchor is the ID in lower case). */
export function ruleLink(id: string, rulesDoc: string | undefined): string {
  return rulesDoc ? `[${id}](${rulesDoc}#${id.toLowerCase()})` : '`' + id + '`';
}
