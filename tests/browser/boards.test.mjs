// Boards a visitor can read and use on any screen: pieces moved by tapping, dice drawn, sizes a
// finger can hit, no sideways scroll, text on the boards large enough and in contrast, a board
// that stays put while choices come and go, focus where play goes on, and words that wait for
// the animation; at phone, landscape phone, tablet and kiosk sizes, light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { setUp, withPage, savedActions, engineAfter, CLI, storeActionsAndReload } from './helpers.mjs';

setUp();

const SIZES = [[390, 844], [844, 390], [820, 1180], [1920, 1080]];
const GAMES = ['leyla', 'ceelkoqyuqkoqiji', 'dongjintian', 'piprjall'];
const PLAYABLE = '[data-legal="true"], [data-target="true"], [data-testid="choices"] button, [data-testid="choices"] select';

/** Enters a throw by hand when the dice are due, so that pieces can be played. */
async function enterDice(page, a = '6', b = '5') {
  await page.selectOption('[data-testid="die-1"]', a);
  await page.selectOption('[data-testid="die-2"]', b);
  await page.click('[data-testid="enter-dice"]');
  await page.waitForSelector('[data-legal="true"]');
}

/** Playable sites, destinations and choices smaller than 44x44 px, and the sideways overflow. */
async function problems(page) {
  return page.evaluate((playable) => {
    const boxes = [...document.querySelectorAll(playable)]
      .map((n) => [n.dataset.site ?? n.dataset.action ?? n.dataset.testid ?? n.textContent, n.getBoundingClientRect()]);
    const small = boxes.filter(([, r]) => r.width < 44 || r.height < 44)
      .map(([name, r]) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`);
    const sizes = boxes.map(([, r]) => Math.min(r.width, r.height));
    return { small, sizes, overflow: document.documentElement.scrollWidth - window.innerWidth };
  }, PLAYABLE);
}

/** Every text drawn on the board whose size on screen is under 12 px or whose contrast with
 * what is drawn under it is under 4.5:1, and the smallest size and contrast found. */
async function boardText(page) {
  return page.evaluate(() => {
    const parse = (c) => {
      const srgb = c.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/);
      if (srgb) return srgb.slice(1, 4).map((v) => Number(v) * 255);
      const rgb = c.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?/);
      if (!rgb || rgb[4] === '0') return null;
      return rgb.slice(1, 4).map(Number);
    };
    const luminance = (rgb) => {
      const [r, g, b] = rgb.map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const page = parse(getComputedStyle(document.body).backgroundColor) ?? parse(getComputedStyle(document.documentElement).backgroundColor);
    const board = document.querySelector('svg.board');
    const scale = board.getScreenCTM().a;
    const scrolled = scrollY;
    const texts = [...board.querySelectorAll('text, tspan')].filter((t) => t.textContent.trim() && !t.querySelector('tspan'));
    const bad = [];
    let smallest = Infinity;
    let least = Infinity;
    for (const t of texts) {
      const style = getComputedStyle(t);
      const size = parseFloat(style.fontSize) * scale;
      const fill = parse(style.fill);
      let r = t.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight) {
        t.scrollIntoView({ block: 'center' });
        r = t.getBoundingClientRect();
      }
      // What the text stands on: its own halo (a stroke painted under the fill), else the
      // first shape under its middle, else the page.
      const halo = style.paintOrder.startsWith('stroke') && parseFloat(style.strokeWidth) >= 2 ? parse(style.stroke) : null;
      const under = halo ?? document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        .filter((e) => ['rect', 'circle', 'polygon', 'path', 'ellipse'].includes(e.tagName) && board.contains(e))
        .map((e) => parse(getComputedStyle(e).fill))
        .find((f) => f) ?? page;
      const ratio = contrast(fill, under);
      smallest = Math.min(smallest, size);
      least = Math.min(least, ratio);
      if (size < 12 || ratio < 4.5) bad.push(`"${t.textContent.trim()}" ${size.toFixed(1)} px, ${ratio.toFixed(2)}:1`);
    }
    scrollTo(0, scrolled);
    return { bad, smallest, least, count: texts.length };
  });
}

/** The board's box on the page (not in the window: a scroll is not a move of the board). */
function boardBox(page) {
  return page.$eval('svg.board', (b) => {
    const r = b.getBoundingClientRect();
    return JSON.stringify([r.x + scrollX, r.y + scrollY, r.width, r.height].map(Math.round));
  });
}

/** Whether the focus is where play goes on: a playable site, a destination or a choice. */
function focusOnPlay(page) {
  return page.evaluate((playable) => {
    const a = document.activeElement;
    return Boolean(a?.matches(playable) || a?.matches('[data-testid="roll"], [data-testid="enter-dice"]'));
  }, `${PLAYABLE}, [data-testid="choices"] button`);
}

test('Piprjall on a phone: dice drawn, a piece moved by tapping it, then tapping where it goes', async () => {
  await withPage('?game=piprjall&new=1&speed=off', { viewport: { width: 390, height: 844 }, hasTouch: true }, async ({ page }) => {
    await page.waitForSelector('[data-testid="dice"]');
    assert.equal(await page.$('[data-testid="die"]'), null, 'no dice before the throw');
    await enterDice(page);
    const dice = () => page.$$eval('[data-testid="die"]', (n) => n.map((d) => `${d.dataset.value}:${d.dataset.used}`));
    assert.deepEqual(await dice(), ['6:false', '5:false']);
    await page.tap('[data-site="t12"]');
    const targets = await page.$$eval('[data-target="true"]', (n) => n.map((s) => s.dataset.site).sort());
    assert.deepEqual(targets, ['t6', 't7']);
    await page.tap('[data-site="t6"]');
    await page.waitForFunction(() => document.querySelector('.moves').textContent.startsWith('2 '));
    assert.deepEqual(await savedActions(page), ['roll:6-5', 't12:6']);
    assert.equal(await page.getAttribute('[data-site="t6"]', 'data-count'), '1');
    assert.deepEqual(await dice(), ['6:true', '5:false'], 'the six is played');
    assert.ok(await focusOnPlay(page), 'focus is on what can be played next');
    // Empty points show no number; fifteen pieces are a stack, not one disc; the bar and the
    // trays are drawn as such; each side's way round is drawn.
    assert.equal(await page.$$eval('[data-site="t1"] text', (n) => n.filter((t) => t.textContent === '0').length), 0);
    assert.ok(await page.$$eval('[data-site="b1"] .piece', (n) => n.length) >= 5, 'a stack of checkers');
    assert.equal(await page.textContent('[data-site="off-s"] .box-name'), 'off');
    assert.equal(await page.textContent('[data-site="bar-n"] .box-name'), 'bar');
    for (const seat of [0, 1]) assert.ok(await page.$$eval(`.way.seat-${seat}`, (n) => n.length) >= 8, `seat ${seat}'s way`);
    assert.match(await page.textContent('[data-testid="announce"]'), /^South moved a piece from point t12 to point t6\./);
  });
});

