// Browser tests of a visitor's first minutes, done as a person would: one tap from the home
// screen to a game against the computer on a phone and on a kiosk screen, a move, the computer's
// reply, "Why?", take-back; the summary at the end; every lesson of every game completed by
// tapping only what it asks; a kiosk returning to its attract screen and keeping nothing; the
// demonstration reaching every game; every game framed at 600x450 with nothing saved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setUp, CLI, ROOT, CAMPAIGN_PREFIX, withPage, engineAfter, playAction } from './helpers.mjs';

setUp();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const KIOSK = { viewport: { width: 1920, height: 1080 } };
const GAMES = ['leyla', 'ceelkoqyuqkoqiji', 'dongjintian', 'piprjall'];

const movesPlayed = (page) => page.$eval('.moves', (m) => Number(m.textContent.split(' ')[0]));
const savedKeys = (page) => page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), CAMPAIGN_PREFIX);

for (const [screen, options] of [['a phone', PHONE], ['a kiosk screen', KIOSK]]) {
  test(`on ${screen}: one tap to play the computer, a move, its reply, why, and take back`, async () => {
    await withPage('?speed=fast', options, async ({ page }) => {
      await page.click('.card:first-child [data-testid="play-computer"]');
      await page.waitForSelector('[data-site="a1"]');
      assert.equal((await page.textContent('[data-testid="you-are"]')).trim(), 'You are South, the bottom row.');
      await page.click('[data-site="a3"]');
      await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
      await page.waitForSelector('svg.board:not([data-busy])');
      await page.click('[data-testid="why"]');
      const why = await page.textContent('[data-testid="why-text"]');
      assert.ok(why.trim().length > 20, `an explanation: ${why}`);
      await page.click('[data-testid="undo"]');
      await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('0 moves'));
      assert.deepEqual(await page.$$eval('[data-site]', (n) => n.map((s) => Number(s.dataset.count))), engineAfter([]).sites.map((s) => s.count));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no sideways scroll');
    });
  });
}

test('the end of a game is summed up, with play again and switch sides', async () => {
  await withPage('?game=leyla&new=1&single_round=true&speed=off&north=easy', {}, async ({ page }) => {
    const started = Date.now();
    while (!(await page.$('[data-testid="summary"]')) && Date.now() - started < 90000) {
      const site = await page.$('[data-legal="true"]');
      if (site) await site.click();
      else await page.waitForTimeout(50);
    }
    const summary = await page.waitForSelector('[data-testid="summary"]');
    assert.match(await summary.textContent(), /moves? played/);
    const again = new URL(await page.getAttribute('[data-testid="play-again"]', 'href'), page.url());
    const switched = new URL(await page.getAttribute('[data-testid="switch-sides"]', 'href'), page.url());
    assert.equal(again.searchParams.get('north'), 'easy');
    assert.equal(switched.searchParams.get('south'), 'easy', 'the visitor takes North');
    assert.equal(switched.searchParams.get('north'), null);
    await page.click('[data-testid="switch-sides"]');
    await page.waitForSelector('[data-testid="you-are"]');
    assert.equal((await page.textContent('[data-testid="you-are"]')).trim(), 'You are North, the top row.');
  });
});

test('every lesson of every game is completed by doing what each step asks', async () => {
  const lessons = JSON.parse(execFileSync(CLI, ['lessons'], { encoding: 'utf8' }));
  for (const game of GAMES) assert.ok(lessons.some((l) => l.game === game), `${game} has a lesson`);
  const shots = process.env.SCREENSHOTS ? join(ROOT, 'tests/browser/artifacts/lessons') : null;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const lesson of lessons) {
    await withPage(`?learn=${lesson.game}&lesson=${lesson.lesson}&speed=off`, PHONE, async ({ page }) => {
      for (const [i, step] of lesson.steps.entries()) {
        await page.waitForSelector(`[data-testid="lesson-step"][data-step="${i}"]:not([data-done])`);
        await page.waitForSelector('svg.board:not([data-busy])');
        if (shots) await page.screenshot({ path: join(shots, `${lesson.game}-${lesson.lesson}-${i}.png`), fullPage: true });
        const expected = engineAfter(step.setup, lesson.game, JSON.parse(lesson.rules));
        await playAction(page, step.answers[0], expected);
        await page.waitForSelector(`[data-testid="lesson-step"][data-step="${i}"][data-done="true"]`);
        await page.click('[data-testid="lesson-next"]');
      }
      await page.waitForSelector('[data-testid="lesson-complete"]');
      assert.deepEqual(await savedKeys(page), [], 'a lesson saves nothing');
    });
  }
});

