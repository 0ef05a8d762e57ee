// `npm run playground`: builds the playground and serves it on localhost (127.0.0.1 only), printing the URL.
// `--port N` (default 5180; 0 picks a free port); the browser test starts the same server on a free port.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, DEFAULT_OUT, sizeReport } from './build.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/**
 * The file a request path names inside `root`: undefined for a path that is not one (malformed percent-encoding,
 * a NUL), null for one outside `root` (`..` or an encoded `..%2f`, once decoded) — never a file elsewhere.
 */
export function fileFor(root: string, url: string): string | null | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  return file.startsWith(root + sep) ? file : null;
}

/** A static file server for `dir` on 127.0.0.1; resolves with the server and its URL. */
export function serveStatic(dir: string, port = 0): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const say = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    try {
      const file = fileFor(root, req.url ?? '/');
      if (file === undefined) return say(400, 'bad request');
      if (file === null || !existsSync(file) || !statSync(file).isFile()) return say(404, 'not found');
      // Always fresh: the folder is rebuilt under a running server.
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      // One bad request answers 500; the server goes on serving.
      if (!res.headersSent) say(500, 'internal error');
      else res.destroy();
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const a = server.address();
      ok({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : port}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : 5180;
  const b = await buildWeb(DEFAULT_OUT);
  console.log(`playground built in ${b.ms} ms\n${sizeReport(b)}`);
  const { url } = await serveStatic(DEFAULT_OUT, port);
  console.log(`\nCardScript playground: ${url}  (Ctrl-C to stop)`);
}