for (const [width, height] of SIZES) {
  test(`at ${width}x${height}, light and dark: no sideways scroll, 44 px targets, legible board text, a board that stays put`, async () => {
    const measured = [];
    let smallest = Infinity;
    for (const game of GAMES) {
      for (const scheme of ['light', 'dark']) {
        await withPage(`?game=${game}&new=1&speed=off`, { viewport: { width, height }, hasTouch: width < 1000 }, async ({ page }) => {
          await page.emulateMedia({ colorScheme: scheme });
          const where = `${game} ${scheme}`;
          const text = await boardText(page);
          assert.ok(text.count > 0, `${where}: the board has text`);
          assert.deepEqual(text.bad, [], `${where}: board text under 12 px or 4.5:1`);
          measured.push(`${game} ${scheme}: text >= ${text.smallest.toFixed(1)} px, contrast >= ${text.least.toFixed(2)}:1`);
          // The layout is the same in both: it is played in light only.
          if (scheme === 'dark') return;
          const box = await boardBox(page);
          // Play a few actions as a person does (a throw by hand, then the first thing offered),
          // checking after each that the board has not moved and the focus is on play.
          for (let i = 0; i < 4; i += 1) {
            if (await page.$('[data-testid="enter-dice"]')) {
              await enterDice(page);
            } else {
              const next = (await page.$('[data-legal="true"]')) ?? (await page.$('[data-testid="choices"] [data-action]'));
              if (!next) break;
              await next.click();
              await page.waitForSelector('svg.board:not([data-busy])');
            }
            assert.equal(await boardBox(page), box, `${where}: the board moved after action ${i + 1}`);
            const found = await problems(page);
            smallest = Math.min(smallest, ...found.sizes);
            assert.ok(found.overflow <= 0, `${where}: ${found.overflow} px of sideways scroll`);
            assert.deepEqual(found.small, [], `${where}: targets under 44 px`);
            assert.ok(await focusOnPlay(page), `${where}: focus after action ${i + 1}`);
          }
          if (game === 'piprjall') {
            // A piece chosen: its destinations and the text choices appear; the board stays.
            await page.click('[data-legal="true"]');
            await page.waitForSelector('[data-target="true"]');
            assert.equal(await boardBox(page), box, `${where}: the board moved when the choices appeared`);
            assert.deepEqual((await problems(page)).small, [], `${where}: destinations under 44 px`);
          }
        });
      }
    }
    console.log(`${width}x${height}: smallest playable site or choice ${smallest.toFixed(1)} px; ${measured.join('; ')}`);
  });
}

