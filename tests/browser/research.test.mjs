// Browser tests of the researchers' screens loaded on demand: a visitor's first screen loads no
// research binary (boardlore-research: the study page, the analysis board); opening the study
// page from home loads it once, shows a loading state in the screen's place meanwhile (the
// header does not move), and it then takes over the page without reloading, back and forward
// included; a research binary that cannot come is told in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, server, browser, withPage } from './helpers.mjs';

setUp();

const RESEARCH = /boardlore-research(_bg\.wasm|\.js)$|\/research\.js$/;

/** The page's own requests for the research binary and its loader (the service worker's not counted). */
const researchLoads = (page) => page.evaluate((source) => performance.getEntriesByType('resource')
  .map((e) => new URL(e.name).pathname).filter((p) => new RegExp(source).test(p)), RESEARCH.source);

test("a visitor's first screen is the home binary, loads no research binary, and a card opens its game in the same page", async () => {
  await withPage('?speed=off', { ready: '.picker .card' }, async ({ page }) => {
    await page.waitForSelector('html[data-ready]');
    await page.evaluate(() => { window.sameDocument = true; });
    await page.click('.card:first-child [data-testid="play-computer"]');
    await page.waitForSelector('[data-site]');
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'no page load between the card and its game');
    await page.goBack();
    await page.waitForSelector('.picker .card');
    assert.deepEqual(await researchLoads(page), [], 'home and a game need nothing of the research binary');
    const wasm = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.wasm')));
    assert.match(wasm[0], /boardlore-home-[0-9a-f]+_bg\.wasm$/, `the first screen's WebAssembly is the home binary: ${wasm}`);
    assert.equal(wasm.length, 2, `a game adds one WebAssembly file, fetched once (started while the cards were drawn): ${wasm}`);
    assert.match(wasm[1], /boardlore-web_bg\.wasm$/, `a game adds the web binary and nothing else: ${wasm}`);
    const words = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((p) => p.includes('/locales/')).map((p) => p.replace(/^.*\/locales\//, 'locales/')));
    assert.deepEqual(words, ['locales/en.ftl'], `the web binary starts in the words the home binary fetched: ${words}`);
    // Asked for by index.html's start script beside the home binary (which marks it), and, fetched
    // once, not again once that has run. (Timing it against the home binary's arrival was a race
    // on this unthrottled server: the start script reads the storage before it asks.)
    const marked = await page.evaluate(() => performance.getEntriesByName('boardlore-words-asked', 'mark').length);
    assert.equal(marked, 1, 'the words were asked for by the start script');
    // An address opened directly on a game starts the web binary itself, without the home binary.
    await page.goto(server.url + '?game=leyla&new=1&speed=off');
    await page.waitForSelector('[data-site]');
    const direct = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.wasm')));
    assert.ok(direct.length >= 1 && direct.every((p) => /boardlore-web_bg\.wasm$/.test(p)), `a game's address loads the web binary alone: ${direct}`);
  });
});

test('opening the study page from home shows a loading state, loads the research binary once, and back and forward work', async () => {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.route(/boardlore-research_bg\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + '?speed=off');
    await page.waitForSelector('.picker .card');
    await page.evaluate(() => { window.sameDocument = true; });
    const headerBefore = await page.$eval('header.top', (h) => JSON.stringify(h.getBoundingClientRect()));
    await page.tap('[data-testid="study"]');
    const loading = await page.waitForSelector('[data-testid="research-loading"]', { state: 'visible' });
    assert.match(await loading.textContent(), /Loading the researchers' pages/);
    assert.ok(await page.isVisible('[data-testid="research-loading"] [role="progressbar"]'), 'a sign of progress');
    assert.equal(await loading.getAttribute('aria-busy'), 'true');
    const box = await loading.boundingBox();
    assert.ok(box.height >= 0.5 * 844, `the loading state takes the screen's place (${box.height} px)`);
    assert.equal(await page.$eval('header.top', (h) => JSON.stringify(h.getBoundingClientRect())), headerBefore, 'the header stays put');
    assert.equal(await page.$('section.study'), null, 'no study page before its code');
    release();
    await page.waitForSelector('section.study');
    assert.equal(await page.$('[data-testid="research-loading"]'), null, 'the loading state has gone');
    assert.equal(await page.$$eval('header.top', (h) => h.length), 1, 'one app on the page');
    assert.equal(await page.$eval('header.top', (h) => JSON.stringify(h.getBoundingClientRect())), headerBefore, 'the header has not moved');
    // Back to the cards and forward to the study, in the research binary's own app.
    await page.goBack();
    await page.waitForSelector('.picker .card');
    await page.goForward();
    await page.waitForSelector('section.study');
    await page.tap('header.top h1 a');
    await page.waitForSelector('.picker .card');
    await page.tap('[data-testid="study"]');
    await page.waitForSelector('section.study');
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'the same page throughout');
    const loads = await researchLoads(page);
    assert.equal(loads.filter((p) => p.endsWith('_bg.wasm')).length, 1, `the research binary loaded once: ${loads}`);
    assert.deepEqual(errors, []);
  } finally {
    release();
    await context.close();
  }
});

test('a research binary that cannot be loaded is told in words, and the page stays usable', async () => {
  await withPage('?speed=off', { ready: '.picker .card' }, async ({ page }) => {
    await page.route(/boardlore-research\.js$/, (route) => route.abort());
    await page.click('[data-testid="study"]');
    await page.waitForSelector('[data-testid="research-failed"]');
    assert.match(await page.textContent('[data-testid="research-failed"]'), /could not be loaded/);
    await page.click('header.top h1 a');
    await page.waitForSelector('.picker .card');
  });
});

test('after one visit the study page opens with the network gone', async () => {
  await withPage('?speed=off', { ready: '.picker .card', checkForeign: true }, async ({ page, context }) => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      null, { timeout: 20000 });
    assert.deepEqual(await researchLoads(page), [], 'not loaded by the page yet');
    await context.setOffline(true);
    await page.click('[data-testid="study"]');
    await page.waitForSelector('section.study');
    assert.equal(await page.$('[data-testid="research-failed"]'), null);
    await context.setOffline(false);
  });
});
