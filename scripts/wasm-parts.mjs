// What a WebAssembly binary of boardlore is made of: its code by crate (and by module of
// boardlore itself), its data (each language's messages and the rules notes, found verbatim,
// and the rest), in bytes and as a share of the binary without its names. A contributor's
// measure (docs/performance.md), not part of the test command; it needs a binary that keeps its
// function names, made as docs/performance.md says ("What the page's WebAssembly is made of").
//
//   node scripts/wasm-parts.mjs FILE.wasm
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/wasm-parts.mjs FILE.wasm (a binary with its names kept)');
  process.exit(2);
}
const root = new URL('../', import.meta.url).pathname;
const bytes = readFileSync(file);
let at = 8;
const leb = () => {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return value;
};
const text = () => {
  const length = leb();
  const value = bytes.subarray(at, at + length).toString();
  at += length;
  return value;
};
const skipLimits = () => { if (leb() & 1) { leb(); leb(); } else leb(); };

let imported = 0;
const bodies = [];
const segments = [];
const names = new Map();
let namesBytes = 0;
while (at < bytes.length) {
  const start = at;
  const id = bytes[at++];
  const length = leb();
  const end = at + length;
  if (id === 2) {
    for (let n = leb(); n > 0; n -= 1) {
      text();
      text();
      const kind = bytes[at++];
      if (kind === 0) { imported += 1; leb(); } else if (kind === 1) { at += 1; skipLimits(); } else if (kind === 2) skipLimits();
      else at += 2;
    }
  } else if (id === 10) {
    for (let n = leb(); n > 0; n -= 1) {
      const size = leb();
      bodies.push(size);
      at += size;
    }
  } else if (id === 11) {
    for (let n = leb(); n > 0; n -= 1) {
      const flags = leb();
      if (flags === 2) leb();
      if (flags !== 1) { while (bytes[at] !== 0x0b) at += 1; at += 1; }
      const size = leb();
      segments.push(bytes.subarray(at, at + size));
      at += size;
    }
  } else if (id === 0) {
    const name = text();
    if (name === 'name') {
      namesBytes += end - start;
      while (at < end) {
        const sub = bytes[at++];
        const subEnd = leb() + at;
        if (sub === 1) for (let n = leb(); n > 0; n -= 1) { const index = leb(); names.set(index, text()); }
        at = subEnd;
      }
    }
  }
  at = end;
}
if (names.size === 0) {
  console.error(`${file} has no function names: build it as docs/performance.md says`);
  process.exit(1);
}

// A function's owner: its crate, or for boardlore its module (boardlore::games::leyla, ui::play).
const owner = (name) => {
  const plain = name.replace(/\[[0-9a-f]+\]/g, '');
  if (/lifecycle::CompStateInner<COMP> as yew::html::component::lifecycle::Stateful>::view/.test(plain)) {
    return "boardlore's Yew components (their html!, inlined into Yew's view)";
  }
  // `<A as B>::f`: A's crate, unless A is a generic parameter (`<G as boardlore::any_game::Erased>`).
  const impl = plain.match(/^<([^ ]+) as ([^>]+)>/);
  let path = plain;
  if (impl) path = /^[A-Z]$|^&|^\[|^\(/.test(impl[1]) ? impl[2] : impl[1];
  path = path.replace(/^<+/, '').replace(/^&(mut )?/, '');
  const parts = path.split('::');
  if (parts.length < 2) return '(runtime: allocator, wasm-bindgen glue, other)';
  if (parts[0] === 'boardlore') {
    const depth = ['games', 'ui'].includes(parts[1]) && parts.length > 3 ? 3 : 2;
    return parts.slice(0, depth).join('::');
  }
  if (['core', 'alloc', 'std'].includes(parts[0])) return 'core, alloc, std (formatting, numbers, collections)';
  if (/^fluent|^unic_langid|^intl|^type_map|^tinystr|^icu/.test(parts[0])) return 'fluent, unic_langid (messages)';
  if (/^serde/.test(parts[0])) return 'serde, serde_json';
  if (/^(wasm_bindgen|js_sys|web_sys|gloo)/.test(parts[0])) return 'wasm_bindgen, js_sys, web_sys, gloo';
  return parts[0];
};

const groups = new Map();
const add = (key, size) => groups.set(key, (groups.get(key) ?? 0) + size);
bodies.forEach((size, i) => add(`code: ${owner(names.get(i + imported) ?? '')}`, size));

// Data: the messages of each language and the rules notes, found verbatim (include_str!).
let data = Buffer.concat(segments);
const walk = (dir) => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
const texts = [...walk(join(root, 'locales')).filter((f) => f.endsWith('.ftl')), join(root, 'docs/rules-notes.md')];
for (const path of texts) {
  const body = readFileSync(path);
  const found = data.indexOf(body);
  if (found < 0) continue;
  data = Buffer.concat([data.subarray(0, found), data.subarray(found + body.length)]);
  const relativePath = path.slice(root.length);
  add(relativePath.startsWith('locales/') ? `data: messages, ${relativePath.split('/')[1]}` : `data: ${relativePath}`, body.length);
}
add('data: the rest (lessons and games in English, tables, names, format strings)', data.length);
const counted = bodies.reduce((a, b) => a + b, 0) + segments.reduce((a, b) => a + b.length, 0);
add('the rest of the file (types, imports, exports, table, sizes)', bytes.length - namesBytes - counted);

const total = [...groups.values()].reduce((a, b) => a + b, 0);
console.log(`${file}: ${total} bytes without its names section (${namesBytes} bytes)`);
console.log('| what | bytes | share |\n|---|---|---|');
for (const [key, size] of [...groups].sort((a, b) => b[1] - a[1])) {
  if (size / total >= 0.003) console.log(`| ${key} | ${size.toLocaleString('en')} | ${(100 * size / total).toFixed(1)}% |`);
}
const small = [...groups.values()].filter((s) => s / total < 0.003);
console.log(`| ${small.length} smaller parts | ${small.reduce((a, b) => a + b, 0).toLocaleString('en')} | ${(100 * small.reduce((a, b) => a + b, 0) / total).toFixed(1)}% |`);
