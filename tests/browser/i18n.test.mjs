// Browser tests of the visitor's language: every game screen and a lesson in Chinese and
// Icelandic on a phone, with no horizontal overflow and none of the English messages left on
// screen; the browser's preferred language; the menu's choice remembered after a reload (and a
// damaged remembered value ignored); `lang=is` in an embed and in the share panel's link; the
// "Why?" panel, the sentence said after a move and the rounds table's notes after a finished
// round in every game, with no English sentence left (not even part of one); a refused move (of
// a game another tab saved) and a malformed record's import told in the language, the parser's
// detail alone in English; and an axe-core audit in each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { setUp, ROOT, CLI, CAMPAIGN_PREFIX, server, browser, scratch, withPage, engineAfter, playAction, storeActionsAndReload } from './helpers.mjs';

setUp();

const PHONE = { width: 390, height: 844 };
const GAMES = ['leyla', 'ceelkoqyuqkoqiji', 'dongjintian', 'piprjall'];

/** Every simple message (one line, no placeable) of a language folder: id -> text. */
function simpleMessages(tag) {
  const out = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ftl')) {
        for (const line of readFileSync(path, 'utf8').split('\n')) {
          const m = line.match(/^([a-z0-9-]+) = ([^{}]+)$/);
          if (m) out.set(m[1], m[2].trim());
        }
      }
    }
  };
  walk(join(ROOT, 'locales', tag));
  return out;
}

const ENGLISH = simpleMessages('en');

/** The English messages that `tag` words differently and that are long enough to be told apart
 * from notation and names (a word or two of English inside a sentence is not a message). */
function englishLeftIn(tag) {
  const theirs = simpleMessages(tag);
  return [...ENGLISH].filter(([id, text]) => theirs.get(id) !== text && text.length >= 12).map(([, text]) => text);
}

/** What the page shows that is English the language has its own words for. */
async function englishOnScreen(page, tag) {
  const shown = await page.evaluate(() => document.body.innerText);
  return englishLeftIn(tag).filter((text) => shown.includes(text));
}

/** Every language folder's text, and the English parts of sentences: the literal text between
 * placeables of every English message and variant line, when long enough to be a phrase. */
function localeText(tag) {
  const parts = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ftl')) parts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(ROOT, 'locales', tag));
  return parts.join('\n');
}

function englishFragments() {
  const fragments = new Set();
  for (const line of localeText('en').split('\n')) {
    if (line.startsWith('#')) continue;
    const text = line.replace(/^[a-z0-9-]+ =/, '').replace(/^\s*\*?\[[^\]]+\]/, '');
    for (const piece of text.split(/\{[^}]*\}/)) {
      if (piece.trim().length >= 16) fragments.add(piece.trim());
    }
  }
  return [...fragments];
}

/** The parts of English sentences in `text` that `tag` says in its own words. */
function englishIn(text, tag) {
  const theirs = localeText(tag);
  return englishFragments().filter((fragment) => text.includes(fragment) && !theirs.includes(fragment));
}

