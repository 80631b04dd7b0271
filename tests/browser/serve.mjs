// A minimal static file server for the built app (dist/), on 127.0.0.1, used by the browser
// tests. It records every request so a test can check that nothing left the origin.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

const HASHED = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css)$/;

/** Serves `root` under `prefix`; `overrides` maps a path under the prefix to a body to send instead. */
export async function serve(root, prefix = '/') {
  const requests = [];
  const overrides = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    requests.push(url.pathname);
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    let path = url.pathname.slice(prefix.length);
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = overrides.get(path) ?? await readFile(file);
      // As a good static host does (scripts/static.mjs): files named by their content's hash
      // never change, so the browser keeps them; the rest are asked for again.
      const cache = HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${prefix}`, requests, overrides, close: () => new Promise((r) => server.close(r)) };
}
