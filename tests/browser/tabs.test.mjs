// Browser tests: one saved game open in several tabs of one browser (pages of one context share
// localStorage and hear each other's `storage` events), in Debian's Chromium driven by
// playwright-core, with the built app (dist/) served from a sub-path. The native CLI
// (`boardlore replay`) gives the engine's position for every board checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, server, browser, CAMPAIGN_PREFIX, engineAfter as engineAfterGame, status } from './helpers.mjs';

setUp();

/** A browser profile of its own: its pages are the tabs of one browser. */
async function newBrowserProfile() {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const errors = [];
  /** Opens a tab at `query`; a deaf tab never hears the `storage` event, as a tab frozen in the
   * background may not, so that only the check made before each save protects its moves. */
  const openTab = async (query, { deaf = false } = {}) => {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) errors.push(m.text()); });
    if (deaf) {
      await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
    }
    await page.goto(server.url + query);
    await page.waitForSelector('main > section');
    return page;
  };
  return { context, errors, openTab };
}

/** The engine's Leyla position after `actions`, from the native CLI. */
const engineAfter = (actions) => engineAfterGame(actions, 'leyla');

async function notice(page) {
  return (await page.textContent('[data-testid="notice"]')).trim();
}

/** The board shows the engine's position after `actions`: counts, owners, the status. */
async function assertShows(page, actions) {
  const expected = engineAfter(actions);
  const shown = await page.$$eval('[data-site]', (nodes) => Object.fromEntries(nodes.map((n) => [n.dataset.site,
    { count: Number(n.dataset.count), owner: n.dataset.owner === undefined ? null : Number(n.dataset.owner) }])));
  for (const site of expected.sites) {
    assert.deepEqual(shown[site.id], { count: site.count, owner: site.owner }, `site ${site.id} after ${actions}`);
  }
  assert.equal(await status(page), expected.status);
}

/** Plays a hole as a person does: a click, then the move is shown. */
async function click(page, site) {
  await page.click(`[data-site="${site}"][data-legal="true"]`);
  await page.waitForSelector('svg.board:not([data-busy])');
}

/** Plays the first hole that can be played, and says which. */
async function clickAny(page) {
  const site = await page.getAttribute('[data-legal="true"]', 'data-site');
  await click(page, site);
  return site;
}

async function movesListed(page) {
  return page.$$eval('[data-move]', (n) => n.map((m) => m.textContent.trim()));
}

function campaignOf(page) {
  return new URL(page.url()).searchParams.get('campaign');
}

async function storedActions(page, id) {
  const stored = await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id);
  return stored === null ? null : JSON.parse(stored).record.actions;
}

