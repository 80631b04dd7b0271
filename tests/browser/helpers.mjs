// Shared by the browser tests (not a test file itself): serving the built app (dist/) from a
// sub-path as a museum's static server would, launching Debian's Chromium through
// playwright-core, a fresh browser profile per test (`withPage`) with the checks every test ends
// on, the native CLI as the oracle for every position (`boardlore replay`, `boardlore think`),
// and the ways a test reads and plays the board.
//
// A test file calls `setUp()` once at its top; it registers the `before`/`after` hooks that start
// the server and the browser and make a scratch directory for records, and stop them afterwards.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
/** The native CLI (a debug build; scripts/test.sh builds it), the oracle of every check. */
export const CLI = process.env.BOARDLORE_BIN ?? join(ROOT, 'target/debug/boardlore');
export const CAMPAIGN_PREFIX = 'boardlore.v2.campaign.';

/** Serves dist/ under `prefix` (see serve.mjs): by default the sub-path a museum would use. */
export function serveDist(prefix = '/exhibit/games/') {
  return serve(join(ROOT, 'dist'), prefix);
}

/** Debian's Chromium (or `CHROMIUM`), headless, with nothing of its own on the network. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

// Set by setUp's `before` hook for the test file that imports this module (live bindings: read
// them inside tests, not at a file's top level).
/** The static server: `url`, `requests`, `overrides` (see serve.mjs). */
export let server;
/** The Chromium browser. */
export let browser;
/** A temporary directory for records written and downloaded by the tests. */
export let scratch;
/** Search iterations of the hard level in Leyla, as `boardlore games` lists them. */
export let HARD;

