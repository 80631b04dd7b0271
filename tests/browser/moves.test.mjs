// Browser tests of the move list: looking back through the moves, taking the last one back (and
// when that is refused), and downloading the record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  setUp, CLI, scratch, withPage, engineAfter, assertBoardIs, assertMatchesEngine, savedActions,
} from './helpers.mjs';

setUp();

test('moves can be looked back through, the last one taken back, and the record downloaded', async () => {
  await withPage('?game=leyla&new=1&speed=off', {}, async ({ page }) => {
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
  });
});

test('against the computer a move is taken back with its reply, but never a throw of the dice', async () => {
  await withPage('?game=piprjall&new=1&speed=off', {}, async ({ page }) => {
    await page.click('[data-testid="roll"]');
    await page.waitForSelector('[data-legal]');
    assert.equal(await page.$('[data-testid="undo"]'), null, 'a throw stands');
  });
  await withPage('?game=leyla&new=1&speed=off&north=easy', {}, async ({ page }) => {
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
    await page.click('[data-testid="undo"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('0 moves'));
    assert.match(await page.textContent('[data-testid="announce"]'), /^a3 and the reply b\d were taken back\./);
    assert.equal(await page.$('[data-testid="undo"]'), null, 'nothing more to take back');
  });
});
