// Browser tests of the service worker: the app starts and plays offline after one visit, and a
// new version replaces the old one whole when the visitor reloads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  setUp, ROOT, server, withPage, engineAfter, assertMatchesEngine, savedActions,
} from './helpers.mjs';

setUp();

test('after one visit the app starts and plays with the network gone, computer included', async () => {
  await withPage('?game=leyla&new=1&speed=off&north=easy', { checkForeign: true }, async ({ page, context }) => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    const cached = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('boardlore-')));
    assert.equal(cached.length, 1, 'one copy of the app');
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-site="a3"][data-legal]');
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
    const played = await savedActions(page);
    await assertMatchesEngine(page, engineAfter(played));
    await context.setOffline(false);
  });
});

test('a new version replaces the old one whole, when the visitor reloads', async () => {
  await withPage('?game=leyla&new=1&speed=off', {}, async ({ page }) => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    // The app's copies (a museum's own words are kept apart, in `museum-words`, across versions).
    const copies = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('boardlore-')));
    const before = await copies();
    // The host publishes a new build: here the same files under a new version.
    const worker = readFileSync(join(ROOT, 'dist/sw.js'), 'utf8');
    server.overrides.set('sw.js', worker.replace(/const VERSION = '([0-9a-f]+)'/, "const VERSION = 'next-$1'"));
    try {
      await page.reload();
      await page.waitForSelector('[data-testid="update"]', { timeout: 20000 });
      await Promise.all([page.waitForEvent('load'), page.click('[data-testid="update"] button')]);
      let after = [];
      for (let tries = 0; tries < 100; tries += 1) {
        after = await copies();
        if (after.every((k) => k.includes('next-'))) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(after.length, 1);
      assert.notDeepEqual(after, before);
      await page.waitForSelector('[data-site="a3"][data-legal]');
    } finally {
      server.overrides.delete('sw.js');
    }
  });
});
