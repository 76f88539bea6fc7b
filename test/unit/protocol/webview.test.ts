import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { isGameEdit, isHostToWebview, isWebviewToHost } from '../../../src/protocol/validateWebview';
import { PAGE_STRINGS, type EditorConfigDto } from '../../../src/protocol/webview';

const config: EditorConfigDto = { kind: 'pgn', readOnly: false, language: 'en', notation: 'wxf', strings: { ...PAGE_STRINGS } };
const game = { headers: [['Event', 'e']], startFen: START_FEN, root: { move: '', children: [{ move: 'h2e2', comments: ['c'], nags: [1], children: [{ move: 'h9g7' }] }] } };

describe('board page messages', () => {
  it('accepts the messages of each direction', () => {
    assert.ok(isWebviewToHost({ type: 'ready' }));
    assert.ok(isWebviewToHost({ type: 'edit', id: 3, game: 0, edit: { type: 'addMoves', at: [0], moves: ['h9g7'] } }));
    assert.ok(isWebviewToHost({ type: 'shown', game: 0, path: [0, 0], fen: START_FEN }));
    assert.ok(isWebviewToHost({ type: 'analyse', position: { fen: START_FEN, moves: ['h2e2'] } }));
    assert.ok(isHostToWebview({ type: 'init', config, doc: { games: ['a'], index: 0, game } }));
    assert.ok(isHostToWebview({ type: 'doc', doc: { games: ['a'], index: 0, error: { message: 'bad', where: 'byte 3' } }, path: [] }));
    assert.ok(isHostToWebview({ type: 'engine', state: { position: { fen: START_FEN, moves: [] }, running: true, lines: [], engine: 'Xiangqi Lens', book: { moves: [{ move: 'h2e2', weight: 10 }] } } }));
    assert.ok(isHostToWebview({ type: 'applied', inReplyTo: 3, path: [0, 1] }));
    assert.ok(isHostToWebview({ type: 'command', name: 'flip' }));
  });

  it('a notation pick names one of the notations the page can write, and nothing else', () => {
    for (const notation of ['zh', 'wxf', 'iccs']) assert.ok(isWebviewToHost({ type: 'notation', notation }));
    for (const m of [{ type: 'notation' }, { type: 'notation', notation: 'san' }, { type: 'notation', notation: 'zh', extra: 1 }])
      assert.equal(isWebviewToHost(m), false, JSON.stringify(m));
  });

  it('checks every kind of edit to the last field', () => {
    const good = [
      { type: 'addMoves', at: [], moves: ['h2e2'], index: 0 },
      { type: 'delete', at: [0] },
      { type: 'insert', at: [], index: 0, node: { move: 'h2e2', children: [{ move: 'h9g7', nags: [2] }] } },
      { type: 'promote', at: [1], toMain: false },
      { type: 'reorder', at: [], from: 1, to: 0 },
      { type: 'setComments', at: [0], comments: ['好'] },
      { type: 'setNags', at: [0], nags: [1, 14] },
      { type: 'setHeader', name: 'Event', value: 'x', index: 0 },
      { type: 'setHeader', name: 'Round' },
      { type: 'setEval', at: [0], eval: { score: { kind: 'cp', value: 30 }, depth: 9, pv: ['h9g7'] } },
    ];
    for (const e of good) assert.ok(isGameEdit(e), JSON.stringify(e));
    const bad = [
      { type: 'addMoves', at: [], moves: [] },
      { type: 'addMoves', at: [-1], moves: ['h2e2'] },
      { type: 'addMoves', at: [0.5], moves: ['h2e2'] },
      { type: 'addMoves', at: [], moves: ['h2e2x'] },
      { type: 'insert', at: [], index: 0, node: { move: 'zz' } },
      { type: 'insert', at: [], index: 0, node: { move: 'h2e2', children: 'no' } },
      { type: 'setNags', at: [0], nags: [300] },
      { type: 'setHeader', name: 'bad name', value: 'x' },
      { type: 'setEval', at: [0], eval: { score: { kind: 'pawns', value: 1 } } },
      { type: 'launch', at: [] },
      { type: 'delete' },
    ];
    for (const e of bad) assert.equal(isGameEdit(e), false, JSON.stringify(e));
  });

  it('rejects anything else, and anything too large', () => {
    for (const m of [null, 'ready', [], { type: 'edit', id: 0, game: 0, edit: { type: 'delete', at: [0] } }, { type: 'shown', game: 0, path: [0] }, { type: 'eval' }, { type: 'copy', text: 42 }])
      assert.equal(isWebviewToHost(m), false, JSON.stringify(m));
    const deep = { move: '', children: [] as unknown[] };
    let at = deep;
    for (let i = 0; i < 300_000; i++) {
      const n = { move: 'h2e2', children: [] as unknown[] };
      at.children.push(n);
      at = n as typeof deep;
    }
    for (const m of [
      { type: 'init', config, doc: { games: ['a'], index: 0, game: { ...game, root: deep } } },
      { type: 'init', config: { ...config, strings: {} }, doc: { games: [], index: 0 } },
      { type: 'init', config: { ...config, language: 'fr' }, doc: { games: [], index: 0 } },
      { type: 'command', name: 'format-disk' },
      { type: 'goto', path: [1, -2] },
    ])
      assert.equal(isHostToWebview(m), false, String(m.type));
  });

  it('refuses arrays with holes, which Array.every would pass over (a sparse setComments or setNags)', () => {
    // eslint-disable-next-line no-sparse-arrays
    const comments = ['a', , 'b'];
    // eslint-disable-next-line no-sparse-arrays
    const nags = [1, , 2];
    assert.equal(isGameEdit({ type: 'setComments', at: [0], comments }), false);
    assert.equal(isGameEdit({ type: 'setNags', at: [0], nags }), false);
    assert.equal(isGameEdit({ type: 'addMoves', at: [], moves: new Array<string>(2) }), false);
    assert.equal(isWebviewToHost({ type: 'shown', game: 0, path: new Array<number>(3), fen: START_FEN }), false);
    assert.equal(isGameEdit({ type: 'setComments', at: [0], comments: ['a', 'b'] }), true, 'the same without holes is an edit');
  });

  it('carries a review\'s marks in words and its summary, and checks both', () => {
    const side = { inaccuracies: 2, mistakes: 1, blunders: 0, only: 1, accuracy: 87.3 };
    const summary = { red: side, black: { inaccuracies: 0, mistakes: 0, blunders: 0, only: 0 }, text: 'Red: 2 ?!, 1 ?, 0 ??, accuracy 87.3 %; Black: 0 ?!, 0 ?, 0 ??' };
    const plies = [{ ply: 1, score: { kind: 'cp', value: 20 }, quality: 'mistake', best: ['h2e2'], words: 'Mistake (−1.20). Best was C2.5.' }];
    assert.ok(isHostToWebview({ type: 'review', plies, done: true, summary }));
    assert.ok(isHostToWebview({ type: 'review', plies, done: false }), 'a review without a summary yet');
    for (const bad of [
      { type: 'review', plies: [{ ply: 1, words: 42 }], done: true },
      { type: 'review', plies: [{ ply: 1, words: 'x'.repeat(2001) }], done: true },
      { type: 'review', plies, done: true, summary: { ...summary, text: undefined } },
      { type: 'review', plies, done: true, summary: { ...summary, red: { ...side, accuracy: 101 } } },
      { type: 'review', plies, done: true, summary: { ...summary, black: { ...side, blunders: -1 } } },
    ])
      assert.equal(isHostToWebview(bad), false, JSON.stringify(bad).slice(0, 200));
  });
});

