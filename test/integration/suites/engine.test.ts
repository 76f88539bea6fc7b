// The built-in engine answers inside the real extension host, through the same engine service the
// commands use (a worker thread started from the installed dist/engineWorker.js).
import { strict as assert } from 'node:assert';
import { before, describe, it } from 'mocha';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { parseIccs } from '../../../src/core/notation';
import type { XiangqiLensApi } from '../../../src/host/extension';
import type { InfoDto } from '../../../src/protocol/dto';
import { MATE_IN_ONE } from '../../e2e/positions';
import { activateLens } from '../lens';

/** Whether `move` is legal after `moves` from `fen`, by the rules core (not the engine). */
const legalAfter = (fen: string, moves: readonly string[], move: string): boolean => {
  const p = parseFen(fen);
  if (!p.ok) return false;
  for (const m of moves) {
    const r = parseIccs(p.value, m);
    if (!r.ok) return false;
    p.value.play(r.value);
  }
  return parseIccs(p.value, move).ok;
};

describe('engine', () => {
  let api: XiangqiLensApi;
  before(async () => {
    api = await activateLens();
  });

  it('finds the mate in one, streaming info lines as it deepens', async () => {
    const infos: InfoDto[] = [];
    const r = await api.analyse({ fen: MATE_IN_ONE, moves: [] }, { depth: 3 }, (i) => infos.push(i));
    assert.equal(r.bestmove, 'b1b9');
    assert.deepEqual(r.lines[0].score, { kind: 'mate', value: 1 });
    assert.ok(infos.length > 0, 'no info line arrived');
    assert.deepEqual(infos[infos.length - 1].pv.slice(0, 1), ['b1b9']);
  });

  it('answers a node-limited search from the start position with a legal move', async () => {
    const r = await api.analyse({ fen: START_FEN, moves: [] }, { nodes: 20_000 });
    assert.ok(r.bestmove && legalAfter(START_FEN, [], r.bestmove), `bestmove ${r.bestmove}`);
  });

  it('plays the moves it is given before searching: Black answers the central cannon', async () => {
    const moves = ['h2e2'];
    const r = await api.analyse({ fen: START_FEN, moves }, { nodes: 20_000 });
    assert.ok(r.bestmove && legalAfter(START_FEN, moves, r.bestmove), `bestmove ${r.bestmove} is not legal for Black`);
    assert.ok(!legalAfter(START_FEN, [], r.bestmove), `${r.bestmove} is a Red move`);
  });
});
