import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { SETUP_STRINGS } from '../../../src/protocol/setupPage';
import { isHostToSetupPage, isSetupPageState, isSetupPageToHost } from '../../../src/protocol/validateSetupPage';

describe('setup board messages', () => {
  it('accepts the messages of each direction', () => {
    assert.ok(isSetupPageToHost({ type: 'ready' }));
    assert.ok(isSetupPageToHost({ type: 'copyFen', fen: START_FEN }));
    assert.ok(isSetupPageToHost({ type: 'newGame', fen: '4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1' }));
    assert.ok(isSetupPageToHost({ type: 'changed', fen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1' }));
    assert.ok(isHostToSetupPage({ type: 'init', language: 'zh', strings: { ...SETUP_STRINGS }, fen: START_FEN }));
    assert.ok(isSetupPageState({ fen: START_FEN, orientation: 'black' }));
  });

  it('drops anything else: unknown types, missing or oversized FENs, extra fields, the other direction', () => {
    const bad: unknown[] = [
      null, 'ready', [], { type: 'nope' }, { type: 'ready', extra: 1 },
      { type: 'copyFen' }, { type: 'copyFen', fen: '' }, { type: 'copyFen', fen: 7 }, { type: 'newGame', fen: 'x'.repeat(201) },
      { type: 'newGame', fen: START_FEN, then: 'rm -rf' },
      { type: 'init', language: 'zh', strings: { ...SETUP_STRINGS }, fen: START_FEN },
    ];
    for (const m of bad) assert.ok(!isSetupPageToHost(m), JSON.stringify(m));
    const { title: _drop, ...fewer } = SETUP_STRINGS;
    const badInit: unknown[] = [
      { type: 'ready' },
      { type: 'init', language: 'fr', strings: { ...SETUP_STRINGS }, fen: START_FEN },
      { type: 'init', language: 'en', strings: fewer, fen: START_FEN },
      { type: 'init', language: 'en', strings: { ...SETUP_STRINGS, title: 3 }, fen: START_FEN },
      { type: 'init', language: 'en', strings: { ...SETUP_STRINGS, title: 'x'.repeat(501) }, fen: START_FEN },
      { type: 'init', language: 'en', strings: { ...SETUP_STRINGS }, fen: '' },
    ];
    for (const m of badInit) assert.ok(!isHostToSetupPage(m), JSON.stringify(m).slice(0, 80));
    assert.ok(!isSetupPageState({ fen: START_FEN, orientation: 'up' }));
    assert.ok(!isSetupPageState({ orientation: 'red' }));
    assert.ok(!isSetupPageState(undefined));
  });
});
