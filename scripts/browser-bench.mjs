// The browser benchmark (prints figures; not a test: `scripts/bench.sh` builds what it needs and
// runs it). Each figure is checked only to have been measured. Random playouts per
// second in WebAssembly (inside the computer player's worker) against the native CLI, the time a
// hard-level decision takes in each game, the longest main-thread task while the computer
// thinks, the hard computer's playouts per second on one worker and on two (root-parallel
// parts), the study page's games per second on one worker and on two, and the time the computer's
// review of a 60-decision Leyla match takes on one worker and on two (`--only coachReview` runs that one
// alone; any function's name works).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, serveDist, launchChromium } from '../tests/browser/helpers.mjs';

// The native side of the comparison: an optimised build of the CLI (scripts/bench.sh builds it).
const RELEASE_CLI = join(ROOT, 'target/release/boardlore');
const GAMES = { leyla: 400, ceelkoqyuqkoqiji: 400, dongjintian: 400, piprjall: 20 };

const server = await serveDist('/');
const browser = await launchChromium();

async function playouts() {
  const page = await browser.newPage();
  await page.goto(server.url);
  const figures = await page.evaluate(async (games) => {
    const worker = new Worker('./boardlore-worker_loader.js');
    const next = () => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
    await next();
    const out = {};
    const run = async (game, playouts, seed) => {
      const started = performance.now();
      worker.postMessage(JSON.stringify({ bench: game, playouts, seed }));
      const reply = JSON.parse(await next());
      return { seconds: (performance.now() - started) / 1000, actions: reply.actions };
    };
    for (const [game, playouts] of Object.entries(games)) {
      // A warm-up run lets the browser's optimising compiler take over from its baseline one,
      // and sizes the measured run to about two seconds.
      const warm = await run(game, playouts, 2);
      const measured = Math.max(playouts, Math.round(playouts * 2 / Math.max(warm.seconds, 0.001)));
      const timed = await run(game, measured, 1);
      out[game] = { playoutsPerSecond: measured / timed.seconds, actionsPerSecond: timed.actions / timed.seconds };
      // One hard-level search from the game's first position with a choice, after a warm-up one.
      for (const seed of [2, 1]) {
        const started = performance.now();
        worker.postMessage(JSON.stringify({ bench_search: game, seed }));
        out[game].searched = JSON.parse(await next()).searched;
        out[game].hardSeconds = (performance.now() - started) / 1000;
      }
    }
    worker.terminate();
    return out;
  }, GAMES);
  const native = {};
  for (const game of Object.keys(GAMES)) {
    const report = execFileSync(RELEASE_CLI, ['bench', '--game', game, '--seconds', '2'], { encoding: 'utf8' });
    native[game] = {
      playouts: Number(report.match(/playouts per second: (\d+)/)[1]),
      iterations: Number(report.match(/search iterations per second: (\d+)/)[1]),
    };
  }
  for (const [game, f] of Object.entries(figures)) {
    console.log(`wasm ${game}: ${f.playoutsPerSecond.toFixed(0)} playouts/s, ${f.actionsPerSecond.toFixed(0)} actions/s; native ${native[game].playouts} playouts/s; native/wasm ${(native[game].playouts / f.playoutsPerSecond).toFixed(2)}`);
    console.log(`hard decision in ${game}: ${f.searched} iterations, ${f.hardSeconds.toFixed(2)} s in wasm, ${(f.searched / native[game].iterations).toFixed(2)} s natively`);
    assert.ok(f.playoutsPerSecond > 0);
    assert.ok(f.searched > 0);
  }
  await page.close();
}