async function overflow(page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: ${e.textContent.slice(0, 40)}`);
    return { scroll: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 5) };
  });
}

for (const tag of ['zh-Hans', 'is']) {
  test(`every game screen and a lesson in ${tag} on a phone: no overflow, no English message`, async () => {
    const screens = ['', ...GAMES.map((g) => `?game=${g}&new=1`), '?learn=ceelkoqyuqkoqiji', '?learn=piprjall&lesson=2'];
    for (const screen of screens) {
      const query = `${screen || '?'}${screen ? '&' : ''}lang=${tag}&speed=off`;
      await withPage(query, { viewport: PHONE }, async ({ page }) => {
        assert.equal(await page.getAttribute('html', 'lang'), tag, `${query}: <html lang>`);
        assert.equal(await page.inputValue('[data-testid="lang"]'), tag, `${query}: the menu shows the language`);
        const { scroll, wide } = await overflow(page);
        assert.ok(scroll <= 0, `${query}: the page scrolls ${scroll}px sideways (${wide.join('; ')})`);
        assert.deepEqual(await englishOnScreen(page, tag), [], `${query}: English left on screen`);
      });
    }
  });
}

/** A seeded random game's actions up to the end of its first round (or game of a match), or its
 * first 12 actions for a game without rounds. */
function toFirstRoundEnd(game, seed) {
  const { actions } = JSON.parse(execFileSync(CLI, ['random', '--game', game, '--seed', String(seed)], { encoding: 'utf8' }));
  if (!engineAfter([], game).campaign) return actions.slice(0, 12);
  let [lo, hi] = [0, actions.length];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (engineAfter(actions.slice(0, mid), game).campaign.history.length >= 1) hi = mid; else lo = mid + 1;
  }
  return actions.slice(0, lo);
}

for (const tag of ['zh-Hans', 'is']) {
  test(`"Why?", the sentence after a move and a finished round's notes in ${tag}: no English sentence left`, async () => {
    for (const game of GAMES) {
      const actions = toFirstRoundEnd(game, 5);
      const before = actions.slice(0, -1);
      await withPage(`?game=${game}&new=1&speed=off&lang=${tag}`, { viewport: PHONE }, async ({ page }) => {
        await storeActionsAndReload(page, before);
        await page.waitForSelector('main > section');
        await playAction(page, actions.at(-1), engineAfter(before, game));
        await page.click('[data-testid="why"]');
        const why = await page.textContent('[data-testid="why-text"]');
        const said = await page.textContent('[data-testid="announce"]');
        const table = (await page.$('[data-testid="campaign"]')) ? await page.textContent('[data-testid="campaign"]') : '';
        if (engineAfter([], game).campaign) assert.ok(await page.$('[data-testid="history"] tbody tr'), `${game}: a finished round`);
        assert.ok(why.length > 20 && !why.includes('-why-'), `${game} ${tag}: ${why}`);
        assert.ok(said.length > 10 && !said.includes('told-'), `${game} ${tag}: ${said}`);
        for (const [where, text] of [['why', why], ['said', said], ['standing', table]]) {
          assert.deepEqual(englishIn(text, tag), [], `${game} ${tag} ${where}: ${text}`);
        }
        const { scroll, wide } = await overflow(page);
        assert.ok(scroll <= 0, `${game} ${tag}: the page scrolls ${scroll}px sideways (${wide.join('; ')})`);
      });
    }
  });
}

/** Words of `tag`'s own for a refused move and an unreadable record (refusals.ftl). */
const REFUSED = {
  'zh-Hans': { row: '不在北方的那一行', malformed: '这不是有效的对局记录' },
  is: { row: 'er ekki í röðinni sem Norður á', malformed: 'þetta er ekki gild leikjaskrá' },
};