test('a second tab follows the moves of the first at once, plays on, and a third tab shows them all', async () => {
  const { context, errors, openTab } = await newBrowserProfile();
  const first = await openTab('?game=leyla&new=1&speed=off');
  const id = campaignOf(first);
  assert.ok(id, 'the address names the new game');
  // The second tab animates moves (the usual speed): another tab's moves are shown at once.
  const second = await openTab(`?campaign=${id}&speed=normal`);
  await assertShows(second, []);
  await click(first, 'a3');
  // The second tab hears of it, shows the new position, and says so; a5 is no longer South's to play.
  await second.waitForSelector('[data-testid="notice"]');
  assert.match(await notice(second), /This game was played on in another tab or window; this tab follows it and shows the latest position/);
  await assertShows(second, ['a3']);
  assert.match(await second.textContent('[data-testid="announce"]'), /^In another tab or window: a3\./);
  assert.equal(await second.$('[data-site="a5"][data-legal="true"]'), null);
  assert.equal(await second.$('svg.board[data-busy]'), null, 'the move is not animated again');
  // It keeps working: North plays there, and the first tab follows in turn.
  const north = await clickAny(second);
  await first.waitForSelector('[data-testid="notice"]');
  await assertShows(first, ['a3', north]);
  const south = await clickAny(first);
  await second.waitForFunction(() => document.querySelectorAll('[data-move]').length === 3);
  const played = ['a3', north, south];
  await assertShows(second, played);
  assert.deepEqual(await storedActions(first, id), played);
  // A third tab opened afterwards shows every move played in either.
  const third = await openTab(`?campaign=${id}&speed=off`);
  await assertShows(third, played);
  assert.deepEqual(await movesListed(third), played);
  assert.equal(await third.$('[data-testid="notice"]'), null, 'nothing to tell a tab that opened last');
  assert.equal(await third.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardlore.v2.campaign.')).length), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tab that had not heard plays differently: its moves are kept as a copy and the other game stays', async () => {
  const { context, errors, openTab } = await newBrowserProfile();
  const first = await openTab('?game=leyla&new=1&speed=off');
  const id = campaignOf(first);
  const second = await openTab(`?campaign=${id}&speed=off`, { deaf: true });
  await click(first, 'a3');
  await assertShows(second, []);
  // The second tab still shows the opening and plays a5 there.
  await click(second, 'a5');
  await second.waitForSelector('[data-testid="notice"]');
  assert.equal(await notice(second).then((n) => n.replace(/Dismiss$/, '').trim()),
    'This game was played differently in another tab or window. The moves played here are kept as a separate saved game, "Leyla (Wegi) 1 (copy)", and this tab goes on with it; the game saved in the other tab stays as it was.');
  await second.waitForURL(/campaign=[a-z0-9]+-copy/);
  const copy = campaignOf(second);
  assert.equal(copy, `${id}-copy`, 'the address names the copy');
  assert.deepEqual(await storedActions(second, id), ['a3'], 'the first tab\'s game is as it was');
  assert.deepEqual(await storedActions(second, copy), ['a5']);
  await assertShows(second, ['a5']);
  // Both go on, each with its own game.
  const north = await clickAny(second);
  assert.deepEqual(await storedActions(second, copy), ['a5', north]);
  assert.deepEqual(await storedActions(first, id), ['a3']);
  await assertShows(first, ['a3']);
  assert.equal(await first.$('[data-testid="notice"]'), null, 'the first tab has nothing to be told');
  // A third tab lists both games and opens each with every move played in it.
  const third = await openTab('');
  assert.equal(await third.textContent(`[data-campaign="${id}"] .name`), 'Leyla (Wegi) 1');
  assert.equal(await third.textContent(`[data-campaign="${copy}"] .name`), 'Leyla (Wegi) 1 (copy)');
  await third.goto(`${server.url}?campaign=${id}&speed=off`);
  await third.waitForSelector('[data-site="a1"]');
  await assertShows(third, ['a3']);
  await third.goto(`${server.url}?campaign=${copy}&speed=off`);
  await third.waitForSelector('[data-site="a1"]');
  await assertShows(third, ['a5', north]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tab that had not heard takes the other tab\'s game when it already holds its move', async () => {
  const { context, errors, openTab } = await newBrowserProfile();
  const first = await openTab('?game=leyla&new=1&speed=off');
  const id = campaignOf(first);
  const second = await openTab(`?campaign=${id}&speed=off`, { deaf: true });
  await click(first, 'a3');
  const north = await clickAny(first);
  // The second tab, still at the opening, plays a3 too: the stored game extends its own.
  await click(second, 'a3');
  await second.waitForSelector('[data-testid="notice"]');
  assert.match(await notice(second), /played on in another tab or window before this tab's change was saved\. This tab now shows the game as it was saved there, after 2 moves; no move was lost\./);
  await assertShows(second, ['a3', north]);
  assert.equal(campaignOf(second), id);
  assert.deepEqual(await storedActions(second, id), ['a3', north]);
  // It plays on from there, over nothing unseen.
  const south = await clickAny(second);
  assert.deepEqual(await storedActions(second, id), ['a3', north, south]);
  const third = await openTab(`?campaign=${id}&speed=off`);
  await assertShows(third, ['a3', north, south]);
  assert.deepEqual(await movesListed(third), ['a3', north, south]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('settings the address asks for in vain are told in words', async () => {
  const { context, errors, openTab } = await newBrowserProfile();
  const page = await openTab('?game=ceelkoqyuqkoqiji&new=1&ruleset=zzz&north=superhard&speed=off');
  const told = await notice(page);
  assert.match(told, /The rule option ruleset has no value "zzz"; it can be eagle, equal_cost or fourteen_holes\. The game starts with the usual rules\./);
  assert.match(told, /North cannot be played by "superhard": a seat is played by a person or by the computer, at level random, easy, medium or hard\. North is played by a person\./);
  assert.doesNotMatch(told, /unknown variant|expected/);
  assert.equal(await page.$('[data-testid="thinking"]'), null, 'no computer plays North');
  const players = await openTab('?game=ceelkoqyuqkoqiji&new=1&players=-3');
  assert.match(await notice(players), /The rule option players has no value "-3"; it can be 2 or 4\. The game starts with the usual rules\./);
  assert.deepEqual(errors, []);
  await context.close();
});
