import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import type { Position } from '../../../src/core/position';
import { parseFen } from '../../../src/core/fen';
import { moveToIccs, parseIccs } from '../../../src/core/notation';
import { Engine } from '../../../src/engine/engine';
import { toScore } from '../../../src/engine/score';
import { describeShared, sharedPath } from '../../shared';

interface Puzzle { fen: string; line: string[] }

/** Does move `m` force mate within `moves`? */
const moveForcesMate = (pos: Position, m: number, moves: number): boolean => {
  pos.play(m);
  let all = true;
  const replies = pos.legalMoves();
  if (replies.length > 0) {
    if (moves === 1) all = false;
    else for (const r of replies) {
      pos.play(r);
      const ok = forcesMate(pos, moves - 1);
      pos.undo();
      if (!ok) { all = false; break; }
    }
  }
  pos.undo();
  return all;
};

/** Brute force, independent of the engine: does the side to move mate within `moves` of its moves? */
const forcesMate = (pos: Position, moves: number): boolean => pos.legalMoves().some((m) => moveForcesMate(pos, m, moves));

/** Walker8088's classical puzzles whose recorded main line ends in checkmate within `maxPlies`. */
const matingPuzzles = (maxPlies: number, count: number): Puzzle[] => {
  const rows = fs.readFileSync(sharedPath('fen', 'walker_puzzles_gudian_utf8.csv'), 'utf8').split('\n').slice(1);
  const out: Puzzle[] = [];
  for (const row of rows) {
    const cols = row.split(',');
    if (cols.length < 7 || Number(cols[5]) > maxPlies) continue;
    const fen = `${cols[3]} - - 0 1`;
    const line = cols[6].split('|')[0].trim().split(' ');
    const p = parseFen(fen);
    if (!p.ok) continue;
    const pos = p.value;
    let legal = true;
    for (const t of line) {
      const m = parseIccs(pos, t);
      if (!m.ok) { legal = false; break; }
      pos.play(m.value);
    }
    if (!legal || pos.hasLegalMove()) continue;
    // keep only puzzles whose first move really forces mate in the recorded length
    const root = parseFen(fen);
    const first = root.ok ? parseIccs(root.value, line[0]) : undefined;
    if (root.ok && first?.ok && moveForcesMate(root.value, first.value, Math.ceil(line.length / 2))) out.push({ fen, line });
    if (out.length >= count) break;
  }
  return out;
};

describeShared('search: mate puzzles from shared/data/fen', function () {
  this.timeout(60000);
  let puzzles: Puzzle[] = [];
  before(() => {
    puzzles = matingPuzzles(5, 16);
  });

  it('finds enough composed mates to test', () => assert.ok(puzzles.length >= 10, `${puzzles.length}`));

  it('solves each: a mate no longer than the recorded line, with the recorded first move or another mate as short', () => {
    let sameFirst = 0;
    for (const { fen, line } of puzzles) {
      const e = new Engine({ hashMb: 4 });
      assert.ok(e.setPosition(fen, []).ok);
      const r = e.go({ nodes: 300000 });
      const s = toScore(r.lines[0].value);
      assert.equal(s.kind, 'mate', `${fen}: ${JSON.stringify(s)} best ${moveToIccs(r.bestMove)} want ${line[0]}`);
      if (s.kind === 'mate') assert.ok(s.value > 0 && s.value <= Math.ceil(line.length / 2), `${fen}: mate ${s.value}`);
      if (moveToIccs(r.bestMove) === line[0]) sameFirst++;
      else {
        const pos = parseFen(fen);
        assert.ok(pos.ok && moveForcesMate(pos.value, r.bestMove, Math.ceil(line.length / 2)), `${fen}: ${moveToIccs(r.bestMove)} does not mate`);
      }
    }
    // composed puzzles sometimes have a second mate of the same length; most must match the book line
    assert.ok(sameFirst >= puzzles.length * 0.75, `${sameFirst}/${puzzles.length} first moves match`);
  });

  it('the mating PV is legal and ends in checkmate after exactly the announced plies', () => {
    for (const { fen, line } of puzzles.slice(0, 10)) {
      const e = new Engine({ hashMb: 4 });
      e.setPosition(fen, []);
      const r = e.go({ nodes: 300000 });
      const s = toScore(r.lines[0].value);
      if (s.kind !== 'mate') assert.fail(fen);
      const pos = parseFen(fen);
      if (!pos.ok) assert.fail(fen);
      const pv = r.lines[0].pv;
      assert.equal(pv.length, s.value * 2 - 1, `${fen} pv ${pv.map(moveToIccs).join(' ')}`);
      for (const m of pv) {
        assert.ok(pos.value.isLegal(m), `${fen}: illegal ${moveToIccs(m)}`);
        pos.value.play(m);
      }
      assert.equal(pos.value.hasLegalMove(), false);
    }
  });
});
