// Browser tests of the analysis board: a `record=` link opened and stepped through with the
// buttons, the arrow keys and the move list (every position the CLI's), the embed at move K, a
// damaged or illegal link refused in words with the saved games kept, the share panel's link to
// the position shown, the computer's candidate moves (as `boardlore think` finds them), and
// playing on from a reviewed position against the computer; the board in every language on a
// 360 px phone, and an axe-core audit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  setUp, ROOT, CLI, scratch, browser, server, withPage, engineAfter, assertBoardIs, status, savedActions, CAMPAIGN_PREFIX, HARD,
} from './helpers.mjs';

setUp();

/** A seeded random Leyla match and its `record=...` parameter, from the CLI. */
function randomGame(seed) {
  const file = join(scratch, `random-${seed}.json`);
  writeFileSync(file, execFileSync(CLI, ['random', '--game', 'leyla', '--seed', String(seed)]));
  const record = JSON.parse(readFileSync(file, 'utf8'));
  const param = execFileSync(CLI, ['link', file], { encoding: 'utf8' }).trim();
  return { actions: record.actions, seed: record.seed, param };
}

async function shownMove(page) {
  return Number(await page.getAttribute('section.review', 'data-at'));
}

/** The review shows the position after the first `k` actions, as the CLI replays it. */
async function assertAt(page, actions, k) {
  await page.waitForFunction((k) => document.querySelector('section.review')?.dataset.at === String(k), k);
  assert.match(await page.textContent('[data-testid="review-at"]'), new RegExp(`^Move ${k} of ${actions.length}\\.`));
  const expected = engineAfter(actions.slice(0, k));
  await assertBoardIs(page, expected);
  assert.equal(await status(page), expected.status);
}

test('a record= link opens the game on the analysis board, stepped through by buttons, keys and the move list', async () => {
  const { actions, param } = randomGame(3);
  assert.ok(actions.length > 30);
  await withPage(`?${param}`, {}, async ({ page }) => {
    await assertAt(page, actions, 0);
    assert.match(await page.textContent('[data-testid="review-at"]'), /The starting position\./);
    assert.ok(await page.isDisabled('[data-testid="review-previous"]'), 'nothing before the start');
    await page.click('[data-testid="review-next"]');
    await assertAt(page, actions, 1);
    assert.match(await page.textContent('[data-testid="review-at"]'), new RegExp(`Last move: ${actions[0]} by South\\.`));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await assertAt(page, actions, 3);
    await page.keyboard.press('ArrowLeft');
    await assertAt(page, actions, 2);
    await page.keyboard.press('End');
    await assertAt(page, actions, actions.length);
    assert.ok(await page.isDisabled('[data-testid="review-next"]'), 'nothing after the end');
    await page.keyboard.press('Home');
    await assertAt(page, actions, 0);
    await page.click('[data-testid="review-last"]');
    await assertAt(page, actions, actions.length);
    await page.click('[data-testid="review-first"]');
    await assertAt(page, actions, 0);
    await page.click('[data-move="17"]');
    await assertAt(page, actions, 17);
    assert.equal(await page.getAttribute('[data-move="17"]', 'aria-current'), 'true');
    await page.click('[data-testid="review-previous"]');
    await assertAt(page, actions, 16);
    // The share panel links to this position and frames it.
    await page.click('[data-testid="share"] summary');
    const link = await page.inputValue('[data-testid="share-position-link"]');
    assert.ok(link.includes(`?${param}&at=16&lang=en`), link);
    const frame = await page.inputValue('[data-testid="share-position-iframe"]');
    assert.match(frame, new RegExp(`^<iframe src="[^"]+\\?${param}&at=16&embed=1&lang=en"`));
    // Looking at a game saves nothing.
    assert.equal(await page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).length, CAMPAIGN_PREFIX), 0);
  });
});

test('the embed with at=K shows the game at move K, with its steps and nothing else', async () => {
  const { actions, param } = randomGame(5);
  await withPage(`?${param}&embed=1&at=17`, {}, async ({ page }) => {
    await assertAt(page, actions, 17);
    assert.equal(await page.$('header.top'), null, 'embedded: no page header');
    assert.equal(await page.$('[data-testid="share"]'), null, 'embedded: no share panel');
    assert.equal(await page.$('[data-testid="play-on"]'), null, 'embedded: no playing on');
    await page.click('[data-testid="review-next"]');
    await assertAt(page, actions, 18);
  });
});

