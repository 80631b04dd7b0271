// Browser tests of keyboard play and accessibility: a hole played with Enter, one whole move of
// every game with the keyboard alone, and an axe-core audit of every screen in light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  setUp, ROOT, server, browser, withPage, engineAfter, status, assertMatchesEngine, savedActions,
} from './helpers.mjs';

setUp();

test('a hole can be played from the keyboard', async () => {
  await withPage('?game=leyla&new=1&speed=off', { checkErrors: false }, async ({ page }) => {
    await page.focus('[data-site="a3"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('1 move'));
    await assertMatchesEngine(page, engineAfter(['a3']));
  });
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
    await withPage(`?game=${game}&new=1&speed=off`, {}, async ({ page }) => {
      for (let step = 0; step < 40 && !done(await savedActions(page), await status(page)); step += 1) {
        await keyboardAct(page);
        await page.waitForTimeout(50);
      }
      const played = await savedActions(page);
      assert.ok(done(played, await status(page)), `the move is over: ${played.join(' ')}`);
      await assertMatchesEngine(page, engineAfter(played, game));
    });
  });
}

test('no serious or critical accessibility problems on any screen (axe-core)', async () => {
  const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const screens = ['', '?game=leyla&new=1', '?game=leyla&new=1&embed=1', '?game=ceelkoqyuqkoqiji&new=1&players=4',
    '?game=dongjintian&new=1', '?game=piprjall&new=1', '?about=leyla', '?about=ceelkoqyuqkoqiji',
    '?game=leyla&new=1&north=easy', '?learn=leyla', '?learn=ceelkoqyuqkoqiji', '?learn=dongjintian', '?learn=piprjall',
    '?kiosk=1&idle=600'];
  const problems = [];
  // Not withPage: the audit's script is injected, so this profile bypasses the page's CSP.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, bypassCSP: true });
  try {
    for (const screen of screens) {
      for (const scheme of ['light', 'dark']) {
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(server.url + screen);
        await page.waitForSelector('main section');
        // One action in, so that choices, dice and legal sites are on screen too.
        const first = await page.$('[data-legal="true"], [data-action], [data-testid="roll"]');
        if (first && !screen.includes('about') && !screen.includes('kiosk')) await first.click();
        await page.evaluate(axe);
        const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
        for (const v of result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
          problems.push(`${screen || 'home'} (${scheme}): ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
        }
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});
