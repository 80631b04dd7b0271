// Writes a Brotli (`.br`) and a gzip (`.gz`) twin beside every large compressible file of a
// built boardlore (the WebAssembly, scripts, styles, messages), for servers that send
// pre-compressed files (nginx `gzip_static`/`brotli_static`, Apache's MultiViews or rewrite
// rules; see docs/curating.md). Files under 1 KiB, and files that would not shrink, get none.
// Run by scripts/offline.mjs at the end of every Trunk build.
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest', '.txt', '.ftl']);

/** Writes the twins under `dir`; returns the files compressed. */
export function compressAll(dir) {
  const done = [];
  const walk = (at) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (COMPRESSIBLE.has(extname(name)) && statSync(path).size >= 1024) {
        const body = readFileSync(path);
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(body, { level: 9 });
        if (gz.length < body.length) {
          writeFileSync(`${path}.br`, br);
          writeFileSync(`${path}.gz`, gz);
          done.push(path);
        }
      }
    }
  };
  walk(dir);
  return done;
}
