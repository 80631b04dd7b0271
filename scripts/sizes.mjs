// The bundle-size report and budget of the test command: prints every file of the built app
// (dist/), raw and gzipped, then the first load: index.html and what it makes the browser fetch
// before the first screen (its scripts, its styles, the page's JavaScript and WebAssembly),
// gzipped as a static host sends them. Exits with status 1 when the first load is over the
// budget: a visitor's first screen must stay small (issue 31). The first WebAssembly is the home
// binary (the home screen without any game's rules); every other screen comes in the web or the
// research binary, loaded when opened (src/ui/on_demand.rs).
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The goal for the first load, gzipped, in KB (1,000 bytes). */
const GOAL_KB = 250;
/** The budget the test command holds today, in KB (1,000 bytes): a ratchet, lowered as the first
 * load shrinks, until it reaches GOAL_KB. */
const BUDGET_KB = 250;

const dist = new URL('../dist/', import.meta.url).pathname;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

const files = [];
const walk = (at) => {
  for (const name of readdirSync(at).sort()) {
    const path = join(at, name);
    if (name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) walk(path);
    else if (!/\.(br|gz)$/.test(name)) files.push(relative(dist, path));
  }
};
walk(dist);

const role = (name) => {
  if (/^boardlore-home.*_bg\.wasm$/.test(name)) return 'home WebAssembly (first screen)';
  if (/^boardlore-web.*_bg\.wasm$/.test(name)) return 'web WebAssembly (every other screen: prefetched, on demand)';
  if (/^boardlore-research.*_bg\.wasm$/.test(name)) return 'research WebAssembly (study page, analysis board: on demand)';
  if (/^boardlore-worker.*_bg\.wasm$/.test(name)) return "computer player's worker";
  return '';
};
let total = 0;
const width = Math.max(...files.map((f) => f.length));
for (const name of files) {
  const raw = statSync(join(dist, name)).size;
  total += raw;
  const label = role(name);
  console.log(`${name.padEnd(width)}  ${String(raw).padStart(9)} bytes raw  ${String(gzip(join(dist, name))).padStart(8)} bytes gzip${label ? `  ${label}` : ''}`);
}
console.log(`whole dist/ folder: ${total} bytes (${kb(total)}) raw, ${files.length} files (pre-compressed twins not counted)`);

// The first load: index.html and the local scripts, styles and WebAssembly it names.
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const named = [...index.matchAll(/\b(?:src|href|module_or_path:)\s*=?\s*["']\.?\/?([^"'?#]+\.(?:js|css|wasm))["']/g)].map((m) => m[1]);
// index.html's start script names the home binary's files (and the others', not counted: they
// start only when the address names their screens).
named.push(...[...index.matchAll(/["']\.\/(boardlore-home-[0-9a-f]{8,16}(?:_bg)?\.(?:js|wasm))["']/g)].map((m) => m[1]));
const first = ['index.html', ...new Set(named)];
const missing = first.filter((f) => !files.includes(f));
if (missing.length) {
  console.error(`index.html names files that are not in dist/: ${missing.join(', ')}`);
  process.exit(1);
}
let firstRaw = 0;
let firstGzip = 0;
console.log('\nfirst load (before the first screen):');
for (const name of first) {
  const raw = statSync(join(dist, name)).size;
  const packed = gzip(join(dist, name));
  firstRaw += raw;
  firstGzip += packed;
  console.log(`  ${name.padEnd(width)}  ${String(raw).padStart(9)} raw  ${String(packed).padStart(8)} gzip`);
}
const budget = BUDGET_KB * 1000;
console.log(`first load: ${firstRaw} bytes raw, ${firstGzip} bytes (${kb(firstGzip)}) gzip; budget ${BUDGET_KB} KB gzip (goal ${GOAL_KB} KB)`);
if (firstGzip > budget) {
  console.error(`over budget: the first load is ${kb(firstGzip)} gzipped, the budget ${BUDGET_KB} KB (${firstGzip - budget} bytes over)`);
  process.exit(1);
}
