import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROLE_NAMES } from '../../../src/core/types';
import { parseFen } from '../../../src/core/fen';
import { DEFAULT_WEIGHTS, EVAL_ALL, WEIGHTS, colourTables, evaluate } from '../../../src/engine/evaluate';
import { PIECE_SQUARE } from '../../../src/engine/pst';
import { pstSource } from '../../bench/tune/pstSource';

const PST_FILE = path.join(__dirname, '../../../src/engine/pst.ts');
/** The tuner's record of the fit in play: its command, its settings and what it produced. */
const FIT_FILE = path.join(__dirname, '../../fixtures/tuning/weights-ours.json');
const tables = (): Record<string, number[][]> =>
  Object.fromEntries(ROLE_NAMES.map((name, role) => [name, PIECE_SQUARE[role].map((row) => [...row])]));

describe('piece-square tables', () => {
  it('are exactly what the tuner writes for them, so a fit lands by command', () => {
    assert.equal(pstSource(tables()), fs.readFileSync(PST_FILE, 'utf8'));
  });

  it('the writer puts a changed value in its role, rank and file', () => {
    const t = tables();
    t.horse[7][2] = 123;
    const src = pstSource(t);
    const horse = src.slice(src.indexOf('// horse'), src.indexOf('// chariot'));
    assert.match(horse.split('\n')[9], /^ {4}\[-?\d+, -?\d+, 123, -?\d+, -?\d+\],$/);
    assert.equal(src.match(/123/g)?.length, 1);
  });

  it('the writer refuses a table of the wrong shape rather than write a broken engine', () => {
    const t = tables();
    t.cannon.pop();
    assert.throws(() => pstSource(t), /cannon/);
    const u = tables();
    delete u.pawn;
    assert.throws(() => pstSource(u), /pawn/);
  });

  it('other tables given to the evaluation (a bench trying a fit) count for the piece\'s owner, files mirrored', () => {
    // Red's horse on c2 (rank 2 from Red's side, file 2 from the edge); Black's on g8 (rank 1 from
    // Black's side, file 2 from the other edge); Red to move (composed)
    const p = parseFen('3k5/6n2/9/9/9/9/9/2N6/9/4K4 w');
    assert.ok(p.ok);
    const pos = p.value;
    const base = evaluate(pos);
    assert.equal(evaluate(pos, EVAL_ALL, WEIGHTS, colourTables(PIECE_SQUARE)), base);
    const changed = (rank: number, delta: number): number => {
      const t = tables();
      t.horse[rank][2] += delta;
      return evaluate(pos, EVAL_ALL, WEIGHTS, colourTables(ROLE_NAMES.map((name) => t[name])));
    };
    assert.equal(changed(2, 40), base + 40);
    assert.equal(changed(1, 40), base - 40);
    assert.equal(changed(5, 40), base);
  });
});

describe('the evaluation in play', () => {
  const fit = JSON.parse(fs.readFileSync(FIT_FILE, 'utf8')) as {
    weights: Record<string, number>;
    pst: Record<string, number[][]>;
    env: Record<string, string>;
  };

  it('has every weight the recorded fit produced (DEFAULT_WEIGHTS is copied by hand, so a slip shows here)', () => {
    for (const name of Object.keys(fit.weights)) assert.ok(name in DEFAULT_WEIGHTS, `${name} is gone`);
    // a term added after the fit stays out of play (weight 0) until a fit includes it
    const added = Object.entries(DEFAULT_WEIGHTS).filter(([name]) => !(name in fit.weights));
    assert.deepEqual(added.filter(([, v]) => v !== 0), [], 'weights the fit never saw');
    const differ = Object.entries(fit.weights).filter(([name, v]) => DEFAULT_WEIGHTS[name as keyof typeof DEFAULT_WEIGHTS] !== v);
    assert.deepEqual(differ, [], `weights that differ from ${path.basename(FIT_FILE)}`);
  });

  it('has the piece-square tables of the same fit', () => {
    const t = tables();
    for (const name of ROLE_NAMES) assert.deepEqual(t[name], fit.pst[name], name);
  });

  it('names the command that wrote it, so the fit can be run again', () => {
    assert.equal(fit.env.TUNE_PST_OUT, 'src/engine/pst.ts');
    assert.equal(fit.env.TUNE_OUT, 'test/fixtures/tuning/weights-ours.json');
    // what it was fitted to: our own search's scores of positions from our games
    assert.ok(fs.existsSync(path.join(__dirname, '../../..', fit.env.TUNE_LABELS)), fit.env.TUNE_LABELS);
  });
});