test('a damaged or illegal link is refused in words, and the saved games are kept', async () => {
  await withPage('?game=leyla&new=1&speed=off', {}, async ({ page }) => {
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('.moves')?.textContent.startsWith('1 move'));
    const kept = await page.evaluate(() => JSON.stringify(localStorage));
    await page.goto(`${page.url().split('?')[0]}?record=abc$def`);
    await page.waitForSelector('[data-testid="notice"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /This game link cannot be opened: the game link is damaged: character 4 \('\$'\) cannot be in it\. Your saved games are untouched\./);
    assert.equal(await page.$$eval('[data-testid="campaigns"] li', (n) => n.length), 1, 'the saved game is listed');
    const illegal = Buffer.from('b1\nleyla\n\n1\n\na3 b4 a3').toString('base64url');
    await page.goto(`${page.url().split('?')[0]}?record=${illegal}`);
    await page.waitForSelector('[data-testid="notice"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /cannot be replayed: action 3: action 'a3' refused/);
    assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), kept, 'nothing stored was changed');
  });
  const { actions, param } = randomGame(3);
  await withPage(`?${param}&at=999`, {}, async ({ page }) => {
    await assertAt(page, actions, 0);
    assert.match(await page.textContent('[data-testid="notice"]'), new RegExp(`There is no move 999 in this game of ${actions.length} moves`));
  });
});

test('a reviewed position is played on against the computer, and a played game links to its position', async () => {
  const { actions, param } = randomGame(3);
  await withPage(`?${param}&at=4`, {}, async ({ page }) => {
    await assertAt(page, actions, 4);
    const mover = engineAfter(actions.slice(0, 4)).to_act;
    assert.match(await page.textContent('[data-testid="play-on"] label'), new RegExp(`Play on as ${mover}`));
    await page.selectOption('[data-testid="play-on-opponent"]', 'easy');
    await page.click('[data-testid="play-on-button"]');
    await page.waitForURL(/campaign=/);
    await page.waitForSelector('main > section.play');
    assert.deepEqual(await savedActions(page), actions.slice(0, 4));
    const id = new URL(page.url()).searchParams.get('campaign');
    const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
    const seats = mover === 'South' ? ['person', 'easy'] : ['easy', 'person'];
    assert.deepEqual(stored.seats, seats);
    // The person moves; the computer answers.
    await page.click('[data-legal="true"]');
    for (let tries = 0; tries < 200 && (await savedActions(page)).length < 6; tries += 1) await new Promise((r) => setTimeout(r, 100));
    const played = await savedActions(page);
    assert.ok(played.length >= 6, `the computer answered: ${played}`);
    // The play screen's share panel links to the position shown on the analysis board.
    await page.click('[data-testid="share"] summary');
    const link = await page.inputValue('[data-testid="share-position-link"]');
    assert.match(link, new RegExp(`\\?record=[A-Za-z0-9_-]+&at=${played.length}&lang=en$`));
    await page.click('[data-testid="open-analysis"]');
    await page.waitForSelector('section.review');
    await assertAt(page, played, played.length);
  });
});

test('the computer\'s candidate moves at a reviewed position are those boardlore think finds, the best marked', async () => {
  const { actions, seed, param } = randomGame(3);
  const k = 6;
  await withPage(`?${param}&at=${k}`, {}, async ({ page }) => {
    await assertAt(page, actions, k);
    await page.click('[data-testid="candidates-ask"]');
    await page.waitForSelector('[data-testid="candidates-table"]', { timeout: 60000 });
    const rows = await page.$$eval('[data-candidate]', (r) => r.map((row) => [row.dataset.candidate, Number(row.cells[1].textContent.replace(/,/g, ''))]));
    // The search the page asked for: the position's record, the hard budget, the record's seed
    // for the next action (the seed xor the number of actions times the golden ratio).
    const record = { format: 'boardlore-record', version: 2, game: 'leyla', rules: {}, seed, actions: actions.slice(0, k) };
    const searchSeed = (BigInt(seed) ^ (0x9E3779B97F4A7C15n * BigInt(k))) & 0xFFFFFFFFFFFFFFFFn;
    const file = join(scratch, 'candidates.json');
    writeFileSync(file, `{"candidates":{"record":${JSON.stringify(record)},"iterations":${HARD},"seed":${searchSeed},"at":${k}}}`);
    const answer = JSON.parse(execFileSync(CLI, ['think', file], { encoding: 'utf8' }));
    assert.ok(answer.candidates.length > 1, 'several moves weighed');
    assert.deepEqual(rows, answer.candidates.map((c) => [c.action, c.playouts]));
    assert.equal(rows.reduce((sum, [, n]) => sum + n, 0), HARD, 'every playout went through a candidate');
    assert.equal(await page.getAttribute('.site.hinted', 'data-site'), rows[0][0], 'the best is marked on the board');
    // Another position has no candidates until asked.
    await page.click('[data-testid="review-next"]');
    assert.equal(await page.$('[data-testid="candidates-table"]'), null);
    assert.ok(await page.$('[data-testid="candidates-ask"]'));
  });
});

