// Browser tests of the other three games played by clicking, every position checked against the
// engine (the native CLI): Ceelkoqyuqkoqiji (a direction and a large-stone choice; rules chosen on
// the picker), Dongjintian (a sowing steered with turns) and Piprjall (dice by hand and seeded).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  setUp, CLI, CAMPAIGN_PREFIX, withPage, boardState, engineAfter, status, assertMatchesEngine,
  savedActions, playAction,
} from './helpers.mjs';

setUp();

test('Ceelkoqyuqkoqiji: a sowing with a direction and a large-stone choice, played by clicking', async () => {
  // A seeded random game from the engine whose early moves include a large-stone choice.
  let actions = null;
  for (let seed = 1; seed < 200 && !actions; seed += 1) {
    const record = JSON.parse(execFileSync(CLI, ['random', '--game', 'ceelkoqyuqkoqiji', '--seed', String(seed)], { encoding: 'utf8' }));
    const at = record.actions.findIndex((a) => /^p\d+$/.test(a));
    if (at > 0 && at < 40) actions = record.actions.slice(0, at + 2);
  }
  assert.ok(actions, 'a game with an early large-stone choice');
  await withPage('?game=ceelkoqyuqkoqiji&new=1&speed=off', {}, async ({ page }) => {
    const shownLarge = () => page.$$eval('[data-site]', (n) => Object.fromEntries(n.map((s) => [s.dataset.site,
      (document.querySelector(`[data-large="mu"][data-on="${s.dataset.site}"]`) ? 1 : 0)
        | (document.querySelector(`[data-large="gong"][data-on="${s.dataset.site}"]`) ? 2 : 0)])));
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
  });
});

test('Ceelkoqyuqkoqiji starts with chosen rules: four players on the Fourteen holes board', async () => {
  await withPage('', { checkErrors: false }, async ({ page }) => {
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
    assert.deepEqual(stored.record.rules, { ruleset: 'fourteen_holes', players: 4, huelshe_across_sold: false });
  });
});

test('Dongjintian: a sowing steered with turns by clicking, and straight on with a key', async () => {
  await withPage('?game=dongjintian&new=1&speed=off', {}, async ({ page }) => {
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
  });
});

test('Piprjall: dice entered by hand, a piece moved by clicking, a seeded throw, all as the engine says', async () => {
  await withPage('?game=piprjall&new=1&speed=off', {}, async ({ page }) => {
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
  });
});
