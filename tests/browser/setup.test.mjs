// Browser test of setting up a position by hand on the analysis board, on a 390x844 phone with
// touch, as a person does it: open a game on the analysis board, choose "Set up a position", tap
// holes and change their counts with − and + (the owner menu in the game's terms: captured by,
// whose pieces), see the position refused in words while it breaks
// the game's rules (too few counters, a capture without the hole facing it), fix it, play from
// it against the computer, and see the computer answer; the new saved game starts from the
// position set up (its record's `setup`), and the page never scrolls sideways; the editor in
// every language, and an axe-core audit of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUp, ROOT, CLI, scratch, browser, server, withPage, savedActions, CAMPAIGN_PREFIX } from './helpers.mjs';

setUp();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** The `record=...` parameter of a Leyla game with these actions, from the CLI. */
function leylaLink(actions) {
  const file = join(scratch, 'setup-start.json');
  writeFileSync(file, JSON.stringify({ format: 'boardlore-record', version: 3, game: 'leyla', rules: {}, seed: 4, actions }));
  return execFileSync(CLI, ['link', file], { encoding: 'utf8' }).trim();
}

async function verdict(page) {
  const node = await page.$('[data-testid="setup-verdict"]');
  return { valid: (await node.getAttribute('data-valid')) === 'true', text: (await node.textContent()).trim() };
}

