// Browser tests of a kiosk left alone for weeks: the "Are you still playing?" countdown before
// the idle return, a kiosk locked down to the games (no file input, no study, no research
// pages, even by address), and recovery: a panic in the page's WebAssembly, a computer player
// that never answers, or storage that throws, each bring a kiosk back to its attract screen
// within seconds; outside a kiosk the visitor sees a message and a reload, and keeps their game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage, CAMPAIGN_PREFIX } from './helpers.mjs';

setUp();

const KIOSK = { viewport: { width: 1920, height: 1080 } };
const PANIC = () => window.dispatchEvent(new Event('boardlore-test-panic'));

test('a kiosk asks "Are you still playing?" before its idle return, and a touch keeps the game', async () => {
  await withPage('?kiosk=1&idle=2&countdown=4&speed=fast', { ...KIOSK, ready: '[data-testid="attract"]' }, async ({ page }) => {
    await page.mouse.click(300, 300);
    await page.waitForSelector('.picker');
    await page.click('.card:first-child [data-testid="play-computer"]');
    await page.waitForSelector('[data-site="a3"]');
    await page.waitForSelector('[data-testid="still-playing"]', { timeout: 6000 });
    assert.match(await page.textContent('[data-testid="still-playing-left"]'), /\d/);
    const size = await page.$eval('[data-testid="still-playing-yes"]', (b) => parseFloat(getComputedStyle(b).fontSize));
    assert.ok(size >= 24, `the Yes button is large on a kiosk (${size} px)`);
    await page.click('[data-testid="still-playing-yes"]');
    await page.waitForSelector('[data-testid="still-playing"]', { state: 'detached' });
    assert.ok(await page.$('[data-site="a3"]'), 'the game stays');
    // Unanswered, the countdown ends on the attract screen.
    await page.waitForSelector('[data-testid="still-playing"]', { timeout: 6000 });
    await page.waitForSelector('[data-testid="attract"]', { timeout: 10000 });
  });
});

test('a kiosk offers no file input, study or research page, even by address', async () => {
  await withPage('?kiosk=1&idle=600&speed=fast', { ...KIOSK, ready: '[data-testid="attract"]' }, async ({ page }) => {
    const banner = await page.$eval('[data-testid="demo-banner"]', (b) => parseFloat(getComputedStyle(b).fontSize));
    assert.ok(banner >= 32, `the call to action is read from a step back (${banner} px)`);
    await page.mouse.click(300, 300);
    await page.waitForSelector('.picker');
    assert.equal(await page.$('input[type="file"]'), null, 'no file input');
    assert.equal(await page.$('[data-testid="study"]'), null, 'no study link');
    for (const address of ['?study=1', '?study=1&game=leyla']) {
      await page.evaluate((a) => { history.pushState(null, '', a); window.dispatchEvent(new Event('boardlore-navigated')); }, address);
      await page.waitForSelector('[data-testid="notice"]');
      assert.equal(await page.$('.study'), null, `${address} is refused`);
      assert.equal(await page.$('input[type="file"]'), null);
    }
  });
  await withPage('?kiosk=1&study=1', { ...KIOSK, ready: '.picker' }, async ({ page }) => {
    assert.match(await page.textContent('[data-testid="notice"]'), /kiosk/i);
  });
});

test('a panic in the page brings a kiosk back to its attract screen within seconds', async () => {
  await withPage('?kiosk=1&idle=600&speed=fast', { ...KIOSK, ready: '[data-testid="attract"]', checkErrors: false }, async ({ page }) => {
    await page.mouse.click(300, 300);
    await page.waitForSelector('.picker');
    await page.evaluate(PANIC);
    await page.waitForSelector('[data-testid="failed"]');
    await page.waitForSelector('[data-testid="attract"]', { timeout: 8000 });
  });
});

test('outside a kiosk, a panic shows a message with a reload, and the saved game survives', async () => {
  await withPage('?game=leyla&new=1&speed=off', { ready: '[data-site="a3"]', checkErrors: false }, async ({ page }) => {
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('.moves')?.textContent.startsWith('1 move'));
    await page.evaluate(PANIC);
    await page.waitForSelector('[data-testid="failed"] button');
    assert.match(await page.textContent('[data-testid="failed"]'), /saved games are safe/);
    const saved = await page.evaluate((p) => Object.keys(localStorage).filter((k) => k.startsWith(p)).length, CAMPAIGN_PREFIX);
    assert.equal(saved, 1);
    await page.click('[data-testid="failed"] button');
    await page.waitForSelector('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('.moves')?.textContent.startsWith('1 move'));
  });
});

test('a computer player that stops answering brings a kiosk back to its attract screen', async () => {
  // From the moment the test says so, the page's messages to its workers go nowhere: a worker
  // that has stopped answering.
  const init = () => {
    const Real = window.Worker;
    window.Worker = class extends Real {
      postMessage(...message) {
        if (!window.workersSilenced) super.postMessage(...message);
      }
    };
  };
  // The game opened from the kiosk's home has the watchdog's own limit: 15 s of silence.
  await withPage('?kiosk=1&idle=600&speed=fast', { ...KIOSK, init, ready: '[data-testid="attract"]', checkErrors: false },
    async ({ page }) => {
      await page.mouse.click(300, 300);
      await page.waitForSelector('.picker');
      await page.click('.card:first-child [data-testid="play-computer"]');
      await page.waitForSelector('[data-site="a3"]');
      await page.evaluate(() => { window.workersSilenced = true; });
      await page.click('[data-site="a3"]');
      await page.waitForSelector('[data-testid="failed"]', { timeout: 25000 });
      await page.waitForSelector('[data-testid="attract"]', { timeout: 10000 });
    });
});

test('storage that throws leaves a kiosk working', async () => {
  const init = () => {
    for (const name of ['getItem', 'setItem', 'removeItem', 'key']) {
      Storage.prototype[name] = () => { throw new DOMException('refused', 'SecurityError'); };
    }
  };
  await withPage('?kiosk=1&idle=600&speed=fast', { ...KIOSK, init, ready: '[data-testid="attract"]' }, async ({ page }) => {
    await page.mouse.click(300, 300);
    await page.waitForSelector('.picker');
    assert.equal(await page.$('input[type="file"]'), null, 'still a kiosk after the touch');
    await page.click('.card:first-child [data-testid="play-computer"]');
    await page.waitForSelector('[data-site="a3"]');
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.textContent.split(' ')[0]) >= 1);
  });
});
