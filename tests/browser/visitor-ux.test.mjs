// Browser tests of what tripped a newcomer on a phone (shared/reviews/ux.md, issue 32), done as a
// visitor does it, with real taps on a 390x844 touch screen: after the computer's reply the
// playable holes still look different from the others; a tap on "propose to end the round" ends
// nothing until confirmed; a round's result stays until "Next round"; the control a turn needs is
// on the screen without scrolling, upright and turned; every game fits its frame (600x450 and a
// phone's 366 px column) without scrolling inside it, light unless the host asks for dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, withPage, savedActions } from './helpers.mjs';

setUp();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TURNED = { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true };
const GAMES = ['leyla', 'ceelkoqyuqkoqiji', 'dongjintian', 'piprjall'];

const movesPlayed = (page) => page.$eval('.moves', (m) => Number(m.textContent.split(' ')[0]));
const idle = (page) => page.waitForSelector('svg.board:not([data-busy])');

/** Each site's rim as drawn: stroke colour and width of its pit, and its glow. */
const rims = (page) => page.$$eval('[data-site]', (nodes) => nodes.map((n) => {
  const pit = getComputedStyle(n.querySelector('.pit'));
  return { id: n.dataset.site, state: n.dataset.state, legal: n.dataset.legal === 'true', last: n.dataset.last === 'true', role: n.dataset.lastRole,
    by: n.dataset.lastBy, rim: `${pit.stroke} ${pit.strokeWidth}`, fill: pit.fill,
    glow: n.querySelector('.glow') ? getComputedStyle(n.querySelector('.glow')).stroke : null };
}));

test('on a phone, after the computer replies, the holes you may play look different from all others', async () => {
  for (const colorScheme of ['light', 'dark']) {
    await withPage('?game=leyla&new=1&north=easy&speed=off', { ...PHONE, colorScheme }, async ({ page }) => {
      await page.waitForSelector('[data-legal="true"]');
      assert.equal(await page.evaluate(() => matchMedia('(hover: hover)').matches), false, 'a touch phone does not hover');
      const before = await rims(page);
      await page.tap('[data-site="a3"]');
      await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 moves'), null, { timeout: 20000 });
      await page.waitForSelector('[data-legal="true"]');
      await idle(page);
      const after = await rims(page);
      const legal = after.filter((s) => s.legal);
      const others = after.filter((s) => !s.legal);
      assert.ok(legal.length > 0 && after.some((s) => s.last), `${colorScheme}: playable holes and a marked last move`);
      const playable = new Set(legal.map((s) => s.rim));
      assert.equal(playable.size, 1, `${colorScheme}: one look for every playable hole, last move or not: ${[...playable]}`);
      for (const s of others) assert.ok(!playable.has(s.rim), `${colorScheme}: ${s.id} (not playable) has the playable rim ${s.rim}`);
      // The last move is marked by its glow, not by the rim.
      for (const s of after.filter((x) => x.last)) assert.notEqual(s.glow, 'none', `${s.id} glows`);
      // No hover tint stays on the tapped hole: it is filled as the holes marked as it is.
      const tapped = after.find((s) => s.id === 'a3');
      const twin = after.find((s) => s.id !== 'a3' && s.last === tapped.last && s.role === tapped.role && s.by === tapped.by
        && s.state === tapped.state);
      if (twin) assert.equal(tapped.fill, twin.fill, `a3 is filled as ${twin.id}`);
      else assert.ok(before.some((s) => s.fill === tapped.fill) || tapped.last, `a3's fill ${tapped.fill}`);
      // A capture glows in the colour of the seat that made it.
      for (const s of after.filter((x) => x.role === 'capture')) {
        const seat = await page.evaluate((by) => getComputedStyle(document.querySelector(`.scores .seat-${by} .swatch`)).backgroundColor, s.by);
        assert.equal(s.glow, seat, `the capture on ${s.id} is in seat ${s.by}'s colour`);
      }
    });
  }
});

