// Browser tests: the built app (dist/) in Debian's Chromium, driven by playwright-core, served
// from a sub-path as a museum's static server would. The native CLI (`boardlore replay`) gives
// the engine's expectation for every position checked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const CLI = process.env.BOARDLORE_BIN ?? join(ROOT, 'target/debug/boardlore');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CAMPAIGN_PREFIX = 'boardlore.v2.campaign.';
/** Search iterations of the hard level in Leyla, as `boardlore games` lists them. */
const HARD = Number(execFileSync(CLI, ['games'], { encoding: 'utf8' }).match(/^leyla[^]*?hard (\d+)/m)[1]);

let server;
let browser;
let scratch;

before(async () => {
  server = await serve(join(ROOT, 'dist'), '/exhibit/games/');
  scratch = mkdtempSync(join(tmpdir(), 'boardlore-browser-'));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A fresh browser profile (its own localStorage); `seed` plants entries before the app runs. */
async function openPage(query, { seed = {}, init } = {}) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, acceptDownloads: true });
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, seed);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  const foreign = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The Content-Security-Policy must hold in every test: a violation is an error.
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) errors.push(m.text()); });
  page.on('request', (r) => { if (!r.url().startsWith(new URL(server.url).origin)) foreign.push(r.url()); });
  await page.goto(server.url + query);
  await page.waitForSelector('main > section');
  return { page, context, errors, foreign };
}

/** What the board shows: id -> {count, owner, state, legal}. */
async function boardState(page) {
  return page.$$eval('[data-site]', (nodes) => Object.fromEntries(nodes.map((n) => [n.dataset.site, {
    count: Number(n.dataset.count), owner: n.dataset.owner === undefined ? null : Number(n.dataset.owner),
    state: n.dataset.state, legal: n.dataset.legal === 'true',
  }])));
}

/** The engine's position after `actions`, from the native CLI. */
function engineAfter(actions, game = 'leyla', rules = {}) {
  const file = join(scratch, `record-${actions.length}.json`);
  writeFileSync(file, JSON.stringify({ format: 'boardlore-record', version: 2, game, rules, seed: 1, actions }));
  return JSON.parse(execFileSync(CLI, ['replay', file], { encoding: 'utf8' }));
}

async function status(page) {
  return (await page.textContent('[data-testid="status"]')).trim();
}

/** The board shows the engine's position (counts, owners, states). */
async function assertBoardIs(page, expected) {
  const shown = await boardState(page);
  for (const site of expected.sites) {
    const s = shown[site.id];
    assert.deepEqual({ count: s.count, owner: s.owner, state: s.state }, { count: site.count, owner: site.owner, state: site.state }, `site ${site.id}`);
  }
  return shown;
}

async function assertMatchesEngine(page, expected) {
  const shown = await assertBoardIs(page, expected);
  const legalSites = Object.entries(shown).filter(([, s]) => s.legal).map(([id]) => id).sort();
  const expectedSites = [...new Set(expected.legal_sites.filter((s) => s !== null))].sort();
  assert.deepEqual(legalSites, expectedSites, 'clickable sites');
  const legalButtons = await page.$$eval('[data-action]', (n) => n.map((b) => b.dataset.action));
  if (expected.to_act === 'chance') {
    assert.deepEqual(legalButtons, [], 'dice are thrown from the dice panel');
    assert.ok(await page.$('[data-testid="dice"]'), 'the dice panel is shown');
  } else {
    const buttons = expected.legal.filter((_, i) => expected.legal_sites[i] === null || expected.legal_buttons[i]);
    assert.deepEqual(legalButtons.sort(), buttons.sort(), 'buttons');
  }
  assert.equal(await status(page), expected.status);
  if (expected.campaign) {
    for (const [i, reserve] of expected.campaign.reserves.entries()) {
      assert.equal(Number(await page.textContent(`[data-testid="reserve-${i}"]`)), reserve, `reserve of seat ${i}`);
    }
    assert.equal(await page.$$eval('[data-testid="history"] tbody tr', (r) => r.length).catch(() => 0), expected.campaign.history.length);
  }
}

/** The actions saved for the open campaign. */
async function savedActions(page) {
  const id = new URL(page.url()).searchParams.get('campaign');
  const stored = await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id);
  return JSON.parse(stored).record.actions;
}

