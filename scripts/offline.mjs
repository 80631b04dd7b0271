// Trunk post-build hook (Trunk.toml): finishes the built folder for static hosting.
//  * sw.js: the service worker template (web/sw.js) with this build's version and file list,
//    hashed names included, so that the offline copy always matches the build.
//  * The built-in languages written into the start script (`__LANGS__`, Trunk.toml), which asks
//    for the visitor's words files beside the WebAssembly.
//  * A Content-Security-Policy <meta> in index.html that allows the inline start scripts (Trunk.toml)
//    by their hashes and nothing else inline; the same policy in csp.txt for hosts that send it as a
//    header (see docs/curating.md).
//  * locales/<tag>/messages.ftl: every language's messages but English's in one file each, which
//    the page fetches when it is the visitor's language (the page's WebAssembly carries English
//    only; src/i18n/langs.rs).
//  * Brotli and gzip twins of the large files (scripts/compress.mjs), for servers that send
//    pre-compressed files; they are not in the offline copy's list (the browser stores files
//    decoded).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compressAll } from './compress.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('run by Trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
const sha = (algorithm, data) => createHash(algorithm).update(data).digest('base64');

const locales = new URL('../locales/', import.meta.url).pathname;
const packs = readdirSync(locales).filter((tag) => tag !== 'en' && statSync(join(locales, tag)).isDirectory()).sort();

const indexPath = join(dir, 'index.html');
// The start script asks for the visitor's words files itself: it is told the built-in languages.
let index = readFileSync(indexPath, 'utf8').replace('__LANGS__', JSON.stringify(['en', ...packs]));
const inline = [...index.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${sha('sha256', m[1])}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${inline.join(' ')}`.trim(),
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
index = index.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
writeFileSync(indexPath, index);
writeFileSync(join(dir, 'csp.txt'), `${policy}\n`);

const ftl = (at) => readdirSync(at).sort().flatMap((name) => {
  const path = join(at, name);
  if (statSync(path).isDirectory()) return ftl(path);
  return name.endsWith('.ftl') ? [readFileSync(path, 'utf8')] : [];
});
for (const tag of packs) {
  mkdirSync(join(dir, 'locales', tag), { recursive: true });
  // Each file ends its last entry; the blank line keeps a file's last comment off the next file's first entry.
  writeFileSync(join(dir, 'locales', tag, 'messages.ftl'), ftl(join(locales, tag)).join('\n'));
}

// A museum's own words (docs/curating.md) go in locales/<tag>.ftl beside index.html. The build
// ships each language's file empty (comments only), for a curator to fill, so that a visitor's
// browser, which asks for it before the first screen, never meets a 404 in the console. These
// files are not in the offline list: the service worker asks the network for them first.
const MUSEUM = /^locales\/[^/]+\.ftl$/;
for (const tag of ['en', ...packs]) {
  mkdirSync(join(dir, 'locales'), { recursive: true });
  writeFileSync(join(dir, 'locales', `${tag}.ftl`),
    `# A museum's own words for ${tag}: messages written here replace the app's own of the same id,\n` +
    `# without a rebuild. See docs/curating.md ("A museum's own words"). Empty: the app's own words.\n`);
}

const files = [];
const walk = (at) => {
  for (const name of readdirSync(at).sort()) {
    const path = join(at, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name !== 'sw.js' && !MUSEUM.test(relative(dir, path))) files.push(relative(dir, path));
  }
};
walk(dir);
const version = createHash('sha256');
for (const file of files) version.update(file).update(readFileSync(join(dir, file)));
const list = ['./', ...files.map((f) => `./${f}`)];
const worker = readFileSync(new URL('../web/sw.js', import.meta.url), 'utf8')
  .replace('__VERSION__', version.digest('hex').slice(0, 16))
  .replace('__FILES__', JSON.stringify(list));
writeFileSync(join(dir, 'sw.js'), worker);
const twins = compressAll(dir);
console.log(`offline: ${packs.length} languages in locales/<tag>/messages.ftl; ${files.length} files cached by sw.js; CSP allows ${inline.length} inline script(s); ${twins.length} files pre-compressed (.br, .gz)`);
