// A kiosk left alone for hours (not part of the test command): the built app (dist/) served by
// scripts/static.mjs, opened as `?kiosk=1&idle=IDLE&countdown=5&speed=fast` at 1920x1080 in
// Chromium, with simulated visitors now and then (a touch on the attract screen, a game against
// the computer, a few moves, then walking away, so that the kiosk asks "Are you still
// playing?" and returns to its attract screen), and long stretches of the demonstration alone.
// Every few minutes it prints, after a garbage collection: the JavaScript heap, DOM nodes, event
// listeners and the page's WebAssembly memory; at the end, the growth of each over the run.
//
//   node scripts/kiosk-soak.mjs --minutes 120 [--every 5] [--idle 20]
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({ options: {
  minutes: { type: 'string', default: '120' }, every: { type: 'string', default: '5' }, idle: { type: 'string', default: '20' },
} });
const minutes = Number(values.minutes);
const every = Number(values.every) * 60_000;
const ROOT = new URL('../', import.meta.url).pathname;
const port = 20000 + Math.floor(Math.random() * 20000);
const server = spawn('node', [join(ROOT, 'scripts/static.mjs'), join(ROOT, 'dist'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
// Keep a handle on the kiosk's WebAssembly memory: the web binary's, which draws every kiosk
// screen (web/web.js announces the instance; the home binary only hands over to it).
await context.addInitScript(() => {
  addEventListener('boardlore-web-started', (event) => { window.soakMemory = event.detail.wasm.memory; });
});
const page = await context.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(`http://127.0.0.1:${port}/?kiosk=1&idle=${values.idle}&countdown=5&speed=fast`);
const cdp = await context.newCDPSession(page);

async function sample(at) {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const wasm = await page.evaluate(() => window.soakMemory?.buffer.byteLength ?? 0).catch(() => 0);
  const row = { at, heap: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners, wasm };
  const mb = (n) => (n / 1048576).toFixed(2);
  console.log(`${(at / 60000).toFixed(1).padStart(6)} min: JS heap ${mb(row.heap)} MB, DOM nodes ${row.nodes}, `
    + `listeners ${row.listeners}, WebAssembly ${mb(row.wasm)} MB`);
  return row;
}

/** A visitor: touches the attract screen, plays a few moves against the computer, walks away. */
async function visitor() {
  try {
    await page.waitForSelector('[data-testid="attract"]', { timeout: 60_000 });
    await page.mouse.click(400, 400);
    await page.waitForSelector('.picker .card', { timeout: 20_000 });
    const cards = await page.$$('.card [data-testid="play-computer"]');
    await cards[Math.floor(Math.random() * cards.length)].click();
    await page.waitForSelector('[data-site]', { timeout: 20_000 });
    for (let move = 0; move < 4; move += 1) {
      const playable = await page.$$('[data-legal="true"]');
      if (playable.length === 0) break;
      await playable[Math.floor(Math.random() * playable.length)].click().catch(() => {});
      await page.waitForTimeout(3000);
    }
  } catch (error) {
    console.log(`a visitor gave up: ${String(error).split('\n')[0]}`);
  }
}

const started = Date.now();
const rows = [await sample(0)];
let next = every;
while (Date.now() - started < minutes * 60_000) {
  // About one visitor in three minutes; the rest is the demonstration alone.
  if (Math.random() < 0.5) await visitor();
  await page.waitForTimeout(90_000 + Math.random() * 90_000);
  if (Date.now() - started >= next) {
    rows.push(await sample(Date.now() - started));
    next += every;
  }
}
rows.push(await sample(Date.now() - started));
const first = rows[1] ?? rows[0];
const last = rows[rows.length - 1];
console.log(`growth from the first sample after warm-up to the last: JS heap ${((last.heap - first.heap) / 1048576).toFixed(2)} MB, `
  + `DOM nodes ${last.nodes - first.nodes}, listeners ${last.listeners - first.listeners}, `
  + `WebAssembly ${((last.wasm - first.wasm) / 1048576).toFixed(2)} MB; page errors ${errors.length}`);
await browser.close();
server.kill();
