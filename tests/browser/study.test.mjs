// The study page (?study=1), as a researcher uses it: a small study of two Leyla settings run by
// tapping Run gives exactly the rows of `boardlore study` with the same seed (the CSV downloaded
// from the page against the CLI's); Stop stops the workers; an address the page cannot take is
// told in words; the home screen and an about page lead to it; the page and its results pass an
// axe-core audit in light and dark, in English and Icelandic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUp, withPage, scratch, browser, server, CLI, ROOT } from './helpers.mjs';

setUp();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const ready = 'section.study';
const SETTINGS = ['{"rules":{},"seats":["random","random"]}', '{"rules":{"single_round":true},"seats":["easy","random"]}'];

/** The CSV `boardlore study` writes for `settings` of `game`, and the summary it prints. */
function cliCsv(game, games, seed, settings) {
  const file = join(scratch, `study-${seed}.csv`);
  const args = ['study', '--game', game, '--games', String(games), '--seed', String(seed), '--csv', file];
  const summary = execFileSync(CLI, [...args, ...settings.flatMap((s) => ['--setting', s])], { encoding: 'utf8' });
  return [readFileSync(file, 'utf8'), summary];
}

/** The page's figures on the summary line whose label holds `name`, as the command prints them:
 * `value (low-high)`, or the cell's words where it has no interval. */
async function pageLine(page, name) {
  return page.$$eval('[data-testid="study-summary"] tbody tr', (rows, name) => {
    const row = rows.find((r) => r.querySelector('th').firstChild.textContent.includes(name));
    return [...row.querySelectorAll('td')].map((td) => {
      const interval = td.querySelector('.interval');
      return interval ? `${td.firstChild.textContent} (${interval.textContent.replace(' to ', '-')})` : td.textContent;
    });
  }, name);
}

const phase = (page) => page.getAttribute('[data-testid="study-status"]', 'data-phase');

