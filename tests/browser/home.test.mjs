// Browser tests of the home screen and saved games: the picker starting a campaign; export,
// delete and import of a saved game, and a tampered file refused; a corrupted entry set aside; a
// first-version save migrated; a full storage; an unknown game in the address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  setUp, ROOT, CLI, CAMPAIGN_PREFIX, scratch, withPage, boardState, engineAfter, status,
  assertMatchesEngine, play,
} from './helpers.mjs';

setUp();

test('the picker lists the four games and starts a campaign', async () => {
  await withPage('', {}, async ({ page }) => {
    const cards = await page.$$eval('.card a[data-game]', (n) => n.map((a) => a.dataset.game));
    assert.deepEqual(cards, ['leyla', 'ceelkoqyuqkoqiji', 'dongjintian', 'piprjall']);
    await page.click('a[data-game="leyla"]');
    await page.waitForSelector('[data-site="a1"]');
    assert.match(page.url(), /\?campaign=[a-z0-9]+$/, 'the address names the new campaign');
    assert.equal(await page.$$eval('[data-site]', (n) => n.length), 12);
  });
});

test('export, delete, import: the same game comes back', async () => {
  await withPage('?game=leyla&new=1&speed=off', {}, async ({ page }) => {
    const played = await play(page, 5);
    const id = new URL(page.url()).searchParams.get('campaign');
    const before = await boardState(page);
    await page.click('[data-testid="all-games"]');
    const row = `[data-campaign="${id}"]`;
    await page.waitForSelector(row);
    const name = await page.textContent(`${row} .name`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${row} [data-testid="export"]`)]);
    const file = join(scratch, 'exported.json');
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    assert.deepEqual(exported.actions, played);
    assert.equal(exported.name, name);
    assert.equal(exported.state.round, 1);
    execFileSync(CLI, ['replay', file]);

    await page.click(`${row} [data-testid="delete"]`);
    await page.click(`${row} [data-testid="confirm-delete"]`);
    await page.waitForSelector(row, { state: 'detached' });
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id), null);

    await page.setInputFiles('[data-testid="import"]', file);
    await page.waitForFunction(() => document.querySelector('[data-testid="notice"]')?.textContent.includes('Imported'));
    const imported = await page.$$eval('[data-campaign]', (rows) => rows.map((r) => [r.dataset.campaign, r.querySelector('.name').textContent]));
    assert.equal(imported.length, 1);
    assert.equal(imported[0][1], name);
    await page.click(`[data-campaign="${imported[0][0]}"] [data-testid="continue"]`);
    await page.waitForSelector('[data-site="a1"]');
    assert.deepEqual(await boardState(page), before);
  });
});

test('a tampered file is refused on import and nothing changes', async () => {
  await withPage('?game=leyla&new=1&speed=off', { checkErrors: false }, async ({ page }) => {
    await play(page, 2);
    await page.click('[data-testid="all-games"]');
    await page.waitForSelector('[data-campaign]');
    const storedBefore = await page.evaluate(() => JSON.stringify(localStorage));
    const file = join(scratch, 'tampered.json');
    writeFileSync(file, JSON.stringify({ format: 'boardlore-record', version: 2, game: 'leyla', rules: {}, seed: 1, actions: ['a1', 'a2'] }));
    await page.setInputFiles('[data-testid="import"]', file);
    await page.waitForFunction(() => document.querySelector('[data-testid="notice"]')?.textContent.includes('not imported'));
    assert.match(await page.textContent('[data-testid="notice"]'), /action 2: action 'a2' refused: a2 is not in North's row/);
    assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), storedBefore);
  });
});

test('a corrupted entry is set aside, reported, and the other campaign still opens', async () => {
  const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/storage-v2.json'), 'utf8'));
  const seed = { ...fixture, [`${CAMPAIGN_PREFIX}broken`]: '{"schema":2,"id":"broken","na' };
  await withPage('', { seed }, async ({ page }) => {
    assert.match(await page.textContent('[data-testid="notice"]'), /could not be read\. It has been set aside as "boardlore\.backup\.boardlore\.v2\.campaign\.broken\.1"/s);
    assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.backup.boardlore.v2.campaign.broken.1')), '{"schema":2,"id":"broken","na');
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), `${CAMPAIGN_PREFIX}broken`), null);
    assert.ok(await page.$('[data-backup="boardlore.backup.boardlore.v2.campaign.broken.1"]'));
    await page.click('[data-campaign="k3x9q2"] [data-testid="continue"]');
    await page.waitForSelector('[data-testid="campaign"]');
    assert.match(await status(page), /^Round 8/);
  });
});

test('a game saved by the first version is migrated and opens', async () => {
  const seed = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/storage-v1.json'), 'utf8'));
  await withPage('', { seed, checkErrors: false }, async ({ page }) => {
    assert.equal(await page.textContent('[data-campaign="v1-leyla"] .name'), 'Leyla (Wegi) (saved earlier)');
    assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.v1.current.leyla')), null);
  });
});

test('with storage full the visitor is warned and play goes on in memory', async () => {
  const init = () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(key, value) {
      if (key.startsWith('boardlore.v2.')) throw new DOMException('full', 'QuotaExceededError');
      return original.call(this, key, value);
    };
  };
  await withPage('?game=leyla&new=1&speed=off', { init }, async ({ page }) => {
    assert.match(await page.textContent('[data-testid="notice"]'), /not being saved: the browser's storage is full\. You can keep playing/);
    const played = await play(page, 3);
    await assertMatchesEngine(page, engineAfter(played));
  });
});

test('an unknown game in the URL explains itself instead of showing a blank page', async () => {
  await withPage('?game=chess', { checkErrors: false }, async ({ page }) => {
    assert.match(await page.textContent('[data-testid="notice"]'), /no game called "chess"/);
  });
});

test('a visitor with saved games sees the cards at once and the shelf keeps its rows\' place while it loads', async () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' };
  await withPage('?game=leyla&new=1&speed=off', phone, async ({ page }) => {
    await play(page, 2);
    // The web binary, which reads saved games, is held back on the next visit.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route(/boardlore-web_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.goto(new URL('./', page.url()).href);
    await page.waitForSelector('.picker .card [data-testid="play-computer"]');
    const opener = () => page.evaluate(() => Math.round(document.querySelector('.open-record').getBoundingClientRect().top + scrollY));
    assert.equal(await page.textContent('.shelf [role="status"]'), 'Loading your saved games…', 'the shelf says what is coming, in words');
    assert.equal(await page.$$eval('.shelf .campaign-row', (rows) => rows.length), 1, 'one row kept for the one saved game');
    const waiting = await opener();
    release();
    await page.waitForSelector('[data-campaign] [data-testid="continue"]');
    const moved = (await opener()) - waiting;
    assert.ok(Math.abs(moved) <= 24, `the record opener moves ${moved} px when the saved games come (at most a line)`);
  });
});

test('a card tapped before the game\'s code has come shows the game\'s name, its board as it starts, and words saying it is loading', async () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block', ready: '.picker .card' };
  await withPage('', phone, async ({ page }) => {
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    // Held back from the start: the home binary starts it on its way while the cards are drawn.
    await page.route(/boardlore-web_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.reload();
    await page.waitForSelector('.picker .card [data-testid="play-computer"]');
    await page.tap('.card:nth-child(4) [data-testid="play-computer"]');
    await page.waitForSelector('.coming');
    assert.equal(await page.textContent('.coming h2'), 'Piprjall');
    assert.equal(await page.$$eval('.coming .thumbnail .point', (points) => points.length), 24, 'the board\'s 24 points, drawn at once');
    assert.equal(await page.textContent('[data-testid="web-loading"] [role="status"]'), 'Loading the game…');
    assert.equal(await page.$$eval('[data-site]', (sites) => sites.length), 0, 'nothing to tap yet');
    release();
    await page.waitForSelector('[data-site]');
    assert.equal(await page.$$eval('.coming', (c) => c.length), 0, 'the picture goes when the game comes');
  });
});