test('a record file opened from the home screen is shown on the analysis board; a bad one is refused in words', async () => {
  const file = join(scratch, 'to-open.json');
  writeFileSync(file, execFileSync(CLI, ['random', '--game', 'dongjintian', '--seed', '2']));
  const { actions } = JSON.parse(readFileSync(file, 'utf8'));
  await withPage('', {}, async ({ page }) => {
    const bad = join(scratch, 'bad.json');
    writeFileSync(bad, '{"format":"boardlore-record","version":1,"game":"leyla","actions":["a1","a2"]}');
    await page.setInputFiles('[data-testid="open-record"]', bad);
    await page.waitForSelector('[data-testid="open-refused"]');
    assert.match(await page.textContent('[data-testid="open-refused"]'), /^bad\.json cannot be opened: action 2: action 'a2' refused/);
    await page.setInputFiles('[data-testid="open-record"]', file);
    await page.waitForSelector('section.review');
    await page.waitForFunction(() => document.querySelector('section.review')?.dataset.at === '0');
    assert.match(await page.textContent('[data-testid="review-at"]'), new RegExp(`^Move 0 of ${actions.length.toLocaleString('en')}\\.`));
    await page.keyboard.press('End');
    await page.waitForFunction((n) => document.querySelector('section.review')?.dataset.at === String(n), actions.length);
    await assertBoardIs(page, engineAfter(actions, 'dongjintian'));
  });
});

/** The analysis board's one-line messages without placeables: id -> text. */
function analysisMessages(tag) {
  const lines = readFileSync(join(ROOT, 'locales', tag, 'analysis.ftl'), 'utf8').split('\n');
  return new Map(lines.map((l) => l.match(/^([a-z0-9-]+) = ([^{}]+)$/)).filter(Boolean).map((m) => [m[1], m[2].trim()]));
}

test('the analysis board in every language on a 360 px phone: no sideways scroll, no English left, candidates shown', async () => {
  const { param } = randomGame(3);
  const english = analysisMessages('en');
  for (const tag of ['en', 'zh-Hans', 'is']) {
    const theirs = analysisMessages(tag);
    await withPage(`?${param}&at=5&lang=${tag}`, { viewport: { width: 360, height: 740 } }, async ({ page }) => {
      await page.click('[data-testid="candidates-ask"]');
      await page.waitForSelector('[data-testid="candidates-table"]', { timeout: 60000 });
      await page.click('[data-testid="share"] summary');
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(scroll <= 0, `lang=${tag}: the page scrolls ${scroll}px sideways`);
      const shown = await page.evaluate(() => document.body.innerText);
      const left = [...english].filter(([id, text]) => theirs.get(id) !== text && shown.includes(text)).map(([, text]) => text);
      assert.deepEqual(left, [], `lang=${tag}: English left on screen`);
      assert.ok(shown.includes(theirs.get('candidates-title')), `lang=${tag}: the candidates' title in the language`);
    });
  }
});

test('no serious or critical accessibility problems on the analysis board (axe-core)', async () => {
  const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const { param } = randomGame(3);
  const problems = [];
  // Not withPage: the audit's script is injected, so this profile bypasses the page's CSP.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, bypassCSP: true });
  try {
    for (const screen of [`?${param}&at=5`, `?${param}&at=5&embed=1`]) {
      for (const scheme of ['light', 'dark']) {
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(server.url + screen);
        await page.waitForSelector('section.review');
        if (!screen.includes('embed')) {
          await page.click('[data-testid="candidates-ask"]');
          await page.waitForSelector('[data-testid="candidates-table"]', { timeout: 60000 });
        }
        await page.evaluate(axe);
        const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
        for (const v of result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
          problems.push(`${screen.includes('embed') ? 'embed' : 'board'} (${scheme}): ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
        }
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});
