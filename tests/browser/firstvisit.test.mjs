// Browser tests of a visitor's first minutes on a slow network and of moving around the app:
// the first paint shows the app's name and a sign of progress before any WebAssembly has run;
// moving between the app's screens (home, a game, a lesson, an about page, back) never reloads
// the page; and the service worker fills its offline copy only after the first screen, without
// fetching again what the page has just loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, server, browser, withPage } from './helpers.mjs';

setUp();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

test('the first paint shows the name and a sign of progress while the WebAssembly is still on its way', async () => {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    // A first visit whose WebAssembly is held back, as on a slow network.
    await page.route(/boardlore-home-[0-9a-f]+_bg\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + '?speed=off');
    await page.waitForSelector('[data-testid="splash"]', { state: 'visible' });
    assert.match(await page.textContent('[data-testid="splash"] h1'), /boardlore/);
    assert.ok(await page.isVisible('[role="progressbar"]'), 'a moving bar says the app is coming');
    assert.equal(await page.$('.picker'), null, 'no cards yet');
    release();
    await page.waitForSelector('.picker .card');
    assert.equal(await page.$('[data-testid="splash"]'), null, 'the splash goes when the app starts');
  } finally {
    release();
    await context.close();
  }
});

test('moving between the screens never reloads the page, and the back button goes back', async () => {
  await withPage('?speed=off', { ...PHONE, ready: '.picker .card' }, async ({ page }) => {
    const loads = [];
    page.on('load', () => loads.push(page.url()));
    await page.evaluate(() => { window.sameDocument = true; });
    await page.tap('.card:first-child [data-testid="play-computer"]');
    await page.waitForSelector('[data-site]');
    assert.ok(new URL(page.url()).searchParams.has('campaign'), 'the address says which game is open');
    await page.goBack();
    await page.waitForSelector('.picker .card');
    await page.tap('.card:first-child [data-testid="learn"]');
    await page.waitForSelector('[data-testid="lesson-step"]');
    await page.goBack();
    await page.waitForSelector('.picker .card');
    await page.goForward();
    await page.waitForSelector('[data-testid="lesson-step"]');
    await page.tap('header.top h1 a');
    await page.waitForSelector('.picker .card');
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'the same page throughout');
    assert.deepEqual(loads, [], 'no page load after the first');
    // The address opened directly shows the same screen.
    await page.goto(server.url + '?learn=leyla');
    await page.waitForSelector('[data-testid="lesson-step"]');
  });
});

test("the card's More choices form starts the game without reloading", async () => {
  await withPage('?speed=off', { ready: '.picker .card' }, async ({ page }) => {
    await page.evaluate(() => { window.sameDocument = true; });
    await page.click('.card:first-child .setup summary');
    await page.selectOption('.card:first-child select[data-seat="north"]', 'easy');
    await page.click('.card:first-child .setup button[type="submit"]');
    await page.waitForSelector('[data-site]');
    assert.equal(await page.evaluate(() => window.sameDocument), true);
  });
});

test('the service worker fills the offline copy after the first screen without fetching the WebAssembly again', async () => {
  const start = server.requests.length;
  await withPage('?speed=off', { ready: '.picker .card' }, async ({ page }) => {
    const before = server.requests.length;
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(async () => (await caches.keys()).some((k) => k.startsWith('boardlore-')));
    // Installed: every file is in the offline copy.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated';
    }, null, { timeout: 20000 });
    const pageWasm = server.requests.slice(start, before).filter((p) => /boardlore-home-[0-9a-f]+_bg\.wasm$/.test(p));
    const again = server.requests.slice(before).filter((p) => /boardlore-home-[0-9a-f]+_bg\.wasm$/.test(p));
    assert.equal(pageWasm.length, 1, 'the page loaded its WebAssembly once');
    assert.deepEqual(again, [], 'the offline copy took it from the browser cache');
  });
});
