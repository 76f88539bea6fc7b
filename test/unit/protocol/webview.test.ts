import { strict as assert } from 'node:assert';
import { isHostToWebview, isWebviewToHost } from '../../../src/protocol/webview';

const view = { fen: '4k4/9/9/9/9/9/9/9/9/3K5 w', line: ['d0d1'], labels: ['K4+1'], title: 't', glyphs: 'en' };

describe('board webview messages', () => {
  it('accepts the messages of each direction', () => {
    assert.ok(isWebviewToHost({ type: 'ready' }));
    assert.ok(isWebviewToHost({ type: 'stepped', ply: 3 }));
    assert.ok(isHostToWebview({ type: 'show', view }));
  });

  it('rejects anything else', () => {
    for (const m of [null, 'ready', [], { type: 'stepped', ply: -1 }, { type: 'stepped', ply: 1.5 }, { type: 'eval', code: 'x' }, { type: 'stepped' }])
      assert.equal(isWebviewToHost(m), false, JSON.stringify(m));
    for (const m of [
      { type: 'show' },
      { type: 'show', view: { ...view, glyphs: 'xx' } },
      { type: 'show', view: { ...view, labels: [] } },
      { type: 'show', view: { ...view, line: [42] } },
      { type: 'show', view: { ...view, fen: 'x'.repeat(500) } },
    ])
      assert.equal(isHostToWebview(m), false, JSON.stringify(m));
  });
});
