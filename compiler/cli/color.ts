// Colour on or off (a flag, then NO_COLOR / FORCE_COLOR, then "is it a terminal"), and the palette
// used by text output. picocolors does the escapes: tiny, no dependencies, and it strips cleanly when off.
import pc from 'picocolors';

export type Colors = ReturnType<typeof pc.createColors>;

export function colorEnabled(
  flags: Record<string, string | boolean>,
  env: Record<string, string | undefined>,
  isTTY: boolean,
): boolean {
  if (flags['no-color']) return false;
  if (flags.color) return true;
  // https://no-color.org: present and not empty disables colour.
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY && env.TERM !== 'dumb';
}

export function colors(enabled: boolean): Colors {
  return pc.createColors(enabled);
}
