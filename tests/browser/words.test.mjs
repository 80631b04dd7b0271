// Browser tests of the words loaded at run time (src/ui/lang.rs, src/i18n/loaded.rs): a museum's
// own file `locales/<tag>.ftl` beside the built app corrects a message on screen, a malformed one
// is told in a notice and the app goes on in its own words, and one for a language the app does
// not have adds it to the menu; review mode (`review=1`) shows message ids on the home screen and
// in a lesson step; an Icelandic visitor's first screen is Icelandic from its first render (the
// page carries English only and fetches Icelandic first), and stays so offline after the service
// worker, where a language chosen in the menu comes from the offline copy too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUp, ROOT, server, withPage } from './helpers.mjs';

setUp();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** Message `id` of a built-in language's file `file` (a one-line message). */
function message(tag, file, id) {
  const line = readFileSync(join(ROOT, 'locales', tag, file), 'utf8').split('\n').find((l) => l.startsWith(`${id} = `));
  assert.ok(line, `${tag} ${file} has ${id}`);
  return line.slice(id.length + 3).trim();
}

/** Runs `fn` with `body` served as the museum's file `locales/<tag>.ftl`. */
async function withMuseumFile(tag, body, fn) {
  server.overrides.set(`locales/${tag}.ftl`, body);
  try {
    await fn();
  } finally {
    server.overrides.delete(`locales/${tag}.ftl`);
  }
}

test("a museum's file corrects a message of its language, and leaves the others", async () => {
  await withMuseumFile('is', 'tagline = Borðspil safnsins, eins og þeim var lýst\n', async () => {
    await withPage('?lang=is', PHONE, async ({ page }) => {
      assert.equal(await page.textContent('.tagline'), 'Borðspil safnsins, eins og þeim var lýst');
      assert.equal(await page.textContent('[data-testid="play-computer"] >> nth=0'), message('is', 'app.ftl', 'play-computer'));
      assert.equal(await page.$('[data-testid="words-notice"]'), null, 'a good file is not told about');
    });
  });
});

test('a malformed file is told in words, not used, and the app works on', async () => {
  await withMuseumFile('is', 'all-games = Spilin\n\ntagline = { $broken\nwatch-demo = Horfa\n', async () => {
    await withPage('?lang=is', PHONE, async ({ page }) => {
      const notice = await page.waitForSelector('[data-testid="words-notice"]');
      const told = await notice.textContent();
      assert.match(told, /locales\/is\.ftl/, 'names the file');
      assert.match(told, /\b3\b/, 'names the line of the broken entry');
      assert.equal(await page.textContent('.tagline'), message('is', 'app.ftl', 'tagline'), 'the built-in words instead');
      await page.click('[data-testid="words-notice-dismiss"]');
      assert.equal(await page.$('[data-testid="words-notice"]'), null, 'dismissed');
      await page.click('[data-testid="play-computer"] >> nth=0');
      await page.waitForSelector('[data-site="a3"][data-legal]');
    });
  });
});

test("a museum's file for a language the app does not have adds it to the menu, English for what it lacks", async () => {
  const german = 'language-name = Deutsch\ntagline = Traditionelle Brettspiele, wie sie aufgezeichnet wurden\n';
  await withMuseumFile('de', german, async () => {
    await withPage('?lang=de', PHONE, async ({ page }) => {
      assert.equal(await page.textContent('.tagline'), 'Traditionelle Brettspiele, wie sie aufgezeichnet wurden');
      assert.equal(await page.textContent('[data-testid="play-computer"] >> nth=0'), message('en', 'app.ftl', 'play-computer'));
      assert.equal(await page.$eval('[data-testid="lang"]', (s) => s.value), 'de');
      assert.equal(await page.textContent('[data-testid="lang"] option[value="de"]'), 'Deutsch');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
      // Another language from the menu, and back: the museum's language stays in the menu.
      await page.selectOption('[data-testid="lang"]', 'is');
      await page.waitForFunction((text) => document.querySelector('.tagline')?.textContent === text, message('is', 'app.ftl', 'tagline'));
      assert.equal(await page.textContent('[data-testid="lang"] option[value="de"]'), 'Deutsch');
    });
  });
  // Without the file, the address's unknown language is only a preference: English here.
  await withPage('?lang=de', PHONE, async ({ page }) => {
    assert.equal(await page.textContent('.tagline'), message('en', 'app.ftl', 'tagline'));
    assert.equal(await page.$('[data-testid="lang"] option[value="de"]'), null);
  });
});