describe('board page messages: the header panel and the analysis settings', () => {
  const analysis = { multipv: 3, boardSearch: 'limited', depth: 20, movetime: 0, engine: 'builtin' };

  it('takes a header edit from the page as an edit of any header name, and a value that removes it', () => {
    assert.ok(isWebviewToHost({ type: 'edit', id: 1, game: 0, edit: { type: 'setHeader', name: 'Opening', value: '中炮对屏风马' } }));
    assert.ok(isWebviewToHost({ type: 'edit', id: 1, game: 0, edit: { type: 'setHeader', name: 'ECCO' } }));
    assert.ok(!isWebviewToHost({ type: 'edit', id: 1, game: 0, edit: { type: 'setHeader', name: 'Event]\n[Black', value: 'x' } }), 'a name that would break the tag');
    assert.ok(!isWebviewToHost({ type: 'edit', id: 1, game: 0, edit: { type: 'setHeader', name: 'Event', value: 'x'.repeat(10_001) } }));
    assert.ok(!isWebviewToHost({ type: 'edit', id: 1, game: 0, edit: { type: 'setHeader', name: 'Event', value: 3 } }));
  });

  it('takes a setting from the page only for the panel\'s rows, with a value each row takes', () => {
    assert.ok(isWebviewToHost({ type: 'setting', key: 'multipv', value: 4 }));
    assert.ok(isWebviewToHost({ type: 'setting', key: 'boardSearch', value: 'limited' }));
    assert.ok(isWebviewToHost({ type: 'setting', key: 'engine', value: 'external' }));
    assert.ok(isWebviewToHost({ type: 'setting', key: 'movetime', value: 0 }));
    for (const bad of [
      { key: 'multipv', value: 17 },
      { key: 'multipv', value: 2.5 },
      { key: 'multipv', value: '3' },
      { key: 'depth', value: 0 },
      { key: 'boardSearch', value: 'forever' },
      { key: 'engine', value: '/usr/bin/evil' },
      { key: 'bookFile', value: '/etc/passwd' },
      { key: 'hashMb', value: 64 },
      { key: '__proto__', value: 1 },
    ])
      assert.ok(!isWebviewToHost({ type: 'setting', ...bad }), JSON.stringify(bad));
  });

  it('checks the settings the host sends and the opening it names', () => {
    assert.ok(isHostToWebview({ type: 'config', config: { ...config, analysis } }));
    assert.ok(isHostToWebview({ type: 'config', config: { ...config, analysis: { ...analysis, external: 'pikafish' } } }));
    assert.ok(!isHostToWebview({ type: 'config', config: { ...config, analysis: { ...analysis, multipv: 0 } } }));
    assert.ok(!isHostToWebview({ type: 'config', config: { ...config, analysis: { ...analysis, engine: undefined } } }));
    assert.ok(isHostToWebview({ type: 'opening', game: 0, opening: { ecco: 'C00', nameZh: '中炮对屏风马', nameEn: 'Central Cannon vs Screen Horses' } }));
    assert.ok(isHostToWebview({ type: 'opening', game: 2 }));
    assert.ok(!isHostToWebview({ type: 'opening', game: -1 }));
    assert.ok(!isHostToWebview({ type: 'opening', game: 0, opening: { ecco: 'C00', nameZh: 1, nameEn: 'x' } }));
  });
});
