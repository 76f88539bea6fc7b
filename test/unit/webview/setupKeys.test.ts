import { strict as assert } from 'node:assert';
import { parseSquare } from '../../../src/core/squares';
import { setupSpokenText, squareWords } from '../../../src/core/setupWords';
import { homeSquare, setupKeyCommand, stepFocus } from '../../../webview/setup/setupKeys';

describe('setup board keyboard', () => {
  it('FEN letters choose a piece: upper case Red, lower case Black; WXF E and H too', () => {
    assert.deepEqual(setupKeyCommand({ key: 'N' }), { kind: 'choose', piece: { role: 'n', color: 'red' } });
    assert.deepEqual(setupKeyCommand({ key: 'k' }), { kind: 'choose', piece: { role: 'k', color: 'black' } });
    assert.deepEqual(setupKeyCommand({ key: 'H' }), { kind: 'choose', piece: { role: 'n', color: 'red' } });
    assert.deepEqual(setupKeyCommand({ key: 'e' }), { kind: 'choose', piece: { role: 'b', color: 'black' } });
    assert.equal(setupKeyCommand({ key: 'q' }), undefined);
    assert.equal(setupKeyCommand({ key: 'Tab' }), undefined);
    // shortcuts stay the workbench's
    assert.equal(setupKeyCommand({ key: 'c', ctrlKey: true }), undefined);
  });

  it('Enter and Space place, Delete and Backspace remove, Escape disarms, arrows step', () => {
    assert.deepEqual(setupKeyCommand({ key: 'Enter' }), { kind: 'apply' });
    assert.deepEqual(setupKeyCommand({ key: ' ' }), { kind: 'apply' });
    assert.deepEqual(setupKeyCommand({ key: 'Delete' }), { kind: 'remove' });
    assert.deepEqual(setupKeyCommand({ key: 'Backspace' }), { kind: 'remove' });
    assert.deepEqual(setupKeyCommand({ key: 'Escape' }), { kind: 'disarm' });
    assert.deepEqual(setupKeyCommand({ key: 'ArrowLeft' }), { kind: 'step', dx: -1, dy: 0 });
  });

  it('the focus moves as the screen shows the board, and stops at its edges', () => {
    assert.equal(homeSquare('red'), 'e0');
    assert.equal(homeSquare('black'), 'e9');
    assert.equal(stepFocus('e0', 0, -1, 'red'), 'e1');
    assert.equal(stepFocus('e0', 1, 0, 'red'), 'f0');
    // flipped: up on the screen is towards Red's back rank, right is towards file a
    assert.equal(stepFocus('e9', 0, -1, 'black'), 'e8');
    assert.equal(stepFocus('e9', 1, 0, 'black'), 'd9');
    assert.equal(stepFocus('a0', -1, 1, 'red'), 'a0');
    assert.equal(stepFocus('i9', 1, -1, 'red'), 'i9');
  });

  it('squares read as ICCS in English and as the bottom side counts them in Chinese', () => {
    const e0 = parseSquare('e0');
    const h2 = parseSquare('h2');
    assert.equal(squareWords(h2, 'en'), 'h2');
    assert.equal(squareWords(e0, 'zh'), '红方五路第一行');
    assert.equal(squareWords(h2, 'zh'), '红方二路第三行');
    // Black at the bottom: its own files from its right in digits, ranks from its back rank
    assert.equal(squareWords(h2, 'zh', 1), '黑方8路第八行');
    assert.equal(squareWords(parseSquare('a9'), 'zh', 1), '黑方1路第一行');
  });

  it('says what a key did in the UI language', () => {
    const e4 = parseSquare('e4');
    assert.equal(setupSpokenText({ kind: 'placed', square: e4, piece: [0, 3] }, 'en'), 'Red horse placed on e4');
    assert.equal(setupSpokenText({ kind: 'placed', square: e4, piece: [1, 3] }, 'zh'), '黑马放在红方五路第五行');
    assert.equal(setupSpokenText({ kind: 'focus', square: e4 }, 'en'), 'e4: empty');
    assert.equal(setupSpokenText({ kind: 'focus', square: parseSquare('e0'), piece: [0, 0] }, 'zh'), '红方五路第一行：红帅');
    assert.equal(setupSpokenText({ kind: 'removed', square: e4, piece: [1, 6] }, 'zh'), '从红方五路第五行拿走黑卒');
  });
});