/** Plays one action as a person would: its button, or its site (then its button if the site
 * offers several actions). */
async function playAction(page, action, expected) {
  const index = expected.legal.indexOf(action);
  assert.ok(index >= 0, `${action} is legal`);
  const site = expected.legal_sites[index];
  if (site === null) {
    await page.click(`[data-action="${action}"]`);
  } else {
    await page.click(`[data-site="${site}"]`);
    const several = expected.legal_sites.filter((s) => s === site).length > 1 && !expected.legal_buttons[index];
    if (several) {
      const offered = await page.$$eval('[data-action]', (n) => n.map((b) => b.dataset.action));
      for (const [i, s] of expected.legal_sites.entries()) {
        if (s === site) assert.ok(offered.includes(expected.legal[i]), `${expected.legal[i]} is offered`);
      }
      await page.click(`[data-action="${action}"]`);
    }
  }
  await page.waitForSelector('svg.board:not([data-busy])');
}

/** Plays legal actions (the first legal site, or the first choice button) `moves` times. */
async function play(page, moves) {
  const played = [];
  for (let i = 0; i < moves; i += 1) {
    const target = (await page.$('[data-legal="true"]')) ?? (await page.$('[data-action]'));
    if (!target) break;
    played.push((await target.getAttribute('data-site')) ?? (await target.getAttribute('data-action')));
    await target.click();
    await page.waitForSelector('svg.board:not([data-busy])');
  }
  return played;
}

test('the picker lists the four games and starts a campaign', async () => {
  const { page, context, errors } = await openPage('');
  const cards = await page.$$eval('.card a[data-game]', (n) => n.map((a) => a.dataset.game));
  assert.deepEqual(cards, ['leyla', 'ceelkoqyuqkoqiji', 'dongjintian', 'piprjall']);
  await page.click('a[data-game="leyla"]');
  await page.waitForSelector('[data-site="a1"]');
  assert.match(page.url(), /\?campaign=[a-z0-9]+$/, 'the address names the new campaign');
  assert.equal(await page.$$eval('[data-site]', (n) => n.length), 12);
  assert.deepEqual(errors, []);
  await context.close();
});

test('clicking sites plays Leyla exactly as the engine does, and reload resumes', async () => {
  const { page, context, errors, foreign } = await openPage('?game=leyla&new=1&speed=off');
  await assertMatchesEngine(page, engineAfter([]));
  const played = await play(page, 8);
  assert.equal(played.length, 8);
  await assertMatchesEngine(page, engineAfter(played));
  assert.deepEqual(await savedActions(page), played);
  await page.reload();
  await page.waitForSelector('[data-site="a1"]');
  await assertMatchesEngine(page, engineAfter(played));
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, [], 'no request leaves the origin');
  await context.close();
});

test('a match goes into round two with its reserves and history, and survives a reload', async () => {
  const { page, context, errors } = await openPage('?game=leyla&new=1&speed=off');
  let played = [];
  while (!(await status(page)).startsWith('Round 2') && played.length < 300) {
    played = played.concat(await play(page, 1));
  }
  assert.match(await status(page), /^Round 2/);
  const expected = engineAfter(played);
  await assertMatchesEngine(page, expected);
  assert.equal(await page.$$eval('[data-testid="history"] tbody tr', (r) => r.length), 1);
  const panel = await page.textContent('[data-testid="campaign"]');
  await page.reload();
  await page.waitForSelector('[data-testid="campaign"]');
  assert.equal(await page.textContent('[data-testid="campaign"]'), panel);
  await assertMatchesEngine(page, expected);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a loan is offered with buttons and recorded as the text says', async () => {
  // Always playing the first legal action reaches a loan offer (both players two over).
  const { page, context } = await openPage('?game=leyla&new=1&speed=off');
  let played = [];
  while (!(await page.$('[data-action="lend"]')) && played.length < 2000 && !(await status(page)).startsWith('Match over')) {
    played = played.concat(await play(page, 1));
  }
  assert.ok(await page.$('[data-action="lend"]'), `a loan offer after ${played.length} actions`);
  assert.match(await status(page), /may lend them to/);
  assert.deepEqual(await page.$$eval('[data-action]', (b) => b.map((x) => x.dataset.action)), ['lend', 'keep']);
  await page.click('[data-action="lend"]');
  played.push('lend');
  await assertMatchesEngine(page, engineAfter(played));
  assert.match(await page.textContent('[data-testid="debts"]'), /owes .* 2/);
  assert.deepEqual(await savedActions(page), played);
  await context.close();
});

