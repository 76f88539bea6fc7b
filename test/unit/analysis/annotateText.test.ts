// A review written into a game's text as one edit: every engine note, glyph and variation reads back
// through the reader as applyEdit's game, the other games and the text around them stay as written.
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { annotationEdits } from '../../../src/analysis/annotations';
import { reviewGame } from '../../../src/analysis/review';
import { LocalEngine } from '../../../src/worker/localEngine';
import { builtinBook } from '../../../src/engine/book';
import { lineBook } from '../../../src/engine/book/probeLine';
import { applyEdit } from '../../../src/formats/edit';
import { cloneGame, mainline, sameGame } from '../../../src/formats/game';
import { readGameText } from '../../../src/formats/read';
import { batchTextEdits, textEditForAll } from '../../../src/formats/textBatch';
import { applyTextEdits } from '../../../src/formats/textSync';
import { writePgn } from '../../../src/formats/pgn/writer';
import { gameMoveStyle } from '../../../src/formats/pgn/textEdits';
import { FIXTURES } from '../../shared';

// the fixture game (our own self-play) between two small games, CRLF-free, with a comment of the user's kept
const SELFPLAY = fs.readFileSync(path.join(FIXTURES, 'games', 'selfplay-1.pgn'), 'utf8');
// and a composed ending where Red gives a chariot away (i2a2) for Black to take
const TEXT = `[Event "before"]\n[Format "WXF"]\n\n1. C2.5 {mine} H8+7 *\n\n${SELFPLAY.trim()}\n\n[Event "after"]\n[FEN "5k3/r8/9/9/9/9/9/9/8R/3K5 w - - 0 1"]\n[Format "ICCS"]\n\n1. i1i2 a8a7 2. i2a2 a7a2 *\n`;

