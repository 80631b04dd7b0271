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
