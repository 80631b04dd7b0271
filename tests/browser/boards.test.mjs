// Boards a visitor can use on any screen: pieces moved by tapping, sizes a finger can hit, and no
// sideways scroll, at phone, landscape phone, tablet and kiosk sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage, savedActions } from './helpers.mjs';

setUp();

const SIZES = [[390, 844], [844, 390], [820, 1180], [1920, 1080]];
const GAMES = ['leyla', 'ceelkoqyuqkoqiji', 'dongjintian', 'piprjall'];

/** Enters a throw by hand when the dice are due, so that pieces can be played. */
async function enterDice(page, a = '6', b = '5') {
  await page.selectOption('[data-testid="die-1"]', a);
  await page.selectOption('[data-testid="die-2"]', b);
  await page.click('[data-testid="enter-dice"]');
  await page.waitForSelector('[data-legal="true"]');
}

/** Playable sites, destinations and choice buttons smaller than 44x44 px, and the sideways overflow. */
async function problems(page) {
  return page.evaluate(() => {
    const small = [...document.querySelectorAll('[data-legal="true"], [data-target="true"], [data-testid="choices"] button, [data-testid="dice"] button, [data-testid="dice"] select')]
      .map((n) => [n.dataset.site ?? n.dataset.action ?? n.dataset.testid ?? n.textContent, n.getBoundingClientRect()])
      .filter(([, r]) => r.width < 44 || r.height < 44)
      .map(([name, r]) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`);
    return { small, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

test('Piprjall on a phone: a piece moved by tapping it, then tapping where it goes', async () => {
  await withPage('?game=piprjall&new=1&speed=off', { viewport: { width: 390, height: 844 }, hasTouch: true }, async ({ page }) => {
    await page.waitForSelector('[data-testid="dice"]');
    await enterDice(page);
    await page.tap('[data-site="t12"]');
    const targets = await page.$$eval('[data-target="true"]', (n) => n.map((s) => s.dataset.site).sort());
    assert.deepEqual(targets, ['t6', 't7']);
    await page.tap('[data-site="t6"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 '));
    assert.deepEqual(await savedActions(page), ['roll:6-5', 't12:6']);
    assert.equal(await page.getAttribute('[data-site="t6"]', 'data-count'), '1');
    // Empty points show no number; fifteen pieces are a stack, not one disc.
    assert.equal(await page.$$eval('[data-site="t1"] text', (n) => n.filter((t) => t.textContent === '0').length), 0);
    assert.ok(await page.$$eval('[data-site="b1"] .piece', (n) => n.length) >= 5, 'a stack of checkers');
  });
});

for (const [width, height] of SIZES) {
  test(`at ${width}x${height} every game fits sideways and every playable site and choice is 44 px`, async () => {
    for (const game of GAMES) {
      await withPage(`?game=${game}&new=1&speed=off`, { viewport: { width, height }, hasTouch: width < 1000 }, async ({ page }) => {
        if (game === 'piprjall') {
          await enterDice(page);
          await page.click('[data-site="t12"]');
          await page.waitForSelector('[data-target="true"]');
        }
        const found = await problems(page);
        assert.ok(found.overflow <= 0, `${game}: ${found.overflow} px of sideways scroll`);
        assert.deepEqual(found.small, [], `${game}: targets under 44 px`);
      });
    }
  });
}

test('the last move stays marked until the next, and focus goes to what can be played', async () => {
  await withPage('?game=leyla&new=1&speed=off', {}, async ({ page }) => {
    await page.click('[data-site="a3"]');
    await page.waitForSelector('[data-last="true"]');
    const roles = await page.$$eval('[data-last="true"]', (n) => n.map((s) => [s.dataset.site, s.dataset.lastRole]));
    assert.ok(roles.some(([site, role]) => site === 'a3' && role === 'from'), 'where the move began');
    assert.ok(roles.some(([, role]) => role === 'path'), 'the sites sown are marked');
    assert.ok(await page.$('[data-testid="path"]'), 'the path of the last move is drawn');
    const focused = await page.evaluate(() => {
      const a = document.activeElement;
      return a?.dataset.legal === 'true' || !!a?.closest('[data-testid="choices"], [data-testid="dice"]');
    });
    assert.ok(focused, 'focus is on a playable site or a choice after the move');
  });
});

test('the board does not move when a choice, the dice panel or a refusal appears', async () => {
  await withPage('?game=piprjall&new=1&speed=off', { viewport: { width: 390, height: 844 }, hasTouch: true }, async ({ page }) => {
    const box = () => page.$eval('svg.board', (b) => JSON.stringify(b.getBoundingClientRect()));
    await page.waitForSelector('[data-testid="dice"]');
    const before = await box();
    await enterDice(page);
    assert.equal(await box(), before, 'the dice panel gone');
    await page.tap('[data-site="t12"]');
    await page.waitForSelector('[data-testid="choices"] button');
    assert.equal(await box(), before, 'choices shown');
  });
});