async function longestTask() {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longest = Math.max(window.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${server.url}?game=leyla&new=1&speed=off&north=hard`);
  await page.waitForSelector('[data-site="a1"]');
  await page.evaluate(() => { window.longest = 0; });
  const started = Date.now();
  await page.click('[data-site="a3"]');
  await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 60000 });
  const thinking = (Date.now() - started) / 1000;
  const longest = await page.evaluate(() => window.longest);
  console.log(`hard computer move in Leyla: ${thinking.toFixed(2)} s of thinking; longest main-thread task ${longest.toFixed(0)} ms (0: none over 50 ms)`);
  assert.ok(thinking > 0);
  await page.close();
}

async function hardWorkers() {
  for (const workers of [1, 2]) {
    const page = await browser.newPage();
    await page.goto(`${server.url}?game=leyla&new=1&speed=off&north=hard&workers=${workers}`);
    await page.click('[data-site="a3"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 60000 });
    // The second decision is timed: the workers have started and loaded by then.
    const started = Date.now();
    await page.click('[data-legal="true"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('4 moves'), null, { timeout: 60000 });
    const seconds = (Date.now() - started) / 1000;
    const playouts = Number(await page.getAttribute('[data-testid="considered"]', 'data-iterations'));
    console.log(`hard computer in Leyla on ${workers} worker(s): ${playouts} playouts in ${seconds.toFixed(2)} s, ${(playouts / seconds).toFixed(0)} playouts/s`);
    assert.ok(playouts > 0);
    await page.close();
  }
}

async function studyWorkers() {
  const games = 25000;
  const figures = {};
  for (const workers of [1, 2]) {
    const page = await browser.newPage();
    await page.goto(`${server.url}?study=1&game=leyla&games=${games}&seed=1&workers=${workers}`);
    await page.click('[data-testid="study-run"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="study-status"]').dataset.phase === 'finished', null, { timeout: 300000 });
    const seconds = Number(await page.getAttribute('[data-testid="study-status"]', 'data-seconds'));
    figures[workers] = (2 * games) / seconds;
    console.log(`study page, ${2 * games} random Leyla matches on ${workers} worker(s): ${seconds.toFixed(2)} s, ${figures[workers].toFixed(0)} games/s (workers started included)`);
    assert.ok(seconds > 0);
    await page.close();
  }
  const args = ['study', '--game', 'leyla', '--games', String(games), '--setting', '{}', '--setting', '{}', '--threads', '1', '--csv', '/dev/null'];
  const report = execFileSync(RELEASE_CLI, args, { encoding: 'utf8' });
  const native = (2 * games) / Number(report.match(/ in ([\d.]+) s on /)[1]);
  console.log(`study page speed-up on two workers: ${(figures[2] / figures[1]).toFixed(2)}x; native boardlore study on one thread: ${native.toFixed(0)} games/s`);
}

/** The first random Leyla match (seeds from 0) holding 60 decisions of both seats, cut after the
 * 60th (as tests/coach_stability.rs chooses it natively, though from the CLI's seeds). */
function sixtyDecisionMatch() {
  const file = join(ROOT, 'target/bench-coach.json');
  for (let seed = 0; seed < 100; seed += 1) {
    const record = JSON.parse(execFileSync(RELEASE_CLI, ['random', '--game', 'leyla', '--seed', String(seed)], { encoding: 'utf8' }));
    writeFileSync(file, JSON.stringify(record));
    // A review of budget 1 lists the decisions at once.
    const listed = JSON.parse(execFileSync(RELEASE_CLI, ['review', file, '--budget', '1', '--json'], { encoding: 'utf8' }));
    if (listed.decisions.length < 60) continue;
    record.actions = record.actions.slice(0, listed.decisions[59].index + 1);
    writeFileSync(file, JSON.stringify(record));
    return { file, seed, param: execFileSync(RELEASE_CLI, ['link', file], { encoding: 'utf8' }).trim() };
  }
  throw new Error('no random Leyla match with 60 decisions');
}

async function coachReview() {
  const { file, seed, param } = sixtyDecisionMatch();
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  for (const workers of [1, 2]) {
    const page = await browser.newPage();
    const loadBefore = load();
    await page.goto(`${server.url}?${param}&workers=${workers}`);
    // Timed from the press of "Review the game" (the workers start then) to the last decision.
    await page.click('[data-testid="coach-start"]');
    await page.waitForSelector('[data-testid="coach-progress"][data-complete="true"]', { timeout: 600000 });
    const seconds = Number(await page.getAttribute('[data-testid="coach-progress"]', 'data-seconds'));
    const decisions = await page.$$eval('button.coach-row', (rows) => rows.length);
    assert.equal(decisions, 60);
    console.log(`review of a 60-decision Leyla match (random seed ${seed}, both seats, the review's effort: 4 parts of 1000 iterations a search, seed 1) on ${workers} worker(s): ${seconds.toFixed(2)} s in Chromium (load ${loadBefore} before, ${load()} after)`);
    await page.close();
  }
  const started = Date.now();
  execFileSync(RELEASE_CLI, ['review', file, '--json'], { encoding: 'utf8' });
  console.log(`the same natively (boardlore review, every core): ${((Date.now() - started) / 1000).toFixed(2)} s`);
}

try {
  for (const [title, bench] of [
    ['random playouts per second in wasm and natively', playouts],
    ['the longest main-thread task while the computer thinks', longestTask],
    ['the hard computer\'s playouts per second on one worker and on two', hardWorkers],
    ['the study page\'s games per second on one worker and on two', studyWorkers],
    ['the computer\'s review of a 60-decision Leyla match', coachReview],
  ].filter(([, bench]) => !process.argv.includes('--only') || process.argv.includes(bench.name))) {
    const started = Date.now();
    console.log(`== ${title}`);
    await bench();
    console.log(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
} finally {
  await browser.close();
  await server.close();
}
