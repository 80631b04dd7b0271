// Browser tests of a visitor's first minutes on a slow network and of moving around the app:
// the first paint shows the home screen's cards (in English; elsewhere the app's name and a sign
// of progress) before any WebAssembly has run;
// moving between the app's screens (home, a game, a lesson, an about page, back) never reloads
// the page; and the service worker fills its offline copy only after the first screen, without
// fetching again what the page has just loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, server, browser, withPage } from './helpers.mjs';

setUp();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** A page of `context` whose binaries (file names matching `pattern`) are held back, as on a
 * slow network, until `release` is called. */
async function holding(context, pattern) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  const page = await context.newPage();
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { page, release };
}

test("the first paint is the home screen's cards, usable before any WebAssembly, and the app takes them over where they are", async () => {
  const context = await browser.newContext(PHONE);
  const { page, release } = await holding(context, /boardlore-home-[0-9a-f]+_bg\.wasm$/);
  try {
    await page.goto(server.url + '?speed=off');
    await page.waitForSelector('[data-testid="splash"] .card', { state: 'visible' });
    assert.match(await page.textContent('[data-testid="splash"] h1'), /boardlore/);
    assert.equal(await page.locator('[data-testid="splash"] .card').count(), 4, 'every game\'s card');
    assert.equal(await page.getAttribute('.card:first-child [data-testid="play-computer"]', 'href'), '?game=leyla&new=1&north=easy');
    assert.equal(await page.textContent('.card:first-child [data-testid="play-computer"]'), 'Play against the computer');
    assert.ok(await page.isDisabled('[data-testid="lang"]'), 'choosing a language waits for the app');
    // Before the app comes, a visitor opens the second card's More choices and chooses a rule.
    await page.tap('.card:nth-child(2) .setup summary');
    const select = '.card:nth-child(2) .setup select:not([data-seat])';
    const values = await page.$$eval(`${select} option`, (options) => options.map((o) => o.value));
    await page.selectOption(select, values[1]);
    const boxes = () => page.$$eval('.card', (cards) => cards.map((c) => JSON.stringify(c.getBoundingClientRect())));
    const before = await boxes();
    release();
    await page.waitForFunction(() => !document.querySelector('[data-testid="splash"]'));
    assert.deepEqual(await boxes(), before, 'the cards stay where they were');
    assert.ok(await page.$eval('.card:nth-child(2) .setup', (d) => d.open), 'More choices stays open');
    assert.equal(await page.$eval(select, (s) => s.value), values[1], 'the choice made is kept');
    assert.ok(!(await page.isDisabled('[data-testid="lang"]')), 'the language menu works');
  } finally {
    release();
    await context.close();
  }
});

test('before the app has come, a tapped card is a plain link: the game opens', async () => {
  const context = await browser.newContext(PHONE);
  const { page, release } = await holding(context, /boardlore-home-[0-9a-f]+_bg\.wasm$/);
  try {
    await page.goto(server.url + '?speed=off');
    await page.tap('[data-testid="splash"] .card:first-child [data-testid="play-computer"]');
    await page.waitForSelector('[data-site]');
    assert.match(await page.textContent('main'), /Leyla/, 'Leyla\'s board');
  } finally {
    release();
    await context.close();
  }
});

test('a visitor in another language, a kiosk and a game\'s address see the name and a sign of progress, not English cards', async () => {
  const cases = [
    ['', /boardlore-home-[0-9a-f]+_bg\.wasm$/, () => Object.defineProperty(navigator, 'languages', { get: () => ['is-IS', 'en'] })],
    ['?lang=zh-Hans', /boardlore-home-[0-9a-f]+_bg\.wasm$/, null],
    ['?kiosk=1', /boardlore-web_bg\.wasm$/, null],
    ['?game=leyla&new=1', /boardlore-web_bg\.wasm$/, null],
  ];
  for (const [query, pattern, init] of cases) {
    const context = await browser.newContext(PHONE);
    if (init) await context.addInitScript(init);
    const { page, release } = await holding(context, pattern);
    try {
      await page.goto(server.url + query);
      await page.waitForSelector('[data-testid="splash"]', { state: 'visible' });
      assert.match(await page.textContent('[data-testid="splash"] h1'), /boardlore/, query);
      assert.ok(await page.isVisible('[role="progressbar"]'), `${query}: a moving bar says the app is coming`);
      assert.equal(await page.$('.card'), null, `${query}: no cards in English`);
      release();
      await page.waitForFunction(() => !document.querySelector('[data-testid="splash"]'));
    } finally {
      release();
      await context.close();
    }
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
