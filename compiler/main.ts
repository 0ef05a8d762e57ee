// Process entry of `cardc`: wires the CLI to stdout/stderr and decides colour and code frames from the
// terminal and the environment (NO_COLOR, FORCE_COLOR).
import { main, type CliIO } from './cli.js';
import { colorEnabled } from './cli/color.js';

export async function run(argv: string[]): Promise<number> {
  // A closed pipe (cardc check … | head) ends output quietly instead of crashing.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
  const stdoutTTY = !!process.stdout.isTTY;
  const io: CliIO = {
    out: (s) => process.stdout.write(s + '\n'),
    err: (s) => process.stderr.write(s + '\n'),
    cwd: process.cwd(),
    isTTY: !!process.stderr.isTTY,
    progress: (s) => void process.stderr.write(s),
    color: colorEnabled({}, process.env, stdoutTTY),
    pretty: stdoutTTY,
    env: process.env,
  };
  return main(argv, io);
}