test('Ceelkoqyuqkoqiji on a phone: a tap on "propose to end the round" ends nothing until confirmed', async () => {
  await withPage('?game=ceelkoqyuqkoqiji&new=1&north=easy&speed=off', PHONE, async ({ page }) => {
    const started = Date.now();
    // Throw fingers and play the first offered move until the visitor may propose.
    // (A minute at most: on a busy machine the computer's first moves and the page's start are slow.)
    while (!(await page.$('[data-action="propose"]')) && Date.now() - started < 60000) {
      const finger = await page.$('[data-action="index"], [data-action="thumb"], [data-action="little"]');
      if (finger) { await finger.tap(); await idle(page); continue; }
      await page.waitForTimeout(100);
    }
    const propose = await page.waitForSelector('[data-action="propose"]', { timeout: 5000 });
    assert.equal(await propose.getAttribute('data-weighty'), 'true');
    assert.match(await page.textContent('[data-testid="weighty"]'), /cannot be taken back/);
    const moves = await movesPlayed(page);
    await propose.tap();
    await page.waitForSelector('[data-testid="confirm"]');
    await page.waitForTimeout(500);
    assert.equal(await movesPlayed(page), moves, 'nothing is played by the tap');
    assert.ok(!(await savedActions(page)).includes('propose'), 'nothing is saved');
    assert.match(await page.textContent('[data-testid="confirm"]'), /propose to end the round: are you sure\?/);
    // "No, go back" is the prominent button; it leaves the moves as they were.
    assert.equal(await page.getAttribute('[data-testid="confirm-no"]', 'class'), 'primary');
    await page.tap('[data-testid="confirm-no"]');
    await page.waitForSelector('[data-action="propose"]');
    assert.equal(await movesPlayed(page), moves);
    // Confirmed, it counts.
    await page.tap('[data-action="propose"]');
    await page.tap('[data-testid="confirm-yes"]');
    await page.waitForFunction((n) => Number(document.querySelector('.moves').textContent.split(' ')[0]) > n, moves);
    assert.ok((await savedActions(page)).includes('propose'));
    // If the computer agrees, the round's result says who took what in one sentence, and each of
    // the round's notes (here the agreement) as an item of its own, not run into the sentence.
    const result = await page.waitForSelector('[data-testid="round-result"]', { timeout: 10000 }).catch(() => null);
    if (result) {
      assert.equal(await page.$$eval('[data-testid="round-result"] > p', (ps) => ps.length), 1);
      const notes = await page.$$eval('[data-testid="round-result"] li', (items) => items.map((li) => li.textContent));
      assert.ok(notes.some((note) => /agreement/.test(note)), `the agreement is a note of its own: ${notes}`);
      assert.doesNotMatch(await page.textContent('[data-testid="round-result"] > p'), /agreement/);
    }
  });
});

test('a Leyla round against the computer: the result stays, in the visitor\'s words, until "Next round"', async () => {
  await withPage('?game=leyla&new=1&north=easy&speed=off', {}, async ({ page }) => {
    const started = Date.now();
    while (!(await page.$('[data-testid="next-round"]')) && Date.now() - started < 120000) {
      if (await page.$('[data-testid="summary"]')) break;
      const target = (await page.$('[data-legal="true"]')) ?? (await page.$('[data-testid="choices"] [data-action]'));
      if (target) { await target.click(); await idle(page); } else await page.waitForTimeout(50);
      // A round the visitor begins is theirs to start: its result is shown until they move.
      if (await page.$('[data-testid="round-result"]')) break;
    }
    const result = await page.textContent('[data-testid="round-result"]');
    assert.match(result, /^Round 1: you took \d+, North \d+\./);
    if (await page.$('[data-testid="next-round"]')) {
      const moves = await movesPlayed(page);
      await page.waitForTimeout(2500);
      assert.equal(await movesPlayed(page), moves, 'the computer waits while the result is read');
      assert.equal(await page.textContent('[data-testid="round-result"]'), result);
      await page.click('[data-testid="next-round"]');
      await page.waitForFunction((n) => Number(document.querySelector('.moves').textContent.split(' ')[0]) > n, moves, { timeout: 20000 });
    }
  });
});