describe('analysis: a review written into the text as one edit', function () {
  this.timeout(120_000);

  it('annotates a 70-ply game in one edit that reads back as the annotated game, leaving the rest as written', async () => {
    const read = readGameText(TEXT, 'three.pgn');
    assert.ok(read.ok);
    const game = read.value.games[1];
    assert.ok(mainline(game).length >= 60);
    const review = await reviewGame(game, new LocalEngine({ hashMb: 8 }), { limits: { depth: 3, multipv: 2 }, book: lineBook(builtinBook()) });
    const edits = annotationEdits(game, review);
    const r = textEditForAll(TEXT, read.value, 1, edits);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    const edit = r.value;
    assert.ok(edit);
    const after = applyTextEdits(TEXT, [edit]);
    // the one edit stays inside the second game
    assert.ok(edit.start >= TEXT.indexOf('[Event "Xiangqi Lens self-play"]') && edit.end <= TEXT.indexOf('[Event "after"]'));
    const back = readGameText(after, 'three.pgn');
    assert.ok(back.ok);
    const expected = cloneGame(game);
    for (const e of edits) assert.ok(applyEdit(expected, e).ok);
    assert.equal(back.value.games.length, 3);
    assert.ok(sameGame(back.value.games[1], expected), 'the text reads as the annotated game');
    assert.ok(sameGame(back.value.games[0], read.value.games[0]) && sameGame(back.value.games[2], read.value.games[2]));
    assert.equal(after.slice(0, after.indexOf('[Event "Xiangqi Lens self-play"]')), TEXT.slice(0, TEXT.indexOf('[Event "Xiangqi Lens self-play"]')));
    // every main-line move carries its score, as `[%eval …]` in the text
    const annotated = mainline(back.value.games[1]);
    assert.ok(annotated.every((n) => n.eval?.score));
    assert.equal((after.match(/\[%eval /g) ?? []).length, annotated.length);
    // written again from the new text, the same annotations change nothing
    const again = textEditForAll(after, back.value, 1, annotationEdits(back.value.games[1], review));
    assert.ok(again.ok);
    assert.equal(again.value, undefined);
  });

  it('writes the glyph and the engine\'s line as a variation after a blunder; stepped with a yield after every edit it gives the same answer', async () => {
    const read = readGameText(TEXT, 'three.pgn');
    assert.ok(read.ok);
    const game = read.value.games[2];
    const review = await reviewGame(game, new LocalEngine({ hashMb: 8 }), { limits: { depth: 5 } });
    const edits = annotationEdits(game, review);
    assert.ok(edits.some((e) => e.type === 'addMoves'), JSON.stringify(edits));
    const batch = batchTextEdits(TEXT, read.value, 2, edits);
    let steps = 0;
    let answer;
    while (!(answer = batch.step(() => true))) steps++;
    assert.ok(steps >= edits.length - 2, `paused ${steps} times for ${edits.length} edits`);
    assert.deepEqual(answer, textEditForAll(TEXT, read.value, 2, edits));
    assert.ok(answer.ok && answer.value);
    const after = applyTextEdits(TEXT, [answer.value]);
    const tail = after.slice(after.indexOf('[Event "after"]'));
    assert.match(tail, /2\. i2a2 \$4 \{\[%eval #?-?\d+,\d+/);
    assert.match(tail, /\(2\. [a-i]\d[a-i]\d .*\{engine: [+-]?\d/s);
    const back = readGameText(after, 'three.pgn');
    assert.ok(back.ok);
    assert.deepEqual(back.value.games[2].root.children[0].children[0].children[0].nags, [4]);
  });

  it('writes each mark in words before the engine note, in the file\'s notation, and the summary before the first move; written again, the words are not doubled', async () => {
    // the composed ending of TEXT (Red gives its chariot away, and Black then mates in 3: the bare king is
    // stalemated) as a Chinese record, with a comment of the user's on the blunder
    const iccs = readGameText(TEXT, 'three.pgn');
    assert.ok(iccs.ok);
    const chinese = writePgn(iccs.value.games[2], 'zh').replace('车一平九', '车一平九 {mine}');
    const read = readGameText(chinese, 'zh.pgn');
    assert.ok(read.ok);
    const game = read.value.games[0];
    assert.equal(gameMoveStyle(game, chinese), 'zh');
    const review = await reviewGame(game, new LocalEngine({ hashMb: 8 }), { limits: { depth: 5 } });
    assert.equal(review.plies[2].quality, 'blunder');
    const words = { language: 'zh', notation: gameMoveStyle(game, chinese)! } as const;
    const edits = annotationEdits(game, review, { words });
    const r = textEditForAll(chinese, read.value, 0, edits);
    assert.ok(r.ok && r.value, r.ok ? '' : r.error.message);
    const after = applyTextEdits(chinese, [r.value]);
    // the user's comment stays first; the words, then the machine fields, in one brace
    assert.match(after, /车一平九 \$4 \{mine\} \{败着：应走[^}]*；车一平九送杀，对方3步成杀（车１进５ [^）]*）。 \[%eval /);
    // the variation is written in Chinese moves, as the file is
    assert.match(after, /\(2\. 车[一二三四五六七八九][进退平][一二三四五六七八九]/);
    assert.match(after, /^\{Xiangqi Lens 复盘——红方：缓着 \d+，错着 \d+，败着 [1-9]/m);
    const back = readGameText(after, 'zh.pgn');
    assert.ok(back.ok);
    const expected = cloneGame(game);
    for (const e of edits) assert.ok(applyEdit(expected, e).ok);
    assert.ok(sameGame(back.value.games[0], expected), 'the text reads as the annotated game');
    const blunder = mainline(back.value.games[0])[2];
    assert.deepEqual(blunder.comments.slice(0, 1), ['mine']);
    assert.equal(blunder.comments.length, 2);
    // a second write (in the other language, too) replaces the words instead of adding to them
    const again = textEditForAll(after, back.value, 0, annotationEdits(back.value.games[0], review, { words }));
    assert.ok(again.ok && again.value === undefined);
    const english = annotationEdits(back.value.games[0], review, { words: { language: 'en', notation: 'zh' } });
    const en = textEditForAll(after, back.value, 0, english);
    assert.ok(en.ok && en.value);
    const enText = applyTextEdits(after, [en.value]);
    assert.equal((enText.match(/Xiangqi Lens (review|复盘)/g) ?? []).length, 1);
    assert.match(enText, /\{mine\} \{Blunder\. Best was [^}]*; 车一平九 allows mate in 3: 车１进５ [^}]*\. \[%eval /);
    assert.ok(!/败着/.test(enText));
  });

  it('refuses a stale reading, a missing game and a FEN list', () => {
    const read = readGameText(TEXT, 'three.pgn');
    assert.ok(read.ok);
    const note = { type: 'setComments', at: [0], comments: ['x'] } as const;
    const stale = textEditForAll(`${TEXT} `, { ...read.value, text: TEXT }, 0, [note]);
    assert.ok(!stale.ok && stale.error.code === 'ERR_EDIT_STALE');
    const missing = textEditForAll(TEXT, read.value, 7, [note]);
    assert.ok(!missing.ok && missing.error.code === 'ERR_EDIT_PATH');
    const fen = '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0e1\n';
    const fenRead = readGameText(fen, 'p.fen');
    assert.ok(fenRead.ok);
    const refused = textEditForAll(fen, fenRead.value, 0, [note]);
    assert.ok(!refused.ok && refused.error.code === 'ERR_EDIT_UNSUPPORTED');
  });
});
