// Browser tests of the computer's review of a game (src/ui/coach): a finished game reviewed from
// the end-of-game summary on a phone, its marked moves stepped through with the better move on the
// board and its sentence (the board, the steps and the decision on one screen); the page's review
// equal to `boardlore review --json` for the same record, seats, seed and budget (decision by
// decision: class, better move, sentences, summary); axe-core on the review screen. A short record and a small budget keep them quick.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUp, ROOT, CLI, scratch, browser, server, withPage, engineAfter, storeActionsAndReload, CAMPAIGN_PREFIX } from './helpers.mjs';

setUp();

/** The search budget of the tests' reviews (the page's default is the CLI's, 4,000). */
const BUDGET = 150;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A short finished Leyla match (50 actions), from the CLI. */
function shortMatch() {
  const record = JSON.parse(execFileSync(CLI, ['random', '--game', 'leyla', '--seed', '6'], { encoding: 'utf8' }));
  return record.actions;
}

/** The campaign `id` as saved. */
async function stored(page, id) {
  return JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
}

/** The seats (numbers from 1) a person plays in the campaign: the review's default. */
async function peoplesSeats(page, id) {
  const { seats = [] } = await stored(page, id);
  return [0, 1].filter((i) => (seats[i] ?? 'person') === 'person').map((i) => i + 1);
}

/** `boardlore review --json` of the open campaign's record for `seats` (numbers from 1). */
async function nativeReview(page, id, seats, text = false) {
  const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
  delete stored.record.state;
  const file = join(scratch, `review-${id}.json`);
  writeFileSync(file, JSON.stringify(stored.record));
  const args = ['review', file, '--seats', seats.join(','), '--budget', String(BUDGET), '--seed', '1'];
  if (text) return execFileSync(CLI, args, { encoding: 'utf8' });
  return JSON.parse(execFileSync(CLI, [...args, '--json'], { encoding: 'utf8' }));
}

/** The decisions the page lists: index, class, better move, move played. */
async function pageDecisions(page) {
  return page.$$eval('button.coach-row', (rows) => rows.map((r) => ({
    index: Number(r.dataset.index), class: r.dataset.class, best: r.dataset.best, played: r.dataset.played,
  })));
}

test('a finished game reviewed from the summary on a phone: marked moves stepped through, the better move on the board and its sentence, equal to boardlore review', async () => {
  const actions = shortMatch();
  await withPage('?game=leyla&new=1', PHONE, async ({ page }) => {
    await page.waitForSelector('[data-testid="status"]');
    await storeActionsAndReload(page, actions);
    const id = new URL(page.url()).searchParams.get('campaign');
    // The summary and the move list both offer the review.
    const link = page.locator('[data-testid="summary-coach"]');
    await link.waitFor();
    assert.equal(await page.locator('[data-testid="moves-coach"]').count(), 1, 'the move list offers it too');
    const href = await link.getAttribute('href');
    assert.match(href, /record=.*&coach=1/);
    // The test's budget is small; the page's default is the command line's.
    await page.evaluate((budget) => {
      const a = document.querySelector('[data-testid="summary-coach"]');
      a.href = `${a.getAttribute('href')}&coach_budget=${budget}`;
    }, BUDGET);
    await link.click();
    await page.waitForSelector('[data-testid="coach"]', { timeout: 60000 });
    assert.equal(await page.getAttribute('[data-testid="coach"]', 'data-seed'), '1');
    // Progress is shown while the review runs, and the decisions already judged can be read.
    await page.waitForSelector('[data-testid="coach-progress"][data-complete="true"]', { timeout: 60000 });
    // The seats can be chosen again once it is done, by name.
    assert.deepEqual(await page.$$eval('.coach-seats label', (ls) => ls.map((l) => l.textContent.trim())), ['South', 'North']);
    // Default seats: the people's.
    const seats = await peoplesSeats(page, id);
    const native = await nativeReview(page, id, seats);
    const shown = await pageDecisions(page);
    assert.ok(shown.length >= 10, `${shown.length} decisions`);
    assert.deepEqual(shown, native.decisions.map((d) => ({ index: d.index, class: d.class, best: d.best, played: d.played })),
      'the page\'s classes and better moves are boardlore review\'s');
    // The summary, and every sentence, as the command line writes them in English.
    const text = await nativeReview(page, id, seats, true);
    const summary = (await page.textContent('[data-testid="coach-summary"] li')).trim();
    assert.ok(text.includes(summary), `summary ${summary}`);
    // Step through the moves below good with "Next".
    const marked = native.decisions.filter((d) => ['inaccuracy', 'mistake', 'blunder'].includes(d.class));
    assert.ok(marked.length >= 2, `a random game has moves below good (${marked.length})`);
    for (const decision of marked.slice(0, 3)) {
      await page.click('[data-testid="coach-next"]');
      await page.waitForFunction((k) => document.querySelector('section.review')?.dataset.at === String(k), decision.index);
      const detail = page.locator('[data-testid="coach-detail"]');
      assert.equal(await detail.getAttribute('data-class'), decision.class);
      assert.match(await page.textContent('[data-testid="coach-better"]'), new RegExp(`better move, ${decision.best},`));
      // The sentences are the command line's, word for word.
      const said = await page.$$eval('.coach-said', (ps) => ps.map((p) => p.textContent.trim()));
      assert.ok(said.length > 0, 'a sentence says what each move did');
      for (const sentence of said) assert.ok(text.includes(`    ${sentence}\n`), `sentence ${sentence}`);
      // The better move is drawn from where it starts, as the last move is marked.
      const before = engineAfter(actions.slice(0, decision.index));
      const from = before.legal_sites[before.legal.indexOf(decision.best)];
      assert.equal(await page.getAttribute(`[data-site="${from}"]`, 'data-last-role'), 'from', `${decision.best} starts at ${from}`);
      // The board, the steps and the decision (its class and sentences) fit one phone screen.
      const span = await page.evaluate(() => {
        const box = (s) => document.querySelector(s).getBoundingClientRect();
        const [board, next, detail] = [box('section.review .board'), box('[data-testid="coach-next"]'), box('[data-testid="coach-detail"]')];
        return { top: Math.min(board.top, next.top), bottom: Math.max(board.bottom, next.bottom, detail.bottom) };
      });
      assert.ok(span.bottom - span.top <= 844, `board, steps and decision span ${span.bottom - span.top} px`);
    }
    // Nothing spills sideways on the phone.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1));
  });
});