/** Where the first element matching `selector` is off the screen or covered at its middle. */
async function uncovered(page, selector) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return [`missing (${selector})`];
    const r = element.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [`middle at ${Math.round(x)},${Math.round(y)} in ${innerWidth}x${innerHeight}`];
    const top = document.elementFromPoint(x, y);
    return element.contains(top) ? [] : [`covered by ${top?.tagName}.${top?.className?.baseVal ?? top?.className}`];
  }, selector);
}

/** The parts of a turn that must be on the screen at once, whole: the status, the board, the
 * control (a tables board standing upright on a phone too: its turn is in a column beside it). */
async function offScreen(page, control) {
  return page.evaluate((control) => {
    const parts = { status: '[data-testid="status"]', board: 'svg.board', control };
    const out = [];
    for (const [name, selector] of Object.entries(parts)) {
      const element = document.querySelector(selector);
      if (!element) { out.push(`${name}: missing (${selector})`); continue; }
      const r = element.getBoundingClientRect();
      if (r.top < -1 || r.bottom > innerHeight + 1 || r.left < -1 || r.right > innerWidth + 1) {
        out.push(`${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}x${innerHeight}`);
      }
    }
    return out;
  }, control);
}

/** Each site of the board whose middle is off the screen, or where something else (a panel, a
 * button) is what a tap there would reach. */
async function hiddenSites(page) {
  return page.$$eval('[data-site]', (nodes) => nodes.flatMap((n) => {
    const r = (n.querySelector('.hit') ?? n.querySelector('.pit')).getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [`${n.dataset.site} off the screen at ${Math.round(x)},${Math.round(y)}`];
    const top = document.elementFromPoint(x, y);
    return n.contains(top) ? [] : [`${n.dataset.site} covered by ${top?.tagName}.${top?.className?.baseVal ?? top?.className}`];
  }));
}

for (const [screen, options] of [['upright', PHONE], ['turned', TURNED]]) {
  test(`on a phone ${screen}: each game's board, status and first control are on one screen without scrolling`, async () => {
    // Four-player Ceelkoqyuqkoqiji on its 2x7 board is the widest mancala board.
    for (const game of [...GAMES, 'ceelkoqyuqkoqiji&players=4&ruleset=fourteen_holes&east=easy&west=easy']) {
      await withPage(`?game=${game}&new=1&north=easy&speed=off`, options, async ({ page }) => {
        await page.waitForSelector('[data-legal="true"], [data-testid="roll"], [data-testid="choices"] [data-action]');
        const control = '[data-testid="roll"], [data-testid="choices"] [data-action], [data-legal="true"]';
        assert.deepEqual(await offScreen(page, control), [], `${game} ${screen}`);
        assert.equal(await page.evaluate(() => scrollY), 0);
        if (game === 'piprjall') {
          // The throw, then the pieces to move and the dice, still on the same screen and not
          // covered by anything.
          await page.tap('[data-testid="roll"]');
          await page.waitForSelector('[data-legal="true"]');
          for (const part of ['[data-legal="true"]', '.dice-shown']) {
            assert.deepEqual(await uncovered(page, part), [], `piprjall ${screen} after the throw: ${part}`);
          }
          assert.equal(await page.evaluate(() => scrollY), 0);
        }
        if (game.includes('players=4')) {
          // Fingers thrown (again after a draw) until South has holes to play: each hole's cell
          // (what a tap reaches) a finger wide, with no sideways scroll, and the board, the
          // sentence about the last move and the hint to tap on one screen.
          for (let taps = 0; taps < 12 && !(await page.$('[data-legal="true"]')); taps += 1) {
            const finger = await page.$('[data-testid="choices"] [data-action]');
            if (finger) await finger.tap(); else await page.waitForTimeout(100);
          }
          const holes = await page.$$eval('[data-legal="true"]', (nodes) => nodes.map((n) => {
            const r = n.getBoundingClientRect();
            return `${n.dataset.site} ${Math.round(r.width)}x${Math.round(r.height)}`;
          }));
          assert.ok(holes.length > 0, `four players ${screen}: holes to play`);
          assert.deepEqual(holes.filter((h) => h.split(' ')[1].split('x').some((d) => d < 44)), [], `four players ${screen}: touch targets`);
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, `four players ${screen}: no sideways scroll`);
          for (const part of ['[data-legal="true"]', '[data-testid="announce"]']) {
            assert.deepEqual(await offScreen(page, part), [], `four players ${screen}: ${part}`);
          }
        }
      });
    }
  });
}