async function noSidewaysScroll(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll (${width} px wide)`);
}

test('a position set up by hand is refused while it breaks the rules, then played from against the computer', async () => {
  await withPage(`?${leylaLink([])}`, PHONE, async ({ page }) => {
    await page.tap('[data-testid="setup-open"]');
    await page.waitForSelector('[data-testid="setup"]');
    assert.equal(await page.$('[data-testid="review-next"]'), null, 'the steps give way to the editor');
    assert.deepEqual(await verdict(page), { valid: true, text: 'This position can be played.' });
    // Take the four counters out of a1: four counters are missing.
    await page.tap('[data-site="a1"]');
    assert.equal((await page.textContent('[data-testid="setup-site"] legend')).trim(), 'a1: 4');
    for (let i = 0; i < 4; i += 1) await page.tap('[data-testid="setup-less"]');
    assert.equal(await page.getAttribute('[data-site="a1"]', 'data-count'), '0');
    assert.deepEqual(await verdict(page), {
      valid: false, text: 'the position has 44 counters in all; this game always has 48',
    });
    assert.ok(await page.isDisabled('[data-testid="setup-play"]'), 'a refused position cannot be played');
    // North holds them off the board: the count is right again.
    for (let i = 0; i < 4; i += 1) await page.tap('[data-testid="setup-held-1-more"]');
    assert.equal((await verdict(page)).valid, true);
    // b2 captured by South alone is refused; with a5 facing it, it is a capture.
    await page.tap('[data-site="b2"]');
    assert.match(await page.textContent('[data-testid="setup-site"] label'), /^Captured by\s+nobody \(still played\)SouthNorth$/,
      "the owner menu says what owning a hole means in Leyla");
    await page.selectOption('[data-testid="setup-owner"]', { label: 'South' });
    assert.equal(await page.getAttribute('[data-site="b2"]', 'data-owner'), '0');
    assert.deepEqual(await verdict(page), {
      valid: false, text: 'b2 is captured but a5, facing it, is not captured by the same player: a capture takes both',
    });
    await page.tap('[data-site="a5"]');
    await page.selectOption('[data-testid="setup-owner"]', { label: 'South' });
    assert.deepEqual(await verdict(page), { valid: true, text: 'This position can be played.' });
    assert.equal(await page.textContent('[data-testid="status"]'), 'Round 1: South to move', 'as the game would start');
    await noSidewaysScroll(page);
    for (const button of await page.$$('[data-testid="setup"] button, [data-testid="setup"] select')) {
      const box = await button.boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `touch targets of at least 44 px (${box.width}x${box.height})`);
    }
    await page.selectOption('[data-testid="setup-opponent"]', 'easy');
    await page.tap('[data-testid="setup-play"]');
    await page.waitForURL(/campaign=/);
    await page.waitForSelector('main > section.play');
    const id = new URL(page.url()).searchParams.get('campaign');
    const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
    assert.deepEqual(stored.seats, ['person', 'easy']);
    const owners = Array(12).fill(null);
    owners[4] = 0;
    owners[7] = 0;
    assert.deepEqual(stored.record.setup, {
      counts: [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], owners, held: [0, 4], to_move: 0,
    });
    assert.equal(await page.getAttribute('[data-site="a1"]', 'data-count'), '0', 'the game starts from the position set up');
    assert.equal(await page.getAttribute('[data-site="b2"]', 'data-state'), 'claimed');
    // The person moves; the computer answers.
    await page.tap('[data-legal="true"]');
    for (let tries = 0; tries < 200 && (await savedActions(page)).length < 2; tries += 1) await new Promise((r) => setTimeout(r, 100));
    assert.ok((await savedActions(page)).length >= 2, 'the computer answered');
    await noSidewaysScroll(page);
    // The game survives a reload, from its set-up position.
    await page.reload();
    await page.waitForSelector('main > section.play');
    assert.equal(await page.getAttribute('[data-site="b2"]', 'data-state'), 'claimed');
  });
});

/** The `record=...` parameter of a new game of `game`, from the CLI. */
function newGameLink(game) {
  const file = join(scratch, `setup-${game}.json`);
  writeFileSync(file, JSON.stringify({ format: 'boardlore-record', version: 3, game, rules: {}, seed: 4, actions: [] }));
  return execFileSync(CLI, ['link', file], { encoding: 'utf8' }).trim();
}

test('tables pieces set up by hand need an owner and fifteen a side; the game starts with the throw', async () => {
  await withPage(`?${newGameLink('piprjall')}`, PHONE, async ({ page }) => {
    await page.tap('[data-testid="setup-open"]');
    // Two of South's pieces from t12 onto t1.
    await page.tap('[data-site="t12"]');
    for (let i = 0; i < 2; i += 1) await page.tap('[data-testid="setup-less"]');
    assert.deepEqual(await verdict(page), { valid: false, text: 'South has 13 pieces; each side has exactly 15' });
    await page.tap('[data-site="t1"]');
    for (let i = 0; i < 2; i += 1) await page.tap('[data-testid="setup-more"]');
    assert.deepEqual(await verdict(page), { valid: false, text: 'the pieces on t1 belong to neither side' });
    assert.match(await page.textContent('[data-testid="setup-site"] label'), /^Whose pieces\s+nobody's \(empty\)SouthNorth$/);
    await page.selectOption('[data-testid="setup-owner"]', { label: 'South' });
    assert.deepEqual(await verdict(page), { valid: true, text: 'This position can be played.' });
    assert.equal(await page.getAttribute('[data-site="t1"]', 'data-owner'), '0');
    await page.selectOption('[data-testid="setup-mover"]', { label: 'North' });
    assert.match(await page.textContent('[data-testid="status"]'), /North to throw/);
    await noSidewaysScroll(page);
    await page.tap('[data-testid="setup-play"]');
    await page.waitForURL(/campaign=/);
    await page.waitForSelector('[data-testid="dice"]');
    assert.equal(await page.getAttribute('[data-site="t1"]', 'data-count'), '2');
    assert.equal(await page.getAttribute('[data-site="t12"]', 'data-count'), '13');
    assert.match(await page.textContent('[data-testid="status"]'), /North to throw/);
  });
});

test('a large stone can be set up as won by a player: it leaves the board', async () => {
  await withPage(`?${newGameLink('ceelkoqyuqkoqiji')}`, PHONE, async ({ page }) => {
    await page.tap('[data-testid="setup-open"]');
    assert.equal(await page.getAttribute('[data-large="mu"]', 'data-on'), 'A', 'the mu starts in store A');
    const places = await page.$$eval('[data-testid="setup-stone-0"] option', (options) => options.map((o) => o.textContent.trim()));
    assert.deepEqual(places.slice(-2), ['won by South', 'won by North']);
    await page.selectOption('[data-testid="setup-stone-0"]', { label: 'won by North' });
    assert.deepEqual(await verdict(page), { valid: true, text: 'This position can be played.' });
    assert.equal(await page.$('[data-large="mu"]'), null, 'the mu has left the board');
    assert.equal(await page.getAttribute('[data-large="gong"]', 'data-on'), 'B', 'the gong stays in store B');
    await noSidewaysScroll(page);
  });
});

/** The editor's one-line messages without placeables: id -> text. */
function setupMessages(tag) {
  const lines = readFileSync(join(ROOT, 'locales', tag, 'analysis.ftl'), 'utf8').split('\n');
  return new Map(lines.map((l) => l.match(/^(analysis-setup-[a-z-]+) = ([^{}]+)$/)).filter(Boolean).map((m) => [m[1], m[2].trim()]));
}

test('the editor in every language on a 360 px phone: no sideways scroll, no English left, the refusal translated', async () => {
  const english = setupMessages('en');
  const refusal = 'the position has 47 counters in all; this game always has 48';
  for (const tag of ['en', 'zh-Hans', 'is']) {
    const theirs = setupMessages(tag);
    await withPage(`?${leylaLink([])}&lang=${tag}`, { viewport: { width: 360, height: 740 }, hasTouch: true }, async ({ page }) => {
      await page.tap('[data-testid="setup-open"]');
      await page.tap('[data-site="a1"]');
      await page.tap('[data-testid="setup-less"]');
      assert.equal((await page.textContent('[data-testid="setup-site"] label')).split(/\s/)[0], theirs.get('analysis-setup-owner-captured').split(/\s/)[0],
        `lang=${tag}: the owner menu's label`);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(scroll <= 0, `lang=${tag}: the page scrolls ${scroll}px sideways`);
      const shown = await page.evaluate(() => document.body.innerText);
      const left = [...english].filter(([id, text]) => theirs.get(id) !== text && shown.includes(text)).map(([, text]) => text);
      assert.deepEqual(left, [], `lang=${tag}: English left on screen`);
      assert.ok(shown.includes(theirs.get('analysis-setup-title')), `lang=${tag}: the editor's title in the language`);
      const { valid, text } = await verdict(page);
      assert.equal(valid, false);
      assert.equal(text === refusal, tag === 'en', `lang=${tag}: the refusal in the language: ${text}`);
      assert.ok(text.includes('47') && text.includes('48'), text);
    });
  }
});

test('no serious or critical accessibility problems in the editor (axe-core)', async () => {
  const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const problems = [];
  // Not withPage: the audit's script is injected, so this profile bypasses the page's CSP.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  try {
    // Ceelkoqyuqkoqiji's store A holds the mu: a tappable site with a large stone is named with
    // it, and the stone's initial is drawn apart, so its visible text is still its name and count
    // (axe-core's label-content-name-mismatch).
    for (const [game, site, scheme] of [['leyla', 'a3', 'light'], ['piprjall', 't1', 'dark'], ['ceelkoqyuqkoqiji', 'A', 'light']]) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${server.url}?${newGameLink(game)}`);
      await page.click('[data-testid="setup-open"]');
      await page.click(`[data-site="${site}"]`);
      await page.click('[data-testid="setup-more"]');
      await page.evaluate(axe);
      const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
      for (const v of result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
        problems.push(`${game} (${scheme}): ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
      }
      await page.close();
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});
