// Browser tests of the computer player, whose Web Worker must answer as `boardlore think` does
// natively: an easy seat, three seats in Dongjintian, the hint (on one worker and in parts on
// two), the kiosk demo, the hard level's progress with "Play now", and the hard level searching
// in parts on two workers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  setUp, CLI, CAMPAIGN_PREFIX, scratch, HARD, withPage, engineAfter, nativeAnswer,
  assertMatchesEngine, savedActions,
} from './helpers.mjs';

setUp();

test('the computer plays its seat from a Web Worker, as the engine would', async () => {
  await withPage('?game=leyla&new=1&speed=off&north=easy', { checkForeign: true }, async ({ page }) => {
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
  });
});

test('three computer seats play Dongjintian round the table back to the person', async () => {
  await withPage('?game=dongjintian&new=1&speed=off&east=easy&north=easy&west=easy', {}, async ({ page }) => {
    await page.click('[data-site="a1"]');
    while (await page.$('[data-action]')) {
      await page.click('[data-action]');
    }
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]').textContent.startsWith('South to move'), null, { timeout: 30000 });
    const played = await savedActions(page);
    await assertMatchesEngine(page, engineAfter(played, 'dongjintian'));
  });
});

for (const workers of [1, 2]) {
  test(`the hint shows what the hard computer would play, searched on ${workers} worker(s)`, async () => {
    await withPage(`?game=leyla&new=1&speed=off&workers=${workers}`, {}, async ({ page }) => {
      await page.click('[data-testid="hint-button"]');
      await page.waitForSelector('[data-testid="hint"]', { timeout: 30000 });
      const hint = (await page.textContent('[data-testid="hint"]')).match(/would play (a[1-6])/);
      assert.ok(hint, 'the hint names one of South\u2019s holes');
      const id = new URL(page.url()).searchParams.get('campaign');
      const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
      const file = join(scratch, `hint-${workers}.json`);
      writeFileSync(file, `{"record":${JSON.stringify(stored.record)},"iterations":${HARD},"seed":${BigInt(stored.record.seed)},"at":0}`);
      const native = JSON.parse(execFileSync(CLI, ['think', file, '--workers', String(workers)], { encoding: 'utf8' }));
      assert.equal(native.action, hint[1]);
      assert.equal(native.iterations, workers * HARD, 'every part searched a whole hard budget');
      assert.deepEqual(await savedActions(page), [], 'a hint plays nothing');
    });
  });
}

test('the kiosk demo plays by itself, saves nothing, and any touch ends it', async () => {
  await withPage('?demo=1', {}, async ({ page }) => {
    await page.waitForSelector('[data-testid="demo-banner"]');
    await page.waitForFunction(() => {
      const moves = document.querySelector('.moves');
      return moves && Number(moves.textContent.split(' ')[0]) >= 3;
    }, null, { timeout: 30000 });
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('boardlore.v2.campaign.'))), []);
    await page.mouse.click(10, 10);
    await page.waitForSelector('.picker');
    assert.ok(!new URL(page.url()).searchParams.has('demo'));
  });
});

test('the hard computer shows its progress and plays at once when asked to', async () => {
  // One worker (the device may have several): its stopped search can be replayed natively.
  await withPage('?game=leyla&new=1&speed=off&north=hard&workers=1', {}, async ({ page }) => {
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
  });
});

test('the hard computer searches in parts on two workers and plays their merged move', async () => {
  await withPage('?game=leyla&new=1&speed=off&north=hard&workers=2', {}, async ({ page }) => {
    await page.click('[data-site="a3"]');
    await page.waitForSelector('[data-testid="search-progress"]', { timeout: 20000 });
    // Both parts' iterations count: two hard budgets in all.
    assert.equal(Number(await page.getAttribute('[data-testid="search-progress"]', 'max')), 2 * HARD);
    assert.match(await page.textContent('[data-testid="leaning"]'), /leaning to b[1-6]/);
    // Stopped: both parts answer with what they have, merged into a legal move.
    await page.$eval('[data-testid="play-now"]', (button) => button.click());
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
    const stopped = Number(await page.getAttribute('[data-testid="considered"]', 'data-iterations'));
    assert.ok(stopped > 0 && stopped < 2 * HARD, `stopped after ${stopped} playouts`);
    let played = await savedActions(page);
    assert.match(played[1], /^b[1-6]$/);
    await assertMatchesEngine(page, engineAfter(played));
    // A whole search in two parts is the native search in two parts, merged the same way.
    await page.click('[data-legal="true"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('4 moves'), null, { timeout: 60000 });
    played = await savedActions(page);
    await assertMatchesEngine(page, engineAfter(played));
    assert.equal(Number(await page.getAttribute('[data-testid="considered"]', 'data-iterations')), 2 * HARD);
    assert.equal(await nativeAnswer(page, played.slice(0, 3), HARD, '', 2), played[3]);
  });
});
