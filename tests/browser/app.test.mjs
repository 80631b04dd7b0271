// Browser tests: the built app (dist/) in Debian's Chromium, driven by playwright-core.
// The native CLI (`boardlore replay`) gives the engine's expectation for every position checked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const CLI = process.env.BOARDLORE_BIN ?? join(ROOT, 'target/debug/boardlore');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const SAVE_KEY = 'boardlore.v1.current.leyla';

let server;
let browser;
let profile;

before(async () => {
  server = await serve(join(ROOT, 'dist'), '/exhibit/games/');
  profile = mkdtempSync(join(tmpdir(), 'boardlore-chromium-'));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** A fresh page (its own localStorage) that fails the test on any page error. */
async function openPage(query) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  const foreign = [];
  page.on('pageerror', (e) => errors.push(String(e)));
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
function engineAfter(actions) {
  const dir = mkdtempSync(join(tmpdir(), 'boardlore-record-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify({ format: 'boardlore-record', version: 1, game: 'leyla', rules: {}, seed: 1, actions }));
  try {
    return JSON.parse(execFileSync(CLI, ['replay', file], { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function assertMatchesEngine(shown, status, expected) {
  for (const site of expected.sites) {
    assert.deepEqual(
      { count: shown[site.id].count, owner: shown[site.id].owner, state: shown[site.id].state === 'open' ? 'open' : shown[site.id].state },
      { count: site.count, owner: site.owner, state: site.state },
      `site ${site.id}`,
    );
  }
  const legal = Object.entries(shown).filter(([, s]) => s.legal).map(([id]) => id).sort();
  assert.deepEqual(legal, [...expected.legal].sort(), 'legal sites');
  assert.equal(status, expected.status);
}

async function status(page) {
  return (await page.textContent('[data-testid="status"]')).trim();
}

/** Clicks the first legal site `moves` times; returns the actions played. */
async function playByClicking(page, moves) {
  const played = [];
  for (let i = 0; i < moves; i += 1) {
    const site = await page.$('[data-legal="true"]');
    if (!site) break;
    const id = await site.getAttribute('data-site');
    await site.click();
    played.push(id);
    await page.waitForSelector('svg.board:not([data-busy])');
  }
  return played;
}

test('the picker lists four games, only Leyla playable, and opens it', async () => {
  const { page, context, errors } = await openPage('');
  const cards = await page.$$eval('.card', (n) => n.map((c) => [c.dataset.game ?? c.querySelector('a')?.dataset.game, c.classList.contains('disabled')]));
  assert.deepEqual(cards, [['leyla', false], ['ceelkoqyuqkoqiji', true], ['dongjintian', true], ['piprjall', true]]);
  await page.click('a[data-game="leyla"]');
  await page.waitForSelector('[data-site="a1"]');
  assert.equal(await page.$$eval('[data-site]', (n) => n.length), 12);
  assert.deepEqual(errors, []);
  await context.close();
});

test('clicking sites plays Leyla exactly as the engine does, and reload resumes', async () => {
  const { page, context, errors, foreign } = await openPage('?game=leyla&speed=off');
  const start = await boardState(page);
  assert.ok(Object.values(start).every((s) => s.count === 4));
  assertMatchesEngine(start, await status(page), engineAfter([]));

  const played = await playByClicking(page, 8);
  assert.equal(played.length, 8);
  const expected = engineAfter(played);
  assertMatchesEngine(await boardState(page), await status(page), expected);
  assert.match(await page.textContent('.moves'), /^8 moves played/);

  await page.reload();
  await page.waitForSelector('[data-site="a1"]');
  assertMatchesEngine(await boardState(page), await status(page), expected);
  const saved = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY));
  assert.deepEqual(saved.actions, played);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, [], 'no request leaves the origin');
  await context.close();
});

test('a move is animated counter by counter and ends on the engine position', async () => {
  const { page, context } = await openPage('?game=leyla&speed=fast');
  await page.click('[data-site="a6"]');
  await page.waitForSelector('svg.board[data-busy="true"]');
  const during = await boardState(page);
  assert.ok(Object.values(during).every((s) => !s.legal), 'nothing is clickable while a move is shown');
  await page.waitForSelector('svg.board:not([data-busy])', { timeout: 20000 });
  assertMatchesEngine(await boardState(page), await status(page), engineAfter(['a6']));
  await context.close();
});

test('a hole can be played from the keyboard', async () => {
  const { page, context } = await openPage('?game=leyla&speed=off');
  await page.focus('[data-site="a3"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('1 move'));
  assertMatchesEngine(await boardState(page), await status(page), engineAfter(['a3']));
  await context.close();
});

test('a corrupted save gives a clear message, a fresh game, and is kept', async () => {
  const { page, context, errors } = await openPage('?game=leyla&speed=off');
  await playByClicking(page, 2);
  const corrupt = '{"format":"boardlore-record","version":1,"game":"leyla","actions":["a1","a1"';
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVE_KEY, corrupt]);
  await page.reload();
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /could not be read.*kept under "boardlore\.v1\.backup\.leyla\.1"/s);
  assert.ok(Object.values(await boardState(page)).every((s) => s.count === 4), 'a fresh game');
  assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.v1.backup.leyla.1')), corrupt);
  await playByClicking(page, 1);
  assert.equal(JSON.parse(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)).actions.length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown game in the URL explains itself instead of showing a blank page', async () => {
  const { page, context } = await openPage('?game=chess');
  assert.match(await page.textContent('[data-testid="notice"]'), /no game called "chess"/);
  await context.close();
});