test('a wrong move in a lesson is explained kindly and can be tried again', async () => {
  const lessons = JSON.parse(execFileSync(CLI, ['lessons'], { encoding: 'utf8' }));
  const lesson = lessons.find((l) => l.game === 'leyla');
  const step = lesson.steps.find((s) => engineAfter(s.setup, 'leyla', JSON.parse(lesson.rules)).legal.some((a) => !s.answers.includes(a)));
  const index = lesson.steps.indexOf(step);
  await withPage(`?learn=leyla&lesson=${lesson.lesson}&speed=off`, {}, async ({ page }) => {
    for (let i = 0; i < index; i += 1) {
      const expected = engineAfter(lesson.steps[i].setup, 'leyla', JSON.parse(lesson.rules));
      await playAction(page, lesson.steps[i].answers[0], expected);
      await page.click('[data-testid="lesson-next"]');
    }
    const expected = engineAfter(step.setup, 'leyla', JSON.parse(lesson.rules));
    await playAction(page, expected.legal.find((a) => !step.answers.includes(a)), expected);
    assert.ok((await page.textContent('[data-testid="lesson-retry-text"]')).trim().length > 10);
    assert.equal(await page.$('[data-legal="true"]'), null, 'nothing more can be played until the retry');
    await page.click('[data-testid="lesson-retry"]');
    await playAction(page, step.answers[0], expected);
    await page.waitForSelector(`[data-testid="lesson-step"][data-step="${index}"][data-done="true"]`);
  });
});

test('a kiosk returns to its attract screen when left alone, and keeps nothing', async () => {
  await withPage('?kiosk=1&idle=5&countdown=2&speed=fast', { ...KIOSK, ready: '[data-testid="attract"]' }, async ({ page }) => {
    await page.mouse.click(200, 200);
    await page.waitForSelector('.picker');
    assert.equal(await page.$('[data-testid="campaigns"]'), null, 'a kiosk lists no saved games');
    await page.click('.card:first-child [data-testid="play-computer"]');
    await page.waitForSelector('[data-site="a3"]');
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => Number(document.querySelector('.moves')?.textContent.split(' ')[0]) >= 1);
    assert.deepEqual(await savedKeys(page), [], 'the kiosk saved nothing');
    // Left alone for the idle time, it returns to the attract screen.
    await page.waitForSelector('[data-testid="attract"]', { timeout: 15000 });
    assert.deepEqual(await savedKeys(page), []);
    assert.equal(await page.$('[data-testid="you-are"]'), null, 'nothing of the last game stays on screen');
  });
});

test('the demonstration reaches every game', async () => {
  await withPage('?demo=1&speed=fast&cap=6', { ...KIOSK, ready: '[data-testid="demo-banner"]' }, async ({ page }) => {
    const seen = new Set();
    const started = Date.now();
    while (seen.size < GAMES.length && Date.now() - started < 60000) {
      seen.add(await page.getAttribute('.demo', 'data-game'));
      await page.waitForTimeout(500);
    }
    assert.deepEqual([...seen].sort(), [...GAMES].sort(), `all four games within a minute (${Date.now() - started} ms)`);
    assert.deepEqual(await savedKeys(page), []);
  });
});

test('every game fits a 600x450 frame with its essential controls and leaves no saved game', async () => {
  for (const game of GAMES) {
    await withPage(`?game=${game}&new=1&embed=1`, { viewport: { width: 600, height: 450 } }, async ({ page }) => {
      await page.waitForSelector('[data-site]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${game}: no sideways scroll`);
      assert.ok(await page.$('[data-testid="status"]'), `${game}: the status`);
      assert.ok(await page.$('[data-testid="about"]'), `${game}: a link to how to play`);
      const first = await page.$('[data-legal="true"], [data-testid="roll"], [data-action]');
      await first.click();
      await page.waitForSelector('svg.board:not([data-busy])');
      assert.deepEqual(await savedKeys(page), [], `${game}: nothing saved`);
      assert.ok(!new URL(page.url()).searchParams.has('campaign'));
    });
  }
  await withPage('?game=leyla&new=1&embed=1&save=1', {}, async ({ page }) => {
    await page.click('[data-site="a3"]');
    await page.waitForFunction((prefix) => Object.keys(localStorage).some((k) => k.startsWith(prefix)), CAMPAIGN_PREFIX);
  });
});