test('a move is animated counter by counter and ends on the engine position', async () => {
  const { page, context } = await openPage('?game=leyla&new=1&speed=fast');
  await page.click('[data-site="a6"]');
  await page.waitForSelector('svg.board[data-busy="true"]');
  assert.ok(Object.values(await boardState(page)).every((s) => !s.legal), 'nothing is clickable while a move is shown');
  await page.waitForSelector('svg.board:not([data-busy])', { timeout: 20000 });
  await assertMatchesEngine(page, engineAfter(['a6']));
  await context.close();
});

test('a hole can be played from the keyboard', async () => {
  const { page, context } = await openPage('?game=leyla&new=1&speed=off');
  await page.focus('[data-site="a3"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('1 move'));
  await assertMatchesEngine(page, engineAfter(['a3']));
  await context.close();
});

test('export, delete, import: the same game comes back', async () => {
  const { page, context, errors } = await openPage('?game=leyla&new=1&speed=off');
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tampered file is refused on import and nothing changes', async () => {
  const { page, context } = await openPage('?game=leyla&new=1&speed=off');
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
  await context.close();
});

test('a corrupted entry is set aside, reported, and the other campaign still opens', async () => {
  const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/storage-v2.json'), 'utf8'));
  const seed = { ...fixture, [`${CAMPAIGN_PREFIX}broken`]: '{"schema":2,"id":"broken","na' };
  const { page, context, errors } = await openPage('', { seed });
  assert.match(await page.textContent('[data-testid="notice"]'), /could not be read .*set aside as "boardlore\.backup\.boardlore\.v2\.campaign\.broken\.1"/s);
  assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.backup.boardlore.v2.campaign.broken.1')), '{"schema":2,"id":"broken","na');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), `${CAMPAIGN_PREFIX}broken`), null);
  assert.ok(await page.$('[data-backup="boardlore.backup.boardlore.v2.campaign.broken.1"]'));
  await page.click('[data-campaign="k3x9q2"] [data-testid="continue"]');
  await page.waitForSelector('[data-testid="campaign"]');
  assert.match(await status(page), /^Round 8/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game saved by the first version is migrated and opens', async () => {
  const seed = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/storage-v1.json'), 'utf8'));
  const { page, context } = await openPage('', { seed });
  assert.equal(await page.textContent('[data-campaign="v1-leyla"] .name'), 'Leyla (Wegi) (saved earlier)');
  assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.v1.current.leyla')), null);
  await context.close();
});

test('with storage full the visitor is warned and play goes on in memory', async () => {
  const init = () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(key, value) {
      if (key.startsWith('boardlore.v2.')) throw new DOMException('full', 'QuotaExceededError');
      return original.call(this, key, value);
    };
  };
  const { page, context, errors } = await openPage('?game=leyla&new=1&speed=off', { init });
  assert.match(await page.textContent('[data-testid="notice"]'), /not being saved: the browser's storage is full\. You can keep playing/);
  const played = await play(page, 3);
  await assertMatchesEngine(page, engineAfter(played));
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown game in the URL explains itself instead of showing a blank page', async () => {
  const { page, context } = await openPage('?game=chess');
  assert.match(await page.textContent('[data-testid="notice"]'), /no game called "chess"/);
  await context.close();
});

test('Ceelkoqyuqkoqiji: a sowing with a direction and a large-stone choice, played by clicking', async () => {
  // A seeded random game from the engine whose early moves include a large-stone choice.
  let actions = null;
  for (let seed = 1; seed < 200 && !actions; seed += 1) {
    const record = JSON.parse(execFileSync(CLI, ['random', '--game', 'ceelkoqyuqkoqiji', '--seed', String(seed)], { encoding: 'utf8' }));
    const at = record.actions.findIndex((a) => /^p\d+$/.test(a));
    if (at > 0 && at < 40) actions = record.actions.slice(0, at + 2);
  }
  assert.ok(actions, 'a game with an early large-stone choice');
  const { page, context, errors } = await openPage('?game=ceelkoqyuqkoqiji&new=1&speed=off');
  const shownLarge = () => page.$$eval('[data-site]', (n) => Object.fromEntries(n.map((s) => [s.dataset.site,
    (s.querySelector('[data-large="mu"]') ? 1 : 0) | (s.querySelector('[data-large="gong"]') ? 2 : 0)])));
  for (const [i, action] of actions.entries()) {
    const expected = engineAfter(actions.slice(0, i), 'ceelkoqyuqkoqiji');
    await assertMatchesEngine(page, expected);
    if (/^p\d+$/.test(action)) assert.match(await status(page), /choose where the large stone drops/);
    await playAction(page, action, expected);
  }
  const final = engineAfter(actions, 'ceelkoqyuqkoqiji');
  await assertMatchesEngine(page, final);
  const large = await shownLarge();
  for (const site of final.sites) assert.equal(large[site.id], site.large, `large stones on ${site.id}`);
  assert.deepEqual(await savedActions(page), actions);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Ceelkoqyuqkoqiji starts with chosen rules: four players on the Fourteen holes board', async () => {
  const { page, context } = await openPage('');
  await page.click('[data-setup="ceelkoqyuqkoqiji"] >> xpath=..');
  await page.selectOption('[data-setup="ceelkoqyuqkoqiji"] select[name="ruleset"]', 'fourteen_holes');
  await page.selectOption('[data-setup="ceelkoqyuqkoqiji"] select[name="players"]', '4');
  await page.click('[data-setup="ceelkoqyuqkoqiji"] button[type="submit"]');
  await page.waitForSelector('[data-site="a7"]');
  assert.equal(await page.$$eval('[data-site]', (n) => n.length), 16);
  assert.equal(await page.getAttribute('[data-site="A"]', 'data-owner'), '2', 'East owns store A');
  assert.equal(await page.getAttribute('[data-site="a1"]', 'data-count'), '7');
  await page.click('[data-testid="random-choice"]');
  await page.click('[data-testid="random-choice"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.includes('to move')
    || document.querySelector('[data-testid="status"]').textContent.includes('chooses first'));
  const id = new URL(page.url()).searchParams.get('campaign');
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
  assert.deepEqual(stored.record.rules, { ruleset: 'fourteen_holes', players: 4 });
  await context.close();
});

test('Dongjintian: a sowing steered with turns by clicking, and straight on with a key', async () => {
  const { page, context, errors } = await openPage('?game=dongjintian&new=1&speed=off');
  const played = [];
  const step = async (action) => {
    const expected = engineAfter(played, 'dongjintian');
    await assertMatchesEngine(page, expected);
    await playAction(page, action, expected);
    played.push(action);
  };
  await step('b2');
  const highlighted = async () => Object.entries(await boardState(page)).filter(([, s]) => s.legal).map(([id]) => id).sort();
  assert.deepEqual(await highlighted(), ['a2', 'b1', 'b3', 'c2'], 'every neighbour of b2');
  await step('E');
  assert.deepEqual(await highlighted(), ['c1', 'c3', 'd2'], 'never back to b2');
  await step('N');
  assert.match(await page.textContent('[data-action="N"]'), /Straight on/);
  await page.keyboard.press('s');
  played.push('N');
  await page.waitForFunction((n) => document.querySelector('.moves').textContent.startsWith(`${n} `), played.length);
  let expected = engineAfter(played, 'dongjintian');
  assert.deepEqual(expected.path, ['b2', 'c2', 'c3', 'c4']);
  assert.ok(await page.$('[data-testid="path"]'), 'the path is drawn');
  while (expected.to_act === 'South') {
    const action = expected.legal[0];
    await step(action);
    expected = engineAfter(played, 'dongjintian');
  }
  await assertMatchesEngine(page, expected);
  assert.match(await status(page), /^East to move/);
  assert.deepEqual(await savedActions(page), played);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Piprjall: dice entered by hand, a piece moved by clicking, a seeded throw, all as the engine says', async () => {
  const { page, context, errors } = await openPage('?game=piprjall&new=1&speed=off');
  await page.waitForSelector('[data-testid="dice"]');
  await assertMatchesEngine(page, engineAfter([], 'piprjall'));
  await page.selectOption('[data-testid="die-1"]', '6');
  await page.selectOption('[data-testid="die-2"]', '5');
  await page.click('[data-testid="enter-dice"]');
  let played = ['roll:6-5'];
  assert.equal(await status(page), 'Game 1: South threw 6-5; to play: 6 5');
  let expected = engineAfter(played, 'piprjall');
  await assertMatchesEngine(page, expected);
  // t12 offers both dice: a choice of two moves, their destinations marked.
  await page.click('[data-site="t12"]');
  const targets = await page.$$eval('[data-target="true"]', (n) => n.map((s) => s.dataset.site).sort());
  assert.deepEqual(targets, ['t6', 't7']);
  await page.click('[data-action="t12:6"]');
  await page.waitForSelector('svg.board:not([data-busy])');
  played.push('t12:6');
  expected = engineAfter(played, 'piprjall');
  await assertMatchesEngine(page, expected);
  await playAction(page, 't12:5', expected);
  played.push('t12:5');
  expected = engineAfter(played, 'piprjall');
  await assertMatchesEngine(page, expected);
  assert.match(await status(page), /North to throw the dice/);
  // The seeded throw: whatever it shows, the board and the record agree with the engine.
  await page.click('[data-testid="roll"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="dice"]'));
  const saved = await savedActions(page);
  assert.match(saved[saved.length - 1], /^roll:[1-6]-[1-6]$/);
  await assertMatchesEngine(page, engineAfter(saved, 'piprjall'));
  await page.reload();
  await page.waitForSelector('[data-site="t12"]');
  await assertMatchesEngine(page, engineAfter(saved, 'piprjall'));
  assert.deepEqual(errors, []);
  await context.close();
});

/** What `boardlore think` answers for the page's campaign after `actions`: the request the app's
 * worker got (the seed of the search after action k is the campaign seed xor k times the golden
 * ratio), with `iterations` and any `extra` JSON fields. */
async function nativeAnswer(page, actions, iterations, extra = '') {
  const id = new URL(page.url()).searchParams.get('campaign');
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
  const seed = (BigInt(stored.record.seed) ^ (0x9E3779B97F4A7C15n * BigInt(actions.length))) & 0xFFFFFFFFFFFFFFFFn;
  const record = JSON.stringify({ ...stored.record, actions });
  const file = join(scratch, `think-${actions.length}-${iterations}.json`);
  writeFileSync(file, `{"record":${record},"iterations":${iterations},"seed":${seed},"at":${actions.length}${extra}}`);
  return JSON.parse(execFileSync(CLI, ['think', file], { encoding: 'utf8' })).action;
}

test('the computer plays its seat from a Web Worker, as the engine would', async () => {
  const { page, context, errors, foreign } = await openPage('?game=leyla&new=1&speed=off&north=easy');
  await page.click('[data-site="a3"]');
  await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
  const played = await savedActions(page);
  assert.equal(played[0], 'a3');
  assert.match(played[1], /^b[1-6]$/, 'North (computer) sowed from its row');
  await assertMatchesEngine(page, engineAfter(played));
  // The worker's answer is the engine's search: the same request answered natively (the seed of
  // the throw after action k is the campaign seed xor k times the golden ratio) gives the same.
  // Easy plays a random action every other decision (blunder), the same way natively.
  assert.equal(await nativeAnswer(page, played.slice(0, 1), 40, ',"blunder":0.5'), played[1]);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

test('three computer seats play Dongjintian round the table back to the person', async () => {
  const { page, context, errors } = await openPage('?game=dongjintian&new=1&speed=off&east=easy&north=easy&west=easy');
  await page.click('[data-site="a1"]');
  while (await page.$('[data-action]')) {
    await page.click('[data-action]');
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.startsWith('South to move'), null, { timeout: 30000 });
  const played = await savedActions(page);
  await assertMatchesEngine(page, engineAfter(played, 'dongjintian'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the hint shows what the hard computer would play', async () => {
  const { page, context, errors } = await openPage('?game=leyla&new=1&speed=off');
  await page.click('[data-testid="hint-button"]');
  await page.waitForSelector('[data-testid="hint"]', { timeout: 20000 });
  const hint = (await page.textContent('[data-testid="hint"]')).match(/would play (a[1-6])/);
  assert.ok(hint, 'the hint names one of South\u2019s holes');
  const id = new URL(page.url()).searchParams.get('campaign');
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
  const file = join(scratch, 'hint.json');
  writeFileSync(file, `{"record":${JSON.stringify(stored.record)},"iterations":${HARD},"seed":${BigInt(stored.record.seed)},"at":0}`);
  assert.equal(JSON.parse(execFileSync(CLI, ['think', file], { encoding: 'utf8' })).action, hint[1]);
  assert.deepEqual(await savedActions(page), [], 'a hint plays nothing');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the kiosk demo plays by itself, saves nothing, and any touch ends it', async () => {
  const { page, context, errors } = await openPage('?demo=1');
  await page.waitForSelector('[data-testid="demo-banner"]');
  await page.waitForFunction(() => {
    const moves = document.querySelector('.moves');
    return moves && Number(moves.textContent.split(' ')[0]) >= 3;
  }, null, { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardlore.v2.campaign.'))), []);
  await page.mouse.click(10, 10);
  await page.waitForSelector('.picker');
  assert.ok(!new URL(page.url()).searchParams.has('demo'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the hard computer shows its progress and plays at once when asked to', async () => {
  const { page, context, errors } = await openPage('?game=leyla&new=1&speed=off&north=hard');
  await page.click('[data-site="a3"]');
  await page.waitForSelector('[data-testid="search-progress"]', { timeout: 20000 });
  const done = Number(await page.getAttribute('[data-testid="search-progress"]', 'value'));
  assert.ok(done > 0 && done < HARD, `progress ${done} of ${HARD}`);
  assert.match(await page.textContent('[data-testid="leaning"]'), /leaning to b[1-6]/);
  // Clicked at once (the progress bar beside it keeps changing while the search runs).
  await page.$eval('[data-testid="play-now"]', (button) => button.click());
  await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
  const iterations = Number(await page.getAttribute('[data-testid="considered"]', 'data-iterations'));
  assert.ok(iterations >= done && iterations < HARD, `stopped after ${iterations} playouts`);
  // A stopped search answers as a search of that many iterations does, natively.
  const played = await savedActions(page);
  assert.equal(await nativeAnswer(page, played.slice(0, 1), iterations), played[1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after one visit the app starts and plays with the network gone, computer included', async () => {
  const { page, context, errors, foreign } = await openPage('?game=leyla&new=1&speed=off&north=easy');
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
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

test('a new version replaces the old one whole, when the visitor reloads', async () => {
  const { page, context, errors } = await openPage('?game=leyla&new=1&speed=off');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const before = await page.evaluate(async () => caches.keys());
  // The host publishes a new build: here the same files under a new version.
  const worker = readFileSync(join(ROOT, 'dist/sw.js'), 'utf8');
  server.overrides.set('sw.js', worker.replace(/const VERSION = '([0-9a-f]+)'/, "const VERSION = 'next-$1'"));
  try {
    await page.reload();
    await page.waitForSelector('[data-testid="update"]', { timeout: 20000 });
    await Promise.all([page.waitForEvent('load'), page.click('[data-testid="update"] button')]);
    let after = [];
    for (let tries = 0; tries < 100; tries += 1) {
      after = await page.evaluate(async () => caches.keys());
      if (after.every((k) => k.includes('next-'))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(after.length, 1);
    assert.notDeepEqual(after, before);
    await page.waitForSelector('[data-site="a3"][data-legal]');
  } finally {
    server.overrides.delete('sw.js');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a host page frames a game: it hears ready and each move, and a malformed message changes nothing', async () => {
  server.overrides.set('host.html', `<!doctype html><html lang="en"><head><title>A museum page</title></head><body>
    <iframe id="game" title="boardlore" width="800" height="600" src="./?game=leyla&new=1&embed=1&speed=off"></iframe>
    <script>window.received = []; addEventListener('message', (e) => { if (e.data && e.data.source === 'boardlore') received.push(e.data); });</script>
    </body></html>`);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const warnings = [];
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); if (/Content Security Policy/i.test(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(server.url + 'host.html');
    const received = () => page.evaluate(() => window.received);
    await page.waitForFunction(() => window.received.some((m) => m.type === 'ready'), null, { timeout: 20000 });
    assert.deepEqual((await received()).find((m) => m.type === 'ready'), { source: 'boardlore', type: 'ready', game: 'leyla', to_act: 'South' });
    const frame = page.frames().find((f) => f !== page.mainFrame());
    assert.equal(await frame.$('header.top'), null, 'embedded: no page header');
    assert.equal(await frame.$('[data-testid="share"]'), null, 'embedded: no share panel');
    await frame.click('[data-site="a3"]');
    await page.waitForFunction(() => window.received.some((m) => m.type === 'move'), null, { timeout: 20000 });
    const move = (await received()).find((m) => m.type === 'move');
    assert.equal(move.action, 'a3');
    assert.equal(move.by, 'South');
    assert.equal(move.moves, 1);
    assert.equal(move.to_act, 'North');
    assert.equal(move.scores.length, 2);
    // Malformed or impossible commands: warned about, ignored.
    await page.evaluate(() => {
      const target = document.getElementById('game').contentWindow;
      target.postMessage({ source: 'boardlore-host', type: 'explode' }, '*');
      target.postMessage('not json at all', '*');
      target.postMessage({ source: 'boardlore-host', type: 'new-game', game: 'chess' }, '*');
    });
    await page.waitForFunction(() => true);
    for (let tries = 0; tries < 50 && warnings.length < 3; tries += 1) await new Promise((r) => setTimeout(r, 100));
    assert.equal(warnings.filter((w) => w.startsWith('boardlore ignored a message')).length, 3, warnings.join('\n'));
    assert.match(warnings.join('\n'), /no game called 'chess'/);
    assert.equal(await frame.textContent('.moves'), '1 moves played', 'nothing changed');
    // A valid command: a new game of Dongjintian, still embedded.
    await page.evaluate(() => {
      window.received = [];
      document.getElementById('game').contentWindow.postMessage({ source: 'boardlore-host', type: 'new-game', game: 'dongjintian', seats: { east: 'easy' } }, '*');
    });
    await page.waitForFunction(() => window.received.some((m) => m.type === 'ready' && m.game === 'dongjintian'), null, { timeout: 20000 });
    const reframed = page.frames().find((f) => f !== page.mainFrame());
    assert.equal(await reframed.$('header.top'), null, 'still embedded');
    assert.deepEqual(errors, []);
  } finally {
    server.overrides.delete('host.html');
    await context.close();
  }
});

test('the share panel gives a link to this setup and an iframe snippet', async () => {
  const { page, context, errors } = await openPage('?game=ceelkoqyuqkoqiji&new=1&ruleset=equal_cost&north=hard&speed=off');
  await page.click('[data-testid="share"] summary');
  const link = await page.inputValue('[data-testid="share-link"]');
  assert.equal(link, `${server.url}?game=ceelkoqyuqkoqiji&new=1&ruleset=equal_cost&north=hard`);
  const snippet = await page.inputValue('[data-testid="share-iframe"]');
  assert.match(snippet, /^<iframe src="[^"]+&embed=1" title="boardlore: Ceelkoqyuqkoqiji"/);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Presses Tab until something that plays (a legal site, an action or the throw; not a proposal to
 * end the round) has the focus, then Enter. */
async function keyboardAct(page) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const playable = await page.evaluate(() => {
      const el = document.activeElement;
      return Boolean(el && el.matches('[data-legal="true"], [data-action]:not([data-action="propose"]), [data-testid="roll"]'));
    });
    if (playable) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error('nothing playable could be reached with Tab');
}

// For each game: when the first seat's first whole move is over (Ceelkoqyuqkoqiji begins with the
// finger throw; its first sowing is a hole and a direction).
for (const [game, done] of [
  ['leyla', (actions) => actions.length >= 1],
  ['ceelkoqyuqkoqiji', (actions) => actions.some((a) => /^[ab]\d[+-]$/.test(a))],
  ['dongjintian', (actions, status) => actions.length >= 1 && !status.startsWith('South')],
  ['piprjall', (actions, status) => actions.length >= 2 && !status.includes('South')],
]) {
  test(`${game}: one whole move played with the keyboard alone`, async () => {
    const { page, context, errors } = await openPage(`?game=${game}&new=1&speed=off`);
    for (let step = 0; step < 40 && !done(await savedActions(page), await status(page)); step += 1) {
      await keyboardAct(page);
      await page.waitForTimeout(50);
    }
    const played = await savedActions(page);
    assert.ok(done(played, await status(page)), `the move is over: ${played.join(' ')}`);
    await assertMatchesEngine(page, engineAfter(played, game));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('no serious or critical accessibility problems on any screen (axe-core)', async () => {
  const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const screens = ['', '?game=leyla&new=1', '?game=leyla&new=1&embed=1', '?game=ceelkoqyuqkoqiji&new=1&players=4',
    '?game=dongjintian&new=1', '?game=piprjall&new=1', '?about=leyla', '?about=ceelkoqyuqkoqiji'];
  const problems = [];
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, bypassCSP: true });
  for (const screen of screens) {
    for (const scheme of ['light', 'dark']) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(server.url + screen);
      await page.waitForSelector('main > section');
      // One action in, so that choices, dice and legal sites are on screen too.
      const first = await page.$('[data-legal="true"], [data-action], [data-testid="roll"]');
      if (first && !screen.includes('about')) await first.click();
      await page.evaluate(axe);
      const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
      for (const v of result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
        problems.push(`${screen || 'home'} (${scheme}): ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
      }
      await page.close();
    }
  }
  await context.close();
  assert.deepEqual(problems, []);
});

test('moves can be looked back through, the last one taken back, and the record downloaded', async () => {
  const { page, context, errors } = await openPage('?game=leyla&new=1&speed=off');
  for (const hole of ['a3', 'b4', 'a1']) {
    const site = (await page.$(`[data-site="${hole}"][data-legal]`)) ? hole : (await page.$eval('[data-legal]', (n) => n.dataset.site));
    await page.click(`[data-site="${site}"]`);
  }
  const played = await savedActions(page);
  assert.equal(played.length, 3);
  await page.click('[data-testid="move-list"] summary');
  await page.click('[data-move="1"]');
  await page.waitForSelector('[data-testid="viewing"]');
  await assertBoardIs(page, engineAfter(played.slice(0, 1)));
  assert.equal(await page.$('[data-legal]'), null, 'looking back, nothing can be played');
  await page.click('[data-testid="view-forward"]');
  await assertBoardIs(page, engineAfter(played.slice(0, 2)));
  await page.click('[data-testid="view-return"]');
  await assertMatchesEngine(page, engineAfter(played));
  // Between people the last move can be taken back; the saved game follows.
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'));
  assert.deepEqual(await savedActions(page), played.slice(0, 2));
  await assertMatchesEngine(page, engineAfter(played.slice(0, 2)));
  assert.match(await page.textContent('[data-testid="announce"]'), new RegExp(`${played[2]} was taken back`));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-record"]')]);
  const file = join(scratch, 'downloaded.json');
  await download.saveAs(file);
  const record = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(record.actions, played.slice(0, 2));
  assert.deepEqual(engineAfter(record.actions), JSON.parse(execFileSync(CLI, ['replay', file], { encoding: 'utf8' })));
  assert.deepEqual(errors, []);
  await context.close();
});

test('no take-back against the computer, nor of a throw of the dice', async () => {
  const { page, context, errors } = await openPage('?game=piprjall&new=1&speed=off');
  await page.click('[data-testid="roll"]');
  await page.waitForSelector('[data-legal]');
  assert.equal(await page.$('[data-testid="undo"]'), null, 'a throw stands');
  await context.close();
  const computer = await openPage('?game=leyla&new=1&speed=off&north=easy');
  await computer.page.click('[data-site="a3"]');
  await computer.page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
  assert.equal(await computer.page.$('[data-testid="undo"]'), null, 'not against the computer');
  assert.deepEqual([...errors, ...computer.errors], []);
  await computer.context.close();
});
