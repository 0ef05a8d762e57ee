// A card name written as a set.yaml deck key (by a rename in the language server, or CS3024's did-you-mean fix): in
// the quoting the old key had, and quoted when plain YAML would read the name as something else (`- x`, `a: b`,
// `true`, `12`, a `,` inside `{ }`) — else the edit breaks the set.yaml or changes what it says.
import { isMap, isScalar, parseDocument } from 'yaml';

/** True when `name` written bare is read back as exactly that string (in a flow collection too, if `flow`). */
export function plainYamlKey(name: string, flow: boolean): boolean {
  if (!name || /^[-?:,[\]{}#&*!|>'"%@`\s]/.test(name) || /\s$/.test(name)) return false;
  if (/: |:$| #|[\t\r\n]/.test(name)) return false;
  if (flow && /[,[\]{}]/.test(name)) return false;
  const doc = parseDocument(`${name}: 1\n`);
  const key = isMap(doc.contents) && doc.contents.items.length === 1 ? doc.contents.items[0].key : undefined;
  return !doc.errors.length && isScalar(key) && key.value === name;
}

/** `name` as a YAML scalar replacing one written in `style`. */
export function yamlKey(name: string, style: 'plain' | 'single' | 'double' | 'block', flow: boolean): string {
  if (style === 'single') return `'${name.replace(/'/g, "''")}'`;
  if (style === 'double' || !plainYamlKey(name, flow)) return JSON.stringify(name);
  return name;
}
