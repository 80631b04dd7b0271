// Browser tests of embedding: a host page framing a game and talking to it with postMessage
// (ready, moves, malformed and valid commands), and the share panel's link and iframe snippet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setUp, server, withPage } from './helpers.mjs';

setUp();

test('a host page frames a game: it hears ready and each move, and a malformed message changes nothing', async () => {
  server.overrides.set('host.html', `<!doctype html><html lang="en"><head><title>A museum page</title></head><body>
    <iframe id="game" title="boardlore" width="800" height="600" src="./?game=leyla&new=1&embed=1&speed=off"></iframe>
    <script>window.received = []; addEventListener('message', (e) => { if (e.data && e.data.source === 'boardlore') received.push(e.data); });</script>
    </body></html>`);
  try {
    await withPage('host.html', { ready: null }, async ({ page, warnings }) => {
      const received = () => page.evaluate(() => window.received);
      await page.waitForFunction(() => window.received.some((m) => m.type === 'ready'), null, { timeout: 20000 });
      assert.deepEqual((await received()).find((m) => m.type === 'ready'), { source: 'boardlore', type: 'ready', game: 'leyla', to_act: 'South' });
      const frame = page.frames().find((f) => f !== page.mainFrame());
      assert.equal(await frame.$('header.top'), null, 'embedded: no page header');
      assert.equal(await frame.$('[data-testid="share"]'), null, 'embedded: no share panel');
      await frame.click('[data-site="a3"]');
      await page.waitForFunction(() => window.received.some((m) => m.type === 'move'), null, { timeout: 20000 });
      const move = (await received()).find((m) => m.type === 'move');
      assert.equal(move.action, 'a3');
      assert.equal(move.by, 'South');
      assert.equal(move.moves, 1);
      assert.equal(move.to_act, 'North');
      assert.equal(move.scores.length, 2);
      // Malformed or impossible commands: warned about, ignored.
      await page.evaluate(() => {
        const target = document.getElementById('game').contentWindow;
        target.postMessage({ source: 'boardlore-host', type: 'explode' }, '*');
        target.postMessage('not json at all', '*');
        target.postMessage({ source: 'boardlore-host', type: 'new-game', game: 'chess' }, '*');
      });
      await page.waitForFunction(() => true);
      for (let tries = 0; tries < 50 && warnings.length < 3; tries += 1) await new Promise((r) => setTimeout(r, 100));
      assert.equal(warnings.filter((w) => w.startsWith('boardlore ignored a message')).length, 3, warnings.join('\n'));
      assert.match(warnings.join('\n'), /no game called 'chess'/);
      assert.equal(await frame.textContent('.moves'), '1 move played', 'nothing changed');
      // A valid command: a new game of Dongjintian, still embedded.
      await page.evaluate(() => {
        window.received = [];
        document.getElementById('game').contentWindow.postMessage({ source: 'boardlore-host', type: 'new-game', game: 'dongjintian', seats: { east: 'easy' } }, '*');
      });
      await page.waitForFunction(() => window.received.some((m) => m.type === 'ready' && m.game === 'dongjintian'), null, { timeout: 20000 });
      const reframed = page.frames().find((f) => f !== page.mainFrame());
      assert.equal(await reframed.$('header.top'), null, 'still embedded');
    });
  } finally {
    server.overrides.delete('host.html');
  }
});

test('the share panel gives a link to this setup and an iframe snippet', async () => {
  await withPage('?game=ceelkoqyuqkoqiji&new=1&ruleset=equal_cost&north=hard&speed=off', {}, async ({ page }) => {
    await page.click('[data-testid="share"] summary');
    const link = await page.inputValue('[data-testid="share-link"]');
    // The link and the frame keep the language the game is shown in.
    assert.equal(link, `${server.url}?game=ceelkoqyuqkoqiji&new=1&ruleset=equal_cost&north=hard&lang=en`);
    const snippet = await page.inputValue('[data-testid="share-iframe"]');
    assert.match(snippet, /^<iframe src="[^"]+&embed=1&lang=en" title="boardlore: Ceelkoqyuqkoqiji"/);
  });
});