/** Registers the file's `before` and `after` hooks: server, browser and scratch directory. */
export function setUp() {
  before(async () => {
    HARD = Number(execFileSync(CLI, ['games'], { encoding: 'utf8' }).match(/^leyla[^]*?hard (\d+)/m)[1]);
    server = await serveDist();
    scratch = mkdtempSync(join(tmpdir(), 'boardlore-browser-'));
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
}

/**
 * Opens `query` (appended to the app's address) in a fresh browser profile (its own
 * localStorage), runs `fn({ page, context, errors, warnings, foreign })`, then checks what the test
 * asks for and closes the profile, also when `fn` throws.
 *
 * Options: `seed` plants localStorage entries before the app first runs; `init` is a script run
 * before every document; `ready` is the selector waited for after loading (`null`: none), and then
 * that no screen is still loading (`.loading-screen`, or the saved-games shelf's rows kept while
 * the binary that reads them comes: a binary loaded on demand not yet there);
 * `checkErrors` (default true): no uncaught page error and no Content-Security-Policy violation;
 * `checkForeign` (default false): no request left the origin; `viewport` (default 1024x768),
 * `hasTouch`, `isMobile` (a phone: no hovering pointer) and `colorScheme` set the screen;
 * `serviceWorkers: 'block'` keeps the offline copy out (so that a held-back file stays held back).
 */
export async function withPage(query, options, fn) {
  const { seed = {}, init, ready = 'main > section', checkErrors = true, checkForeign = false } = options;
  const { viewport = { width: 1024, height: 768 }, hasTouch = false, isMobile = false, colorScheme, serviceWorkers } = options;
  const context = await browser.newContext({ viewport, hasTouch, isMobile, colorScheme, serviceWorkers, acceptDownloads: true });
  try {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, seed);
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const errors = [];
    const warnings = [];
    const foreign = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
      // The Content-Security-Policy must hold: a violation is an error.
      if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    page.on('request', (r) => { if (!r.url().startsWith(new URL(server.url).origin)) foreign.push(r.url()); });
    await page.goto(server.url + query);
    if (ready) {
      await page.waitForSelector(ready);
      // The home binary draws the cards of a visitor with saved games before the web binary has
      // taken over with the shelf (src/ui/home.rs): the page is ready when nothing is loading.
      // The first paint's cards (index.html) are in the page before the app: ready once it has come.
      await page.waitForFunction(() => !document.querySelector('.loading-screen, [data-testid="web-loading"], [data-testid="splash"]'));
    }
    await fn({ page, context, errors, warnings, foreign });
    if (checkErrors) assert.deepEqual(errors, []);
    if (checkForeign) assert.deepEqual(foreign, [], 'no request leaves the origin');
  } finally {
    await context.close();
  }
}

/** What the board shows: id -> {count, owner, state, legal}. */
export async function boardState(page) {
  return page.$$eval('[data-site]', (nodes) => Object.fromEntries(nodes.map((n) => [n.dataset.site, {
    count: Number(n.dataset.count), owner: n.dataset.owner === undefined ? null : Number(n.dataset.owner),
    state: n.dataset.state, legal: n.dataset.legal === 'true',
  }])));
}

/** The engine's position after `actions`, from the native CLI. */
export function engineAfter(actions, game = 'leyla', rules = {}) {
  const file = join(scratch, `record-${actions.length}.json`);
  writeFileSync(file, JSON.stringify({ format: 'boardlore-record', version: 2, game, rules, seed: 1, actions }));
  return JSON.parse(execFileSync(CLI, ['replay', file], { encoding: 'utf8' }));
}

/** What `boardlore think` answers for the page's campaign after `actions`: the request the app's
 * worker got (the seed of the search after action k is the campaign seed xor k times the golden
 * ratio), with `iterations` and any `extra` JSON fields. */
export async function nativeAnswer(page, actions, iterations, extra = '', workers = 1) {
  const id = new URL(page.url()).searchParams.get('campaign');
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
  const seed = (BigInt(stored.record.seed) ^ (0x9E3779B97F4A7C15n * BigInt(actions.length))) & 0xFFFFFFFFFFFFFFFFn;
  const record = JSON.stringify({ ...stored.record, actions });
  const file = join(scratch, `think-${actions.length}-${iterations}.json`);
  writeFileSync(file, `{"record":${record},"iterations":${iterations},"seed":${seed},"at":${actions.length}${extra}}`);
  return JSON.parse(execFileSync(CLI, ['think', file, '--workers', String(workers)], { encoding: 'utf8' })).action;
}

/** The status line. */
export async function status(page) {
  return (await page.textContent('[data-testid="status"]')).trim();
}

/** The board shows the engine's position (counts, owners, states). */
export async function assertBoardIs(page, expected) {
  const shown = await boardState(page);
  for (const site of expected.sites) {
    const s = shown[site.id];
    assert.deepEqual({ count: s.count, owner: s.owner, state: s.state }, { count: site.count, owner: site.owner, state: site.state }, `site ${site.id}`);
  }
  return shown;
}

/** The page shows the engine's position and offers exactly its legal actions: clickable sites,
 * buttons (or the dice panel), the status line, and a campaign's reserves and history. */
export async function assertMatchesEngine(page, expected) {
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
export async function savedActions(page) {
  const id = new URL(page.url()).searchParams.get('campaign');
  const stored = await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id);
  return JSON.parse(stored).record.actions;
}

/** Replaces the open campaign's saved actions with `actions` (its cached state dropped, so it
 * is replayed) and reloads the page, as another tab saving those moves would leave it. */
export async function storeActionsAndReload(page, actions) {
  const id = new URL(page.url()).searchParams.get('campaign');
  await page.evaluate(([key, actions]) => {
    const stored = JSON.parse(localStorage.getItem(key));
    stored.record.actions = actions;
    delete stored.record.state;
    localStorage.setItem(key, JSON.stringify(stored));
  }, [CAMPAIGN_PREFIX + id, actions]);
  await page.reload();
}

/** Plays one action as a person would: its button, or its site (then its button if the site
 * offers several actions). */
export async function playAction(page, action, expected) {
  const index = expected.legal.indexOf(action);
  assert.ok(index >= 0, `${action} is legal`);
  const site = expected.legal_sites[index];
  if (site === null) {
    await page.click(`[data-action="${action}"]`);
  } else {
    const button = `[data-action="${action}"]:not([data-testid="confirm-yes"])`;
    const buttonBefore = Boolean(await page.$(button));
    await page.click(`[data-site="${site}"]`);
    const several = expected.legal_sites.filter((s) => s === site).length > 1 && !expected.legal_buttons[index];
    if (several) {
      const offered = await page.$$eval('[data-action]', (n) => n.map((b) => b.dataset.action));
      for (const [i, s] of expected.legal_sites.entries()) {
        if (s === site) assert.ok(offered.includes(expected.legal[i]), `${expected.legal[i]} is offered`);
      }
      await page.click(`[data-action="${action}"]`);
    } else if (!buttonBefore && (await page.$(button))) {
      // A hole to be given up (sold) is chosen by a tap, then given by the button that tap
      // brought (a button that was there before, as Dongjintian's steering, was the same move).
      await page.click(button);
    }
  }
  // A choice that cannot be taken back asks to be confirmed (the visitor says yes).
  if (await page.$('[data-testid="confirm-yes"]')) await page.click('[data-testid="confirm-yes"]');
  await page.waitForSelector('svg.board:not([data-busy])');
}

/** Plays legal actions (the first legal site, or the first choice button) `moves` times. */
export async function play(page, moves) {
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