for (const tag of ['zh-Hans', 'is']) {
  test(`a refused move and an unreadable record are told in ${tag}: no English sentence left`, async () => {
    await withPage(`?game=leyla&new=1&speed=off&lang=${tag}`, { viewport: { width: 360, height: 740 } }, async ({ page, context }) => {
      await playAction(page, 'a3', engineAfter([], 'leyla'));
      const id = new URL(page.url()).searchParams.get('campaign');
      await page.click('[data-testid="all-games"]');
      await page.waitForSelector('[data-campaign]');
      const file = join(scratch, `malformed-${tag}.json`);
      writeFileSync(file, '{"format": "boardlore-record", "actions": [');
      await page.setInputFiles('[data-testid="import"]', file);
      const notice = await page.waitForSelector('[data-testid="notice"] span[lang="en"]');
      const detail = (await notice.textContent()).trim();
      assert.match(detail, /EOF|line 1/, 'the parser\'s own words, in English');
      const told = (await page.textContent('[data-testid="notice"]')).replace(detail, '').trim();
      assert.ok(told.includes(REFUSED[tag].malformed) && told.includes(`malformed-${tag}.json`), told);
      assert.deepEqual(englishIn(told, tag), [], `English left in the notice: ${told}`);
      assert.deepEqual(await englishOnScreen(page, tag), [], 'English left on screen');
      const home = await overflow(page);
      assert.ok(home.scroll <= 0, `${tag}: the page scrolls ${home.scroll}px sideways (${home.wide.join('; ')})`);

      // Another tab saves the game on with a move the rules refuse (South's hole on North's turn).
      await page.click(`[data-campaign="${id}"] [data-testid="continue"]`);
      await page.waitForSelector('[data-site="a1"]');
      const other = await context.newPage();
      await other.goto(server.url + `?game=dongjintian&new=1&lang=${tag}`);
      await other.evaluate((key) => {
        const saved = JSON.parse(localStorage.getItem(key));
        saved.record.actions.push('a1');
        saved.revision += 1;
        localStorage.setItem(key, JSON.stringify(saved));
      }, CAMPAIGN_PREFIX + id);
      await other.close();
      const refusal = (await (await page.waitForSelector('[data-testid="refusal"]')).textContent()).trim();
      assert.ok(refusal.includes(REFUSED[tag].row), refusal);
      assert.deepEqual(englishIn(refusal, tag), [], `English left in the refusal: ${refusal}`);
      assert.equal(await page.getAttribute('[data-testid="refusal"]', 'lang'), null);
      const { scroll, wide } = await overflow(page);
      assert.ok(scroll <= 0, `${tag}: the page scrolls ${scroll}px sideways (${wide.join('; ')})`);
    });
  });
}

/** The literal pieces (between placeables) of message `id` in `tag`, long enough to look for. */
function ownPieces(tag, id) {
  const line = localeText(tag).split('\n').find((l) => l.startsWith(`${id} = `));
  assert.ok(line, `${tag} has ${id}`);
  return line.slice(id.length + 3).split(/\{[^}]*\}/).map((p) => p.trim()).filter((p) => p.length >= 4);
}

/** A notice's words without its English detail (the `lang="en"` span). */
async function noticeWords(page) {
  return page.$eval('[data-testid="notice"]', (n) => {
    const copy = n.cloneNode(true);
    copy.querySelectorAll('[lang="en"]').forEach((e) => e.remove());
    return copy.textContent.trim();
  });
}