test('the review stops and goes on; no serious or critical accessibility problems on its screen (axe-core)', async () => {
  const file = join(scratch, 'coach-axe.json');
  writeFileSync(file, execFileSync(CLI, ['random', '--game', 'leyla', '--seed', '6']));
  const param = execFileSync(CLI, ['link', file], { encoding: 'utf8' }).trim();
  const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const problems = [];
  // Not withPage: the audit's script is injected, so this profile bypasses the page's CSP.
  const context = await browser.newContext({ viewport: { width: 600, height: 450 }, bypassCSP: true });
  try {
    for (const [screen, scheme] of [[`?${param}&coach=1&coach_budget=${BUDGET * 20}&lang=is`, 'light'],
      [`?${param}&coach=1&coach_budget=${BUDGET}&embed=1`, 'dark']]) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(server.url + screen);
      await page.waitForSelector('[data-testid="coach"]', { timeout: 60000 });
      if (screen.includes('lang=is')) {
        // Stop while it runs: what was judged stays, and "go on" finishes the rest.
        await page.click('[data-testid="coach-stop"]');
        await page.waitForSelector('[data-testid="coach-resume"]');
        assert.match(await page.textContent('[data-testid="coach-progress"]'), /^Stöðvað eftir \d+ af \d+ ákvörðunum\./);
        await page.click('[data-testid="coach-resume"]');
      }
      await page.waitForSelector('[data-testid="coach-progress"][data-complete="true"]', { timeout: 60000 });
      await page.click('[data-testid="coach-next"]');
      await page.click('[data-testid="coach-how"] summary');
      await page.evaluate(axe);
      const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
      for (const v of result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
        problems.push(`${screen} (${scheme}): ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
      }
      await page.close();
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});

test('a Piprjall game reviewed on a phone: each marked move, once stepped to, is read to its last line with the board in sight', async () => {
  // A single random game (149 decisions): its decisions' sentences are long, and the lying
  // board and the screen's header leave the last lines below an 844 px screen unless it scrolls.
  const file = join(scratch, 'coach-piprjall.json');
  writeFileSync(file, execFileSync(CLI, ['random', '--game', 'piprjall', '--seed', '3', '--rules', '{"match_points":2}']));
  const param = execFileSync(CLI, ['link', file], { encoding: 'utf8' }).trim();
  await withPage(`?${param}&coach=1&coach_budget=20`, PHONE, async ({ page }) => {
    await page.waitForSelector('[data-testid="coach-progress"][data-complete="true"]', { timeout: 60000 });
    for (let step = 0; step < 4; step++) {
      await page.locator('[data-testid="coach-next"]').tap();
      await page.waitForFunction(() => document.querySelector('[data-testid="coach-detail"]'));
      // Let the page settle after the step's scroll.
      await page.waitForTimeout(150);
      const seen = await page.evaluate(() => {
        const box = (s) => document.querySelector(s).getBoundingClientRect();
        return { board: box('section.review .board').top, detail: box('[data-testid="coach-detail"]').bottom, height: innerHeight };
      });
      assert.ok(seen.detail <= seen.height, `step ${step}: the decision ends at ${Math.round(seen.detail)} of ${seen.height}`);
      assert.ok(seen.board >= 0, `step ${step}: the board's top at ${Math.round(seen.board)}`);
    }
  });
});