test('the words wait for the animation, the last move stays marked and can be shown again', async () => {
  await withPage('?game=leyla&new=1&speed=normal', {}, async ({ page }) => {
    const before = (await page.textContent('[data-testid="status"]')).trim();
    await page.click('[data-site="a3"]');
    // While the counters are being sown, nothing tells where they ended.
    assert.ok(await page.$('svg.board[data-busy]'), 'the move is being shown');
    assert.equal((await page.textContent('[data-testid="status"]')).trim(), 'South is moving\u2026');
    assert.equal((await page.textContent('[data-testid="announce"]')).trim(), '');
    await page.waitForSelector('svg.board:not([data-busy])', { timeout: 20000 });
    assert.notEqual((await page.textContent('[data-testid="status"]')).trim(), before);
    assert.match(await page.textContent('[data-testid="announce"]'), /^South sowed 4 from hole a3; it relayed \d+ times? and ended in hole \w+, in (North|South)'s row\./);
    const roles = await page.$$eval('[data-last="true"]', (n) => n.map((s) => [s.dataset.site, s.dataset.lastRole]));
    assert.ok(roles.some(([site, role]) => site === 'a3' && role === 'from'), 'where the move began');
    assert.ok(roles.some(([, role]) => role === 'path'), 'the sites sown are marked');
    assert.ok(await page.$('[data-testid="path"]'), 'the path of the last move is drawn');
    assert.ok(await focusOnPlay(page), 'focus is on a playable site or a choice after the move');
    const after = await page.$$eval('[data-site]', (n) => n.map((s) => s.dataset.count).join());
    await page.click('[data-testid="replay"]');
    assert.ok(await page.$('svg.board[data-busy]'), 'shown again');
    assert.equal(await page.getAttribute('[data-site="a3"]', 'data-count'), '4', 'from the board before the move');
    await page.waitForSelector('svg.board:not([data-busy])', { timeout: 20000 });
    assert.equal(await page.$$eval('[data-site]', (n) => n.map((s) => s.dataset.count).join()), after);
    assert.equal(await page.textContent('.moves'), '1 move played', 'nothing played again');
  });
});

test('the focus ring differs from the playable ring and shows on the board, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    await withPage('?game=leyla&new=1&speed=off', {}, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.dataset.legal)); i += 1) {
        await page.keyboard.press('Tab');
      }
      const ratios = await page.evaluate(() => {
        const rgb = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
        const lum = (c) => {
          const [r, g, b] = rgb(c).map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
        const focused = document.activeElement;
        const other = [...document.querySelectorAll('[data-legal="true"]')].find((s) => s !== focused);
        const inner = getComputedStyle(focused.querySelector('.pit')).stroke;
        const outer = getComputedStyle(focused.querySelector('.ring')).stroke;
        const playable = getComputedStyle(other.querySelector('.pit')).stroke;
        const wood = getComputedStyle(document.querySelector('svg.board .wood')).fill;
        return { inner_playable: ratio(inner, playable), outer_wood: ratio(outer, wood), outer_inner: ratio(outer, inner) };
      });
      console.log(`focus ring, ${scheme}: ${JSON.stringify(Object.fromEntries(Object.entries(ratios).map(([k, v]) => [k, v.toFixed(2)])))}`);
      for (const [what, value] of Object.entries(ratios)) assert.ok(value >= 3, `${scheme}: ${what} ${value.toFixed(2)}:1`);
    });
  }
});

/** A seeded random game's actions up to the end of its first round (or game of a match). */
function toFirstRoundEnd(game, seed) {
  const { actions } = JSON.parse(execFileSync(CLI, ['random', '--game', game, '--seed', String(seed)], { encoding: 'utf8' }));
  let [lo, hi] = [0, actions.length];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (engineAfter(actions.slice(0, mid), game).campaign.history.length >= 1) hi = mid; else lo = mid + 1;
  }
  return actions.slice(0, lo);
}

test('on a 360 px phone, at the start and after a round: no sideways scroll; the rounds table has a heading for every column', async () => {
  for (const game of ['leyla', 'ceelkoqyuqkoqiji', 'piprjall']) {
    const actions = toFirstRoundEnd(game, 5);
    await withPage(`?game=${game}&new=1&speed=off`, { viewport: { width: 360, height: 740 }, hasTouch: true }, async ({ page }) => {
      const start = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(start <= 0, `${game}: ${start} px of sideways scroll at the start`);
      await storeActionsAndReload(page, actions);
      await page.waitForSelector('[data-testid="history"] tbody tr');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `${game}: ${overflow} px of sideways scroll`);
      const columns = await page.$$eval('[data-testid="history"] thead th', (n) => n.length);
      const cells = await page.$$eval('[data-testid="history"] tbody tr', (rows) => rows.map((r) => r.children.length));
      assert.ok(columns >= 4, `${game}: ${columns} headings`);
      assert.deepEqual(cells, cells.map(() => columns), `${game}: cells a row`);
    });
  }
});
