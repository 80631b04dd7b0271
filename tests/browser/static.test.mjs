// The serve command (scripts/serve.sh) serves the built app as a plain static server does
// (scripts/static.mjs): the app loads and plays with no console error and no
// Content-Security-Policy violation (Trunk's development server injected a reload script that
// the app's own policy refused).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = new URL('../../', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

test('the static server of scripts/serve.sh serves the app with no console error', async () => {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = spawn('node', [join(ROOT, 'scripts/static.mjs'), join(ROOT, 'dist'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(`http://127.0.0.1:${port}/?game=leyla&new=1&speed=off`);
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('.moves')?.textContent.startsWith('1 move'));
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    server.kill();
  }
});

test('the static server compresses, validates and lets the browser keep hashed files', async () => {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = spawn('node', [join(ROOT, 'scripts/static.mjs'), join(ROOT, 'dist'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  try {
    const base = `http://127.0.0.1:${port}/`;
    const index = await fetch(base, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(index.headers.get('content-encoding'), 'br');
    assert.equal(index.headers.get('cache-control'), 'no-cache');
    const etag = index.headers.get('etag');
    assert.ok(etag && index.headers.get('last-modified'), 'a validator on every file');
    const again = await fetch(base, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304, 'an unchanged file is not sent again');
    const wasm = (await index.text()).match(/boardlore-home-[0-9a-f]+_bg\.wasm/)[0];
    const plain = await fetch(base + wasm, { headers: { 'accept-encoding': 'identity' } });
    const gzip = await fetch(base + wasm, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    assert.match(gzip.headers.get('cache-control'), /immutable/);
    const sent = Number(gzip.headers.get('content-length'));
    const raw = Number(plain.headers.get('content-length'));
    assert.ok(sent < raw / 2, `the WebAssembly is sent compressed (${sent} of ${raw} bytes)`);
    // fetch decodes what it receives: the same bytes either way.
    assert.equal(Buffer.from(await gzip.arrayBuffer()).length, raw);
  } finally {
    server.kill();
  }
});