for (const [frame, viewport] of [['600x450', { width: 600, height: 450 }], ['366x450', { width: 366, height: 450 }]]) {
  test(`every game fits a ${frame} frame without scrolling inside it`, async () => {
    const setups = [...GAMES.map((g) => `?game=${g}&new=1`), '?game=ceelkoqyuqkoqiji&new=1&players=4&ruleset=fourteen_holes'];
    for (const setup of setups) {
      await withPage(`${setup}&embed=1&speed=off`, { viewport, colorScheme: 'dark' }, async ({ page }) => {
        await page.waitForSelector('[data-site]');
        const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
        assert.ok(size[0] <= viewport.width && size[1] <= viewport.height, `${setup}: ${size.join('x')} in ${frame}`);
        // Light in a frame by default, even on a dark system.
        const bg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());
        assert.equal(bg, '#f7f1e6', `${setup}: light in a frame`);
      });
    }
  });
}

for (const [screen, options] of [['upright', PHONE], ['turned', TURNED]]) {
  test(`Piprjall on a phone ${screen}: a whole turn against the computer without scrolling, no point under a panel`, async () => {
    await withPage('?game=piprjall&new=1&north=easy&speed=off', options, async ({ page }) => {
      const turn = async (what) => {
        assert.deepEqual(await hiddenSites(page), [], `${screen}, ${what}: every point, bar and tray can be tapped`);
        assert.equal(await page.evaluate(() => [scrollX, scrollY].join(',')), '0,0', `${screen}, ${what}: not scrolled`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, `${screen}: no sideways scroll`);
      };
      await page.waitForSelector('[data-testid="roll"]');
      // The most prominent button is the throw; it is on the screen with the whole board.
      assert.equal(await page.$eval('button.primary', (b) => b.dataset.testid), 'roll');
      assert.deepEqual(await offScreen(page, '[data-testid="roll"]'), [], `${screen}, before the throw`);
      await turn('before the throw');
      // Turns until one of the visitor's moves has been answered: throw, tap what looks playable
      // and where it may go.
      let answered = false;
      for (let taps = 0; taps < 40 && !answered; taps += 1) {
        await idle(page);
        const roll = await page.$('[data-testid="roll"]');
        if (roll) {
          if (taps > 0) answered = true;
          assert.deepEqual(await offScreen(page, '[data-testid="roll"]'), [], `${screen}, throw ${taps}`);
          if (answered) break;
          await roll.tap();
          await page.waitForSelector('.dice-shown');
          assert.deepEqual(await offScreen(page, '.dice-shown'), [], `${screen}: the dice after the throw`);
          await turn('after the throw');
          continue;
        }
        const target = await page.$('[data-target="true"]');
        const site = target ?? (await page.$('[data-legal="true"]')) ?? (await page.$('[data-testid="choices"] [data-action]'));
        if (site) await site.tap(); else await page.waitForTimeout(100);
      }
      assert.ok(answered, `${screen}: the visitor's turn was played and the computer answered`);
      // The sentence about the last move is on the screen too.
      assert.deepEqual(await offScreen(page, '[data-testid="announce"]'), [], `${screen}: the last move in words`);
      assert.match(await page.textContent('[data-testid="announce"]'), /North/);
      await turn('after the reply');
    });
  });
}

/** Plays a framed game with the computer in every seat and measures its document all along in
 * each of `viewports` (each state it passes through, a round's end waiting for "Next round"
 * included: the frame is resized to each size at every sample, so one game measures both). */
