// Serves a built boardlore (dist/ by default) on 127.0.0.1 as a good static host does: the files
// exactly as built, nothing injected (Trunk's development server adds a reload script that the
// app's own Content-Security-Policy refuses), compressed, and with validators:
//  * Brotli or gzip when the browser accepts it: the build's pre-compressed `.br`/`.gz` twin
//    where there is one (scripts/compress.mjs), else compressed once here and kept in memory;
//  * an ETag (a hash of the contents) and Last-Modified on every file, answered with
//    304 Not Modified when the browser already has them;
//  * files whose names carry Trunk's content hash never change: cached for a year (immutable);
//    the others (index.html, sw.js, the offline loader) are revalidated on every use (no-cache).
// Used by scripts/serve.sh.
//
//   node scripts/static.mjs [DIR] [PORT]
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.txt': 'text/plain; charset=utf-8', '.ftl': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest', '.txt', '.ftl']);
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css)$/;

/** The encodings the request accepts, best first. */
function accepted(header = '') {
  const offered = header.split(',').map((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  }).filter((e) => e.q > 0).map((e) => e.name);
  return ['br', 'gzip'].filter((e) => offered.includes(e));
}

const compressed = new Map();
/** `body` in `encoding`: the build's twin file if there is one, else compressed here once. */
async function encode(file, body, mtime, encoding) {
  const twin = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    if ((await stat(twin)).mtimeMs >= mtime) return await readFile(twin);
  } catch { /* no twin: compress it here */ }
  const key = `${file}:${encoding}:${mtime}`;
  if (!compressed.has(key)) {
    compressed.set(key, encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(body, { level: 9 }));
  }
  return compressed.get(key);
}

createServer(async (req, res) => {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const info = await stat(file);
    const body = await readFile(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      'last-modified': info.mtime.toUTCString(),
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, '')).includes(etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = COMPRESSIBLE.has(extname(file)) ? accepted(req.headers['accept-encoding'])[0] : undefined;
    const sent = encoding ? await encode(file, body, info.mtimeMs, encoding) : body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = sent.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : sent);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`boardlore is served on http://127.0.0.1:${port}/ (Ctrl-C stops it)`));
