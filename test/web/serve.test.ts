// `npm run playground`'s static server (web/tools/serve.ts): a malformed request is answered 400 and the server
// keeps serving; a path that climbs out of the folder — plain, percent-encoded or to a sibling folder sharing
// the name's prefix — never reads a file there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, serveStatic } from '../../web/tools/serve.js';

let base: string;
let root: string;
let server: Server;
let port: number;

/** GET with the path sent byte for byte (fetch would normalise `..` and re-encode). */
const get = (path: string) =>
  new Promise<{ status: number; body: string }>((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'cardscript-serve-'));
  root = join(base, 'site');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<p>首页</p>');
  writeFileSync(join(base, 'secret.txt'), 'SECRET');
  mkdirSync(join(base, 'site2'));
  writeFileSync(join(base, 'site2', 'secret.txt'), 'SIBLING');
  const s = await serveStatic(root, 0);
  server = s.server;
  port = Number(new URL(s.url).port);
});

afterAll(() => {
  server?.close();
  rmSync(base, { recursive: true, force: true });
});

describe('the playground server', () => {
  it('answers a malformed URI with 400 and goes on serving', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/a%ZZ', '/%00', '/x%00.html']) {
      const r = await get(bad);
      expect(r.status, bad).toBe(400);
    }
    const ok = await get('/');
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('<p>首页</p>');
  });

  it('refuses paths out of its folder, encoded or not, and into a sibling folder with the same prefix', async () => {
    for (const path of [
      '/..%2f..%2fetc/passwd',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/../secret.txt',
      '/..%2fsite2%2fsecret.txt',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).not.toMatch(/SECRET|SIBLING|root:/);
    }
    expect(fileFor(root, '/..%2fsite2%2fsecret.txt')).toBeNull();
    expect(fileFor(root, '/index.html')).toBe(join(root, 'index.html'));
    expect((await get('/index.html')).status).toBe(200);
  });
});
