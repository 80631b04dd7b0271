// Browser tests of Leyla played by clicking, every position checked against the engine (the
// native CLI): sites and reload, a match into round two, a loan, and the animated move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  setUp, withPage, boardState, engineAfter, status, assertMatchesEngine, savedActions, play,
} from './helpers.mjs';

setUp();

test('clicking sites plays Leyla exactly as the engine does, and reload resumes', async () => {
  await withPage('?game=leyla&new=1&speed=off', { checkForeign: true }, async ({ page }) => {
    await assertMatchesEngine(page, engineAfter([]));
    const played = await play(page, 8);
    assert.equal(played.length, 8);
    await assertMatchesEngine(page, engineAfter(played));
    assert.deepEqual(await savedActions(page), played);
    await page.reload();
    await page.waitForSelector('[data-site="a1"]');
    await assertMatchesEngine(page, engineAfter(played));
  });
});

test('a match goes into round two with its reserves and history, and survives a reload', async () => {
  await withPage('?game=leyla&new=1&speed=off', {}, async ({ page }) => {
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
  });
});

test('a loan is offered with buttons and recorded as the text says', async () => {
  // Always playing the first legal action reaches a loan offer (both players two over).
  await withPage('?game=leyla&new=1&speed=off', { checkErrors: false }, async ({ page }) => {
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
  });
});

test('a move is animated counter by counter and ends on the engine position', async () => {
  await withPage('?game=leyla&new=1&speed=fast', { checkErrors: false }, async ({ page }) => {
    await page.click('[data-site="a6"]');
    await page.waitForSelector('svg.board[data-busy="true"]');
    assert.ok(Object.values(await boardState(page)).every((s) => !s.legal), 'nothing is clickable while a move is shown');
    await page.waitForSelector('svg.board:not([data-busy])', { timeout: 20000 });
    await assertMatchesEngine(page, engineAfter(['a6']));
  });
});
