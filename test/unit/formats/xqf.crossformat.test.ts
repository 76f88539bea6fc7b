import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import { countBranches, Game, mainlineMoves } from '../../../src/formats/game';
import { readPgn } from '../../../src/formats/pgn/reader';
import { decodeText } from '../../../src/formats/text/encoding';
import { readXqf } from '../../../src/formats/xqf/reader';
import { describeShared, sharedPath } from '../../shared';
import { commentedNodes } from './counts';

const xqf = (name: string): Game => {
  const r = readXqf(new Uint8Array(fs.readFileSync(sharedPath('xqf', name))));
  assert.ok(r.ok);
  return r.value.game;
};
const text = (...parts: string[]): string => decodeText(fs.readFileSync(sharedPath(...parts))).text;

describeShared('XQF against the same games in text formats', () => {
  it('eleeye_SAMPLE.XQF and the XQF2PGN output beside it agree move for move', () => {
    const a = xqf('eleeye_SAMPLE.XQF');
    const r = readPgn(text('pgn', 'chinese', 'eleeye_SAMPLE.PGN'));
    assert.ok(r.ok);
    const b = r.value.games[0];
    assert.equal(b.startFen.split(' ')[0], a.startFen.split(' ')[0]);
    assert.deepEqual(mainlineMoves(b), mainlineMoves(a));
    assert.equal(mainlineMoves(a).length, 75);
    assert.equal(commentedNodes(a, true), 12);
  });

  it('qt_v12_xianrenzhilu_quanji.XQF and its DhtmlXQ copy share the main line and comment count', function () {
    this.timeout(20000);
    const a = xqf('qt_v12_xianrenzhilu_quanji.XQF');
    const r = readDhtmlXq(text('pgn', 'dhtmlxq', 'vschess_dhtmlxq_xianrenzhilu.txt'));
    assert.ok(r.ok);
    const b = r.value.game;
    assert.deepEqual(mainlineMoves(b), mainlineMoves(a));
    assert.equal(mainlineMoves(a).length, 53);
    assert.equal(countBranches(a), 1447);
    assert.equal(countBranches(b), countBranches(a));
    assert.equal(commentedNodes(a, true), 314);
  });
});
