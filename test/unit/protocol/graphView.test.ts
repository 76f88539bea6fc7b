import { strict as assert } from 'node:assert';
import { GRAPH_VIEW_STRINGS } from '../../../src/protocol/graphView';
import { isGraphViewToHost, isHostToGraphView } from '../../../src/protocol/validateGraphView';

const game = {
  title: '1. Final A – B 1-0',
  startPly: 0,
  labels: ['炮二平五', '马8进7'],
  plies: [{ ply: 1, score: { kind: 'cp', value: 30 } }, { ply: 2, score: { kind: 'cp', value: -250 }, quality: 'blunder' }],
  current: 2,
  summary: 'Red: 0 ?!, 0 ?, 0 ??; Black: 0 ?!, 0 ?, 1 ??',
  progress: { done: 2, total: 3 },
};

describe('evaluation graph view messages', () => {
  it('accepts each direction\'s messages, with or without a game', () => {
    assert.ok(isGraphViewToHost({ type: 'ready' }));
    assert.ok(isGraphViewToHost({ type: 'jump', ply: 12 }));
    assert.ok(isHostToGraphView({ type: 'show', language: 'zh', strings: { ...GRAPH_VIEW_STRINGS }, game }));
    assert.ok(isHostToGraphView({ type: 'show', language: 'en', strings: { ...GRAPH_VIEW_STRINGS } }));
  });

  it('drops anything else: no ply 0, a bad mark, a missing word, a long label', () => {
    for (const m of [{ type: 'jump', ply: 0 }, { type: 'jump', ply: 1.5 }, { type: 'jump' }, { type: 'goto', ply: 1 }, null])
      assert.equal(isGraphViewToHost(m), false, JSON.stringify(m));
    const { title: _t, ...fewer } = GRAPH_VIEW_STRINGS;
    for (const m of [
      { type: 'show', language: 'fr', strings: { ...GRAPH_VIEW_STRINGS } },
      { type: 'show', language: 'en', strings: fewer },
      { type: 'show', language: 'en', strings: { ...GRAPH_VIEW_STRINGS }, game: { ...game, plies: [{ ply: 1, quality: 'brilliant' }] } },
      { type: 'show', language: 'en', strings: { ...GRAPH_VIEW_STRINGS }, game: { ...game, labels: ['x'.repeat(41)] } },
      { type: 'show', language: 'en', strings: { ...GRAPH_VIEW_STRINGS }, game: { ...game, startPly: 2 } },
    ])
      assert.equal(isHostToGraphView(m), false, JSON.stringify(m).slice(0, 120));
  });
});