test('a study of two settings run in the page gives the rows of boardlore study', async () => {
  await withPage('?study=1&game=leyla&games=20&seed=7&rules2=single_round:true&seats2=easy,random', { ...PHONE, ready, checkForeign: true }, async ({ page }) => {
    assert.equal(await page.$$eval('[data-testid="notice"]', (n) => n.length), 0, 'a good address raises nothing');
    assert.equal(await page.inputValue('[data-setting="1"] select[data-option="single_round"]'), 'true');
    assert.equal(await page.inputValue('[data-setting="1"] select[data-seat="0"]'), 'easy');
    await page.tap('[data-testid="study-run"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="study-status"]').dataset.phase === 'finished', null, { timeout: 120000 });
    assert.equal(await page.getAttribute('[data-testid="study-status"]', 'data-done'), '40');
    const [download] = await Promise.all([page.waitForEvent('download'), page.tap('[data-testid="study-csv"]')]);
    const file = join(scratch, 'page.csv');
    await download.saveAs(file);
    assert.equal(download.suggestedFilename(), 'study-leyla-seed-7.csv');
    const [expected, summary] = cliCsv('leyla', 20, 7, SETTINGS);
    assert.equal(expected.trim().split('\n').length, 41, 'a header and 40 rows');
    assert.equal(readFileSync(file, 'utf8'), expected);
    // The command shown gives the same study; the link reproduces it.
    const command = await page.textContent('[data-testid="study-command"]');
    assert.equal(command, `boardlore study --game leyla --games 20 --seed 7 --setting '${SETTINGS[0]}' --setting '${SETTINGS[1]}'`);
    const link = await page.getAttribute('[data-testid="study-link"]', 'href');
    assert.deepEqual(Object.fromEntries(new URLSearchParams(link)), {
      study: '1', game: 'leyla', games: '20', seed: '7', seats1: 'random,random', rules2: 'single_round:true', seats2: 'easy,random',
    });
    const games = await page.$$eval('[data-testid="study-summary"] tbody tr:first-child td', (cells) => cells.map((c) => c.textContent));
    assert.deepEqual(games, ['20', '20']);
    // The summary ends with Ludii's names of the same things, the command's very figures.
    for (const name of ['BranchingFactorAverage', 'Timeouts']) {
      const cli = summary.split('\n').find((l) => l.startsWith(`Ludii ${name} `)).replace(/^Ludii \S+\s+/, '').split(/\s{2,}/);
      assert.deepEqual(await pageLine(page, name), cli, name);
    }
    // Figures whose names alone do not say what they count are defined where they stand.
    const defined = await page.$$eval('[data-testid="study-summary"] th', (rows) => Object.fromEntries(rows
      .filter((th) => th.querySelector('[data-testid="study-defined"]'))
      .map((th) => [th.firstChild.textContent.trim(), th.querySelector('[data-testid="study-defined"]').textContent])));
    assert.match(defined['Actions per game (mean)'] ?? '', /^An action is one entry in a game's record/);
    assert.match(defined['Turns per game'] ?? '', /^A turn ends each time/);
    assert.match(defined["First seat's advantage, in points over a fair share"] ?? '', /percentage points/);
    for (const chart of ['wins', 'lengths', 'measures']) {
      assert.ok(await page.$$eval(`[data-testid="chart-${chart}"] rect.bar`, (r) => r.length) >= 4, `the ${chart} chart has bars`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no sideways scroll on a phone');
  });
});

test('Stop ends a long study and shows what was played', async () => {
  await withPage('?study=1&game=leyla&games=100000&seed=3&workers=1', { ready }, async ({ page }) => {
    await page.click('[data-testid="study-run"]');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="study-status"]').dataset.done) > 0, null, { timeout: 60000 });
    await page.click('[data-testid="study-stop"]');
    assert.equal(await phase(page), 'stopped');
    const done = Number(await page.getAttribute('[data-testid="study-status"]', 'data-done'));
    assert.ok(done > 0 && done < 200000, `${done} games before the stop`);
    await page.waitForTimeout(1500);
    assert.equal(Number(await page.getAttribute('[data-testid="study-status"]', 'data-done')), done, 'nothing more is played');
    const games = await page.$$eval('[data-testid="study-summary"] tbody tr:first-child td', (cells) => cells.map((c) => Number(c.textContent.replace(/,/g, ''))));
    assert.equal(games[0] + games[1], done, 'the summary counts the games played');
    assert.ok(await page.isEnabled('[data-testid="study-run"]'), 'a new study can be run');
  });
});

test('an address the study page cannot take is told in words, and the page still works', async () => {
  await withPage('?study=1&game=chess&games=abc&seed=-4&rules1=nonsense&seats2=hard,wizard&workers=99', { ready }, async ({ page }) => {
    const notice = await page.textContent('[data-testid="notice"]');
    for (const words of ['There is no game "chess"', '"nonsense" is not a list of rule options', '"wizard" is not a level',
      '"abc" is not a number of games', '"-4" is not a seed', '"99" is not a number of workers']) {
      assert.ok(notice.includes(words), `${words} in: ${notice}`);
    }
    assert.equal(await page.inputValue('[data-testid="study-game"]'), 'leyla', 'the first game is studied');
    await page.fill('[data-testid="study-games"]', 'twelve');
    await page.press('[data-testid="study-games"]', 'Tab');
    await page.click('[data-testid="study-run"]');
    assert.ok((await page.textContent('[data-testid="notice"]')).includes('"twelve" is not a number of games'));
    assert.equal(await phase(page), 'ready', 'nothing runs');
  });
});

test('the home screen and an about page lead to the study page', async () => {
  await withPage('', {}, async ({ page }) => {
    await page.click('[data-testid="study"]');
    await page.waitForSelector(ready);
    assert.equal(await page.inputValue('[data-testid="study-game"]'), 'leyla');
  });
  await withPage('?about=piprjall', {}, async ({ page }) => {
    await page.click('[data-testid="study"]');
    await page.waitForSelector(ready);
    assert.equal(await page.inputValue('[data-testid="study-game"]'), 'piprjall');
  });
});

test('the study page and its results have no serious or critical accessibility problems (axe-core)', async () => {
  const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const problems = [];
  // Not withPage: the audit's script is injected, so this profile bypasses the page's CSP.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  try {
    for (const lang of ['en', 'is']) {
      for (const scheme of ['light', 'dark']) {
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${server.url}?study=1&game=ceelkoqyuqkoqiji&games=6&rules2=players:4&lang=${lang}`);
        await page.click('[data-testid="study-run"]');
        await page.waitForSelector('[data-testid="study-results"]', { timeout: 60000 });
        await page.evaluate(axe);
        const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
        for (const v of result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
          problems.push(`${lang} (${scheme}): ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${lang} (${scheme}): ${overflow} px of sideways scroll`);
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});
