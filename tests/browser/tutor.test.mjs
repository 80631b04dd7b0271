// Browser test of the tutor while playing (src/ui/play/tutor.rs): a Leyla position against the
// computer where one move is plainly a blunder (a3 lets North's b5 make four in a1 and capture
// nine; a1 sows them away), set up in the saved game as another tab would store it. The visitor
// turns the tutor on under the board, plays a3 with the keyboard, is asked with the sentence,
// chooses again with Escape and then with Enter (nothing played, the focus back on a3), then taps
// a3 and plays it anyway; with the tutor off, nothing is asked. axe-core on the screen with the
// warning open, in light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUp, withPage, savedActions, CAMPAIGN_PREFIX, ROOT } from './helpers.mjs';

setUp();

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The serious and critical problems axe-core finds on the page as it is. */
async function axeProblems(page) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}

const SETUP = { counts: [3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 4], held: [19, 19], to_move: 0 };

/** Stores the open game as the blunder's position, no move played, and reloads. */
async function arrange(page) {
  const id = new URL(page.url()).searchParams.get('campaign');
  await page.evaluate(([key, setup]) => {
    const stored = JSON.parse(localStorage.getItem(key));
    Object.assign(stored.record, { rules: { single_round: true }, setup, actions: [] });
    delete stored.record.state;
    localStorage.setItem(key, JSON.stringify(stored));
  }, [CAMPAIGN_PREFIX + id, SETUP]);
  await page.reload();
  await page.waitForSelector('[data-site="a3"][data-legal="true"]');
}

test('the tutor asks before a blunder: Escape and choose again play nothing, play it anyway plays it; off, nothing is asked; axe-core clean with it open', async () => {
  await withPage('?game=leyla&new=1&north=medium&speed=off', {}, async ({ page }) => {
    await page.waitForURL(/campaign=/);
    await arrange(page);
    const option = '[data-testid="tutor-option"]';
    assert.equal(await page.isChecked(option), false, 'off by default');
    await page.check(option);
    assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.v1.settings.tutor')), 'on');

    // With the keyboard alone: a3 and Enter.
    await page.focus('[data-site="a3"]');
    await page.keyboard.press('Enter');
    const dialog = await page.waitForSelector('[data-testid="tutor"][role="alertdialog"]', { timeout: 30_000 });
    assert.equal(await dialog.getAttribute('data-action'), 'a3');
    const sentences = await page.$$eval('[data-testid="tutor-sentence"]', (nodes) => nodes.map((n) => n.textContent.trim()));
    assert.deepEqual(sentences, [
      'This lets North capture 9 from a1 and b6.',
      'After a1 instead, the best reply the computer found captures nothing at once.',
    ]);
    assert.match(await dialog.textContent(), /Play it anyway\?/);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'tutor-again', 'focus moved into the dialog');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'tutor-anyway');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'tutor-again', 'Tab stays in the dialog');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'tutor-anyway', 'Shift+Tab too');
    // No serious or critical accessibility problem with the warning open, in light and dark.
    const problems = [];
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      problems.push(...(await axeProblems(page)).map((p) => `${colorScheme}: ${p}`));
    }
    assert.deepEqual(problems, []);
    // Escape is "Choose again", wherever the focus is in the dialog.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="tutor"]', { state: 'detached' });
    assert.deepEqual(await savedActions(page), [], 'Escape: nothing played');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.site), 'a3', 'focus given back');
    // Asked again at once (the verdict is known): Enter on "Choose again".
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="tutor"]');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'tutor-again');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="tutor"]', { state: 'detached' });
    assert.deepEqual(await savedActions(page), [], 'choose again: nothing played');
    assert.equal(await page.getAttribute('[data-site="a3"]', 'data-count'), '1');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.site), 'a3', 'focus given back');

    // Again, by pointer: the verdict is known, so the question comes at once.
    await page.click('[data-site="a3"]');
    await page.waitForSelector('[data-testid="tutor"]');
    await page.click('[data-testid="tutor-anyway"]');
    await page.waitForSelector('[data-testid="tutor"]', { state: 'detached' });
    assert.equal((await savedActions(page))[0], 'a3', 'played anyway');

    // Off: the same move is played with no question.
    await arrange(page);
    await page.uncheck(option);
    assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.v1.settings.tutor')), 'off');
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('[data-site="a3"]')?.dataset.count === '0');
    assert.equal(await page.$('[data-testid="tutor"]'), null, 'nothing asked');
    assert.equal((await savedActions(page))[0], 'a3');
  });
});