test('review mode shows each message id beside its text, on the home screen and in a lesson step', async () => {
  await withPage('?lang=is&review=1', PHONE, async ({ page }) => {
    assert.equal(await page.textContent('.tagline'), `${message('is', 'app.ftl', 'tagline')} [tagline]`);
    assert.match(await page.textContent('[data-testid="play-computer"] >> nth=0'), /\[play-computer\]$/);
    // Every game card's name shows its id too (a message inside a message shows both).
    assert.match(await page.textContent('main'), /\[leyla-name\]|\[leyla-short-name\]/);
  });
  await withPage('?lang=is&review=1&learn=leyla', { ...PHONE, ready: '[data-testid="lesson-step"]' }, async ({ page }) => {
    const step = await page.textContent('[data-testid="lesson-step"]');
    assert.match(step, /\[leyla-lesson-1-step-1-(rule|task)\]/, step);
  });
  await withPage('?lang=is', PHONE, async ({ page }) => {
    assert.doesNotMatch(await page.textContent('main'), /\[[a-z0-9-]+\]/, 'no ids outside review mode');
  });
});

test("an Icelandic visitor's first screen is Icelandic from its first render, and offline after the service worker", async () => {
  // The browser prefers Icelandic; the first render of the cards is recorded as it happens.
  const init = () => {
    Object.defineProperty(navigator, 'languages', { get: () => ['is-IS', 'en'] });
    new MutationObserver((_, observer) => {
      const card = document.querySelector('[data-testid="play-computer"]');
      if (!card) return;
      window.firstCard = { text: card.textContent, lang: document.documentElement.lang, splash: !!document.getElementById('splash') };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  };
  await withPage('', { ...PHONE, init, checkForeign: true }, async ({ page, context }) => {
    const first = await page.evaluate(() => window.firstCard);
    assert.equal(first.text, message('is', 'app.ftl', 'play-computer'), 'the first cards are Icelandic');
    assert.equal(first.lang, 'is');
    // What the page itself fetched (the service worker's own downloads are not the page's).
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(fetched.some((p) => p.endsWith('/locales/is/messages.ftl')), 'Icelandic was fetched');
    assert.ok(!fetched.some((p) => p.endsWith('/locales/zh-Hans/messages.ftl')), 'Chinese was not');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    const offlineCopy = await page.evaluate(async () => {
      const keys = (await caches.keys()).filter((k) => /^boardlore-[0-9a-f]+$/.test(k));
      const cache = await caches.open(keys[0]);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    for (const tag of ['is', 'zh-Hans']) {
      assert.ok(offlineCopy.some((p) => p.endsWith(`/locales/${tag}/messages.ftl`)), `the offline copy holds ${tag}`);
    }
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-testid="play-computer"]');
    assert.equal((await page.evaluate(() => window.firstCard)).text, message('is', 'app.ftl', 'play-computer'));
    await page.selectOption('[data-testid="lang"]', 'zh-Hans');
    await page.waitForFunction((text) => document.querySelector('.tagline')?.textContent === text, message('zh-Hans', 'app.ftl', 'tagline'));
    await context.setOffline(false);
  });
});

test("a language chosen in the menu shows that it is loading, and a museum's file is kept for offline use", async () => {
  await withMuseumFile('is', 'tagline = Borðspil safnsins\n', async () => {
    await withPage('', PHONE, async ({ page, context }) => {
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      await context.route(/locales\/is\/messages\.ftl$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.selectOption('[data-testid="lang"]', 'is');
      await page.waitForSelector('[data-testid="lang-loading"]');
      assert.equal(await page.textContent('.tagline'), message('en', 'app.ftl', 'tagline'), 'the old words until the new are here');
      release();
      await page.waitForFunction(() => document.querySelector('.tagline')?.textContent === 'Borðspil safnsins');
      assert.equal(await page.$('[data-testid="lang-loading"]'), null);
      await context.unroute(/locales\/is\/messages\.ftl$/);
      // Offline after the service worker: the museum's file too.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
      await page.reload();
      await page.waitForSelector('.tagline');
      await context.setOffline(true);
      await page.reload();
      await page.waitForFunction(() => document.querySelector('.tagline')?.textContent === 'Borðspil safnsins');
      await context.setOffline(false);
    });
  });
});
