import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cellPuzzle } from '../../../src/analysis/trainingStudy';
import { replayLine } from '../../../src/core/line';
import { readStudy } from '../../../src/formats/study';
import { FIXTURES } from '../../shared';
import { run } from './run';

const GAMES = path.join(FIXTURES, 'games');
const SAMPLE = path.join(GAMES, 'selfplay-1.pgn');

describe('xqlens train', function () {
  this.timeout(120_000);
  const dir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'xql-'));

  it('writes a study of puzzles from the games\' mistakes, the same study on a second build, and builds on it', async () => {
    const d = dir();
    const out = path.join(d, 'training.xqnb');
    const r = await run(['train', SAMPLE, '--from', '?!', '--nodes', '3000', '-o', out]);
    assert.equal(r.code, 0, r.err.join('\n'));
    const text = fs.readFileSync(out, 'utf8');
    const read = readStudy(text);
    assert.deepEqual(read.issues, []);
    const puzzles = read.study.cells.map(cellPuzzle).filter((p) => p !== undefined);
    assert.ok(puzzles.length >= 1, 'a self-play game at a small budget has slips');
    for (const p of puzzles) {
      // the position is legal, the answers and the move played are legal moves there, the played one not among the answers
      assert.ok(replayLine(p.fen, [p.answers[0]]).ok && replayLine(p.fen, [p.played]).ok, JSON.stringify(p));
      assert.ok(!p.answers.includes(p.played));
      assert.equal(p.source.file, path.relative(d, SAMPLE).split(path.sep).join('/'));
    }
    assert.match(r.err[r.err.length - 1], new RegExp(`1 games, \\d+ puzzles found, ${puzzles.length} new, ${puzzles.length} in `));
    // the same games again: nothing new, the file as it was
    const again = await run(['train', SAMPLE, '--from', '?!', '--nodes', '3000', '-o', out]);
    assert.equal(again.code, 0);
    assert.equal(fs.readFileSync(out, 'utf8'), text);
  });

  it('refuses a study it cannot read rather than replace it, and a target that is not a study', async () => {
    const d = dir();
    const bad = path.join(d, 'bad.xqnb');
    fs.writeFileSync(bad, '<!-- xqnb v9 -->\nmine\n');
    const r = await run(['train', SAMPLE, '-o', bad]);
    assert.equal(r.code, 2);
    assert.equal(fs.readFileSync(bad, 'utf8'), '<!-- xqnb v9 -->\nmine\n');
    assert.equal((await run(['train', SAMPLE, '-o', path.join(d, 'x.pgn')])).code, 2);
    assert.equal((await run(['train', SAMPLE, '--from', '!', '-o', path.join(d, 'x.xqnb')])).code, 2);
  });
});
