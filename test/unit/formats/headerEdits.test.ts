import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { applyEdit, type GameEdit } from '../../../src/formats/edit';
import { cloneGame, type Game } from '../../../src/formats/game';
import { readGameText } from '../../../src/formats/read';
import { applyTextEdits, textEditsFor } from '../../../src/formats/textSync';
import { readPgn } from '../../../src/formats/pgn/reader';
import { writePgn } from '../../../src/formats/pgn/writer';
import { readXqf } from '../../../src/formats/xqf/reader';
import { writeXqf } from '../../../src/formats/xqf/writer';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** What the board page's header panel sends when a player fills in every field (webview/editor/panels/header.ts). */
const PANEL_EDITS: GameEdit[] = [
  { type: 'setHeader', name: 'Event', value: '全国象棋个人赛' },
  { type: 'setHeader', name: 'Date', value: '2024.05.01' },
  { type: 'setHeader', name: 'Red', value: '许银川' },
  { type: 'setHeader', name: 'Black', value: '吕钦' },
  { type: 'setHeader', name: 'Result', value: '1/2-1/2' },
  { type: 'setHeader', name: 'ECCO', value: 'C00' },
  { type: 'setHeader', name: 'Opening', value: '中炮对屏风马' },
];
const EXPECTED = { Event: '全国象棋个人赛', Date: '2024.05.01', Red: '许银川', Black: '吕钦', Result: '1/2-1/2', ECCO: 'C00', Opening: '中炮对屏风马' };

const pick = (h: Record<string, string>): Record<string, string | undefined> => Object.fromEntries(Object.keys(EXPECTED).map((k) => [k, h[k]]));

/** Applies the edits, returning their inverses in the order that undoes them. */
const applyAll = (g: Game, edits: readonly GameEdit[]): GameEdit[] => {
  const undo: GameEdit[] = [];
  for (const e of edits) {
    const r = applyEdit(g, e);
    assert.ok(r.ok, JSON.stringify(e));
    undo.unshift(r.value.inverse);
  }
  return undo;
};

describe('formats: the header panel\'s edits written back to the file', () => {
  it('XQF: every field is saved, read back as set (ECCO carried in the root comment), and undone to the original bytes', () => {
    const read = readXqf(new Uint8Array(fs.readFileSync(path.join(ROOT, 'samples', 'selfplay-1.xqf'))));
    assert.ok(read.ok);
    const original = cloneGame(read.value.game);
    const before = writeXqf(original);
    assert.ok(before.ok);
    const g = read.value.game;
    const undo = applyAll(g, PANEL_EDITS);
    const bytes = writeXqf(g);
    assert.ok(bytes.ok);
    const back = readXqf(bytes.value);
    assert.ok(back.ok);
    assert.deepEqual(pick(back.value.game.headers), EXPECTED);
    assert.equal(back.value.game.root.children[0]?.move, g.root.children[0]?.move, 'the moves stay');
    applyAll(g, undo);
    const undone = writeXqf(g);
    assert.ok(undone.ok);
    assert.deepEqual(undone.value, before.value, 'undo restores the file byte for byte');
  });

  it('PGN text: each edit changes its tag line alone, the text reads back as set, and undo gives the text back', () => {
    const file = path.join(ROOT, 'samples', 'study-chinese.pgn');
    const original = fs.readFileSync(file, 'utf8');
    let text = original;
    const undo: GameEdit[] = [];
    for (const e of PANEL_EDITS) {
      const read = readGameText(text, file);
      assert.ok(read.ok);
      const game = cloneGame(read.value.games[0]);
      const inverse = applyEdit(game, e);
      assert.ok(inverse.ok);
      undo.unshift(inverse.value.inverse);
      const edits = textEditsFor(text, read.value, 0, e);
      assert.ok(edits.ok, JSON.stringify(edits));
      const next = applyTextEdits(text, edits.value);
      // a header edit touches the tag section, never the moves; the Result tag also sets the result token at the end
      const moves = (t: string): string => t.slice(t.indexOf('\n\n')).replace(/(\*|1-0|0-1|1\/2-1\/2)\s*$/, '');
      assert.equal(moves(next), moves(text), JSON.stringify(e));
      if (e.type === 'setHeader' && e.name === 'Result') assert.match(next, /1\/2-1\/2\s*$/);
      text = next;
    }
    const back = readGameText(text, file);
    assert.ok(back.ok);
    assert.deepEqual(pick(back.value.games[0].headers), EXPECTED);
    for (const e of undo) {
      const read = readGameText(text, file);
      assert.ok(read.ok);
      const edits = textEditsFor(text, read.value, 0, e);
      assert.ok(edits.ok);
      text = applyTextEdits(text, edits.value);
    }
    assert.equal(text, original);
  });

  it('PGN writer: a game with the panel\'s headers writes them as tags and reads back the same', () => {
    const read = readXqf(new Uint8Array(fs.readFileSync(path.join(ROOT, 'samples', 'selfplay-1.xqf'))));
    assert.ok(read.ok);
    applyAll(read.value.game, PANEL_EDITS);
    const text = writePgn(read.value.game, 'zh');
    for (const [k, v] of Object.entries(EXPECTED)) assert.ok(text.includes(`[${k} "${v}"]`), k);
    const back = readPgn(text);
    assert.ok(back.ok);
    assert.deepEqual(pick(back.value.games[0].headers), EXPECTED);
  });
});