for (const tag of ['zh-Hans', 'is']) {
  test(`a saved game set aside, another tab's moves, a damaged game link, looking back and the about page's decisions in ${tag}`, async () => {
    const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/storage-v2.json'), 'utf8'));
    const first = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/storage-v1.json'), 'utf8'));
    const seed = { ...fixture, ...first, [`${CAMPAIGN_PREFIX}broken`]: '{"schema":2,"id":"broken","na' };
    const theirs = simpleMessages(tag);
    const savedEarlier = localeText(tag).split('\n').find((l) => l.startsWith('name-saved-earlier = ')).slice(21);
    await withPage(`?lang=${tag}`, { seed, viewport: PHONE }, async ({ page, context }) => {
      // The home screen: the unreadable entry set aside, told in the language, the parser in English.
      const told = await noticeWords(page);
      assert.ok(told.includes('boardlore.backup.boardlore.v2.campaign.broken.1'), told);
      for (const piece of ownPieces(tag, 'shelf-set-aside')) assert.ok(told.includes(piece), `${piece} in ${told}`);
      assert.deepEqual(englishIn(told, tag), [], `English left in the notice: ${told}`);
      assert.match(await page.textContent('[data-testid="notice"] [lang="en"]'), /EOF|line 1/);
      // A game of the first version is moved to the new format under a name in the language.
      assert.equal(await page.textContent('[data-campaign="v1-leyla"] .name'), savedEarlier.replace('{ $game }', theirs.get('leyla-name')));
      // Each saved game's line says where it stands in the language too.
      const museum = JSON.parse(fixture[`${CAMPAIGN_PREFIX}k3x9q2`]).record;
      const english = engineAfter(museum.actions, museum.game, museum.rules).status;
      const line = await page.textContent('[data-campaign="k3x9q2"]');
      assert.ok(!line.includes(english) && !/ to move/.test(line), `English status in the list: ${line}`);
      const home = await overflow(page);
      assert.ok(home.scroll <= 0, `${tag}: the home screen scrolls ${home.scroll}px sideways (${home.wide.join('; ')})`);

      // Looking back through the moves: the bar's buttons in the language.
      await page.click('[data-campaign="k3x9q2"] [data-testid="continue"]');
      await page.waitForSelector('[data-testid="campaign"]');
      await page.click('[data-testid="move-list"] summary');
      await page.click('[data-move="1"]');
      await page.waitForSelector('[data-testid="viewing"]');
      for (const id of ['view-back', 'view-forward', 'view-return']) {
        assert.equal((await page.textContent(`[data-testid="${id}"]`)).trim(), theirs.get(id), id);
      }
      assert.deepEqual(await englishOnScreen(page, tag), [], 'English left on screen while looking back');
      const { scroll, wide } = await overflow(page);
      assert.ok(scroll <= 0, `${tag}: the page scrolls ${scroll}px sideways (${wide.join('; ')})`);
      await page.click('[data-testid="view-return"]');

      // Another tab plays on: this tab follows and says so in the language.
      const id = new URL(page.url()).searchParams.get('campaign');
      const stored = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), CAMPAIGN_PREFIX + id));
      const next = engineAfter(stored.record.actions, stored.record.game, stored.record.rules).legal[0];
      const other = await context.newPage();
      await other.goto(server.url + `?lang=${tag}`);
      await other.evaluate(([key, action]) => {
        const saved = JSON.parse(localStorage.getItem(key));
        saved.record.actions.push(action);
        saved.revision = (saved.revision ?? 0) + 1;
        localStorage.setItem(key, JSON.stringify(saved));
      }, [CAMPAIGN_PREFIX + id, next]);
      await other.close();
      await page.waitForFunction((text) => document.querySelector('[data-testid="notice"]')?.textContent.includes(text), theirs.get('tab-played-elsewhere'));
      assert.deepEqual(englishIn(await noticeWords(page), tag), []);
    });

    // A damaged game link: why, in the language.
    await withPage(`?record=abc%20def&lang=${tag}`, { viewport: PHONE }, async ({ page }) => {
      const words = await noticeWords(page);
      for (const id of ['notice-bad-record-link', 'link-not-base64']) {
        for (const piece of ownPieces(tag, id)) assert.ok(words.includes(piece), `${piece} in ${words}`);
      }
      assert.deepEqual(englishIn(words, tag), [], `English left in the notice: ${words}`);
    });

    // The about page: the decisions' labels in the language, their text marked as English.
    await withPage(`?about=ceelkoqyuqkoqiji&lang=${tag}`, { viewport: PHONE }, async ({ page }) => {
      const labels = await page.$$eval('[data-decision] strong', (s) => [...new Set(s.map((e) => e.textContent.trim()))]);
      assert.deepEqual(labels, ['decision-source', 'decision-choice', 'decision-why'].map((id) => theirs.get(id)));
      const unmarked = await page.$$eval('[data-decision] p > span', (s) => s.filter((e) => e.lang !== 'en').length);
      assert.equal(unmarked, 0, 'every decision text is marked as English');
    });
  });
}

test('English sentences are found in the "Why?" panel when it is English (the check above can fail)', async () => {
  await withPage('?game=leyla&new=1&speed=off&lang=en', { viewport: PHONE }, async ({ page }) => {
    await playAction(page, 'a3', engineAfter([], 'leyla'));
    await page.click('[data-testid="why"]');
    const found = englishIn(await page.textContent('[data-testid="why-text"]'), 'is');
    assert.ok(found.includes('The last counter fell into'), found.join(' | '));
  });
});

test('nothing overflows a 360 px phone in any language', async () => {
  for (const tag of ['en', 'zh-Hans', 'is']) {
    for (const screen of ['?', '?game=ceelkoqyuqkoqiji&new=1&players=4&', '?about=leyla&']) {
      await withPage(`${screen}lang=${tag}`, { viewport: { width: 360, height: 740 } }, async ({ page }) => {
        const { scroll, wide } = await overflow(page);
        assert.ok(scroll <= 0, `${screen}lang=${tag}: the page scrolls ${scroll}px sideways (${wide.join('; ')})`);
      });
    }
  }
});