async function fitsThroughout(page, viewports, seconds) {
  const worst = viewports.map(() => ({ width: 0, height: 0, at: '' }));
  let roundEnds = 0;
  // Tables sites seen holding pieces (the bar, borne off).
  const seen = new Set();
  const until = Date.now() + seconds * 1000;
  const sample = async () => {
    for (const [i, viewport] of viewports.entries()) {
      await page.setViewportSize(viewport);
      // Measured once the page has drawn itself at the new size (the board reads the window's
      // size on "resize" and is drawn again at the next frame), as a person would see it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const [w, h, status, aside] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight,
        document.querySelector('[data-testid="status"]')?.textContent ?? '',
        [...document.querySelectorAll('[data-site^="bar"], [data-site^="off"]')].filter((n) => n.dataset.count !== '0').map((n) => n.dataset.site)]);
      for (const site of aside) seen.add(site);
      if (h > worst[i].height || w > worst[i].width) Object.assign(worst[i], { width: Math.max(w, worst[i].width), height: Math.max(h, worst[i].height), at: status });
    }
  };
  while (Date.now() < until && !(await page.$('[data-testid="summary"]'))) {
    await sample();
    // A round's result (it stays until "Next round", or until the next move when the computer
    // plays every seat).
    if (await page.$('[data-testid="round-result"]')) roundEnds += 1;
    const next = await page.$('[data-testid="next-round"]');
    if (next) { await page.waitForTimeout(150); await next.click().catch(() => {}); }
    await page.waitForTimeout(60);
  }
  // The game's end, if it came.
  await sample();
  return viewports.map((viewport, i) => ({ ...worst[i], roundEnds, aside: [...seen].sort().join(' '),
    fits: worst[i].width <= viewport.width && worst[i].height <= viewport.height }));
}

test('every game fits a 600x450 and a 366x450 frame later in the game and at a round\'s end', async () => {
  const frames = [['600x450', { width: 600, height: 450 }], ['366x450', { width: 366, height: 450 }]];
  const computers = 'south=easy&north=easy';
  const setups = [
    [`?game=leyla&new=1&${computers}`, true],
    [`?game=ceelkoqyuqkoqiji&new=1&${computers}`, true],
    [`?game=ceelkoqyuqkoqiji&new=1&players=4&ruleset=fourteen_holes&${computers}&east=easy&west=easy`, true],
    [`?game=dongjintian&new=1&${computers}&east=easy&west=easy`, false],
    [`?game=piprjall&new=1&${computers}`, false, 60],
  ];
  const found = [];
  for (const [setup, rounds, seconds = 25] of setups) {
    await withPage(`${setup}&embed=1&speed=off`, { viewport: frames[1][1] }, async ({ page }) => {
      await page.waitForSelector('[data-site]');
      const measured = await fitsThroughout(page, frames.map(([, viewport]) => viewport), seconds);
      const moves = await movesPlayed(page).catch(() => 0);
      const name = `${setup.split('&')[0]}${setup.includes('players=4') ? ' (4)' : ''}`;
      for (const [i, [frame]] of frames.entries()) {
        const m = measured[i];
        found.push(`${name} in ${frame}: ${m.width}x${m.height} at "${m.at}" after ${moves} moves, ${m.roundEnds} samples at a round's end${m.aside ? `, pieces seen on ${m.aside}` : ''}`);
        assert.ok(m.fits, `${setup} in ${frame}: ${m.width}x${m.height} at "${m.at}"`);
      }
      // Games in rounds must reach a round's end; the others must be well under way.
      assert.ok(rounds || moves >= 20, `${setup}: the game went on (${moves} moves)`);
      if (setup.includes('piprjall')) assert.match(measured[0].aside, /bar/, 'Piprjall: a piece was hit on to the bar');
      if (rounds) assert.ok(measured[0].roundEnds > 0 || (await page.$('[data-testid="summary"]')), `${setup}: a round ended`);
    });
  }
  console.log(`  ${found.join('\n  ')}`);
});

test('a frame asked for theme=dark is dark, and theme=auto follows the system', async () => {
  for (const [theme, scheme, bg] of [['dark', 'light', '#16120e'], ['auto', 'dark', '#16120e'], ['auto', 'light', '#f7f1e6']]) {
    await withPage(`?game=leyla&new=1&embed=1&theme=${theme}`, { colorScheme: scheme }, async ({ page }) => {
      await page.waitForSelector('[data-site]');
      const shown = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());
      assert.equal(shown, bg, `theme=${theme} on a ${scheme} system`);
    });
  }
});
