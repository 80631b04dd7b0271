// Prints the size of the built app's WebAssembly (the page's and the computer player's worker),
// raw and gzipped, and of the whole folder: the bundle-size report of the test command.
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
let total = 0;
for (const name of readdirSync(dist).sort()) {
  const size = statSync(join(dist, name)).size;
  total += size;
  if (name.endsWith('.wasm')) {
    const role = name.includes('worker') ? 'worker (computer player)' : 'page';
    const gzip = gzipSync(readFileSync(join(dist, name)), { level: 9 }).length;
    console.log(`wasm ${role}: ${size} bytes (${kib(size)}) raw, ${gzip} bytes (${kib(gzip)}) gzip  [${name}]`);
  }
}
console.log(`whole dist/ folder: ${total} bytes (${kib(total)})`);