test('the English messages are found when they are on screen (the check above can fail)', async () => {
  await withPage('?game=leyla&new=1&lang=en', { viewport: PHONE }, async ({ page }) => {
    const found = await englishOnScreen(page, 'is');
    assert.ok(found.includes('Forced moves play themselves'), found.join(' | '));
  });
});

test("the browser's preferred language is used, and a chosen one is remembered after a reload", async () => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('main > section');
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
    assert.equal((await page.textContent('#picker-title')).trim(), '选择一种棋');
    await page.selectOption('[data-testid="lang"]', 'is');
    await page.waitForFunction(() => document.documentElement.lang === 'is');
    assert.equal((await page.textContent('#picker-title')).trim(), 'Veldu spil');
    await page.reload();
    await page.waitForSelector('main > section');
    assert.equal(await page.getAttribute('html', 'lang'), 'is');
    assert.equal(await page.evaluate(() => localStorage.getItem('boardlore.v1.settings.lang')), 'is');
    // An address's lang= wins over the remembered choice, and the menu keeps the address in step.
    await page.goto(`${server.url}?game=leyla&new=1&lang=zh-Hans`);
    await page.waitForSelector('main > section');
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
    await page.selectOption('[data-testid="lang"]', 'en');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('lang') === 'en');
    assert.equal((await page.textContent('[data-testid="new-game"]')).trim(), 'New game');
  } finally {
    await context.close();
  }
});

test('a damaged remembered language or an unknown lang= falls back without an error', async () => {
  const seed = { 'boardlore.v1.settings.lang': '{"broken' };
  await withPage('', { seed }, async ({ page }) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
  });
  await withPage('?lang=xx-klingon', {}, async ({ page }) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
  });
});

test('lang=is in an embed, and the share panel links keep the language', async () => {
  await withPage('?game=leyla&new=1&embed=1&lang=is', { viewport: { width: 600, height: 450 } }, async ({ page }) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'is');
    assert.equal((await page.textContent('[data-testid="new-game"]')).trim(), 'Nýtt spil');
    assert.match(await page.getAttribute('[data-testid="new-game"]', 'href'), /lang=is/);
  });
  await withPage('?game=piprjall&new=1&north=easy&lang=is', {}, async ({ page }) => {
    await page.click('[data-testid="share"] summary');
    assert.match(await page.inputValue('[data-testid="share-link"]'), /[?&]lang=is(&|$)/);
    assert.match(await page.inputValue('[data-testid="share-iframe"]'), /embed=1&amp;lang=is|embed=1&lang=is/);
  });
});

test("a kiosk's attract screen returns to the kiosk's language whatever a visitor chose", async () => {
  await withPage('?kiosk=1&idle=3&countdown=2&lang=is&speed=fast', { ready: '[data-testid="attract"]' }, async ({ page }) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'is');
    await page.mouse.click(200, 200);
    await page.waitForSelector('.picker');
    await page.selectOption('[data-testid="lang"]', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForSelector('[data-testid="attract"]', { timeout: 15000 });
    await page.waitForFunction(() => document.documentElement.lang === 'is');
  });
});

test('no serious or critical accessibility problems in each language (axe-core)', async () => {
  const axe = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const problems = [];
  // Not withPage: the audit's script is injected, so this profile bypasses the page's CSP.
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  try {
    for (const tag of ['zh-Hans', 'is']) {
      for (const screen of ['?', '?game=ceelkoqyuqkoqiji&new=1&', '?learn=leyla&', '?about=piprjall&']) {
        const page = await context.newPage();
        await page.goto(`${server.url}${screen}lang=${tag}`);
        await page.waitForSelector('main section');
        await page.evaluate(axe);
        const result = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
        for (const v of result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))) {
          problems.push(`${screen} ${tag}: ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
        }
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
});
