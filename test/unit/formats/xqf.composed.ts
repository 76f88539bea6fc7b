import { strict as assert } from 'node:assert';
import { parseFen } from '../../../src/core/fen';
import { parseIccs } from '../../../src/core/notation';
import { Game, newGame, playAt } from '../../../src/formats/game';

/** The game in test/fixtures/xqf/composed_v12.xqf: an endgame, Black to move, a variation, comments, GBK headers. */
export const composedGame = (): Game => {
  const fen = '3ak4/9/9/9/9/9/9/4C4/4p4/3K5 b';
  const g = newGame(fen, { Title: '组合测试', Event: '单元测试', Red: '红方', Black: '黑方', Result: '1-0', Annotator: 'xqlens' });
  g.root.comments = ['黑先'];
  const add = (pathMoves: string[], text: string): number[] => {
    const p = parseFen(fen);
    assert.ok(p.ok);
    let at: number[] = [];
    for (const t of [...pathMoves, text]) {
      const m = parseIccs(p.value, t);
      assert.ok(m.ok, t);
      const r = playAt(g, at, m.value);
      assert.ok(r.ok, t);
      at = r.value;
      p.value.play(m.value);
    }
    return at;
  };
  add([], 'e1d1');
  add(['e1d1'], 'd0d1');
  const alt = add([], 'e1f1');
  g.root.children[1].comments = ['变着'];
  assert.deepEqual(alt, [1]);
  add(['e1f1'], 'd0e0');
  return g;
};

