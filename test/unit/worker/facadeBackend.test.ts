import { strict as assert } from 'node:assert';
import { parseFen, START_FEN } from '../../../src/core/fen';
import type { Position } from '../../../src/core/position';
import type { InfoDto } from '../../../src/protocol/dto';
import { facadeBackend, type EngineFacade, type FacadeBestMove, type FacadeInfo } from '../../../src/worker/facadeBackend';

/**
 * Stand-in facades of the two shapes the adapter must handle: a search that holds the thread and
 * polls its own stop flag (calling onInfo every 1024 nodes), and one that yields with promises.
 * PVs come as packed Move numbers, as the engine produces them.
 */
const fake = (yields: boolean) => {
  let info: (i: FacadeInfo) => void = () => undefined;
  let best: (b: FacadeBestMove) => void = () => undefined;
  let pos: Position;
  let stopFlag = false;
  const engine: EngineFacade = {
    setPosition(fen) {
      const r = parseFen(fen);
      if (!r.ok) return r;
      pos = r.value;
      return { ok: true, value: undefined };
    },
    go(limits) {
      stopFlag = false;
      const first = pos.legalMoves()[0];
      let nodes = 0;
      const step = () => {
        for (let k = 0; k < 1024; k++) pos.legalMoves(), nodes++;
        info({ depth: 1 + (nodes >> 14), score: { cp: 5 }, nodes, pv: [first] });
      };
      const done = () => best({ bestmove: first });
      const limit = limits.nodes ?? Infinity;
      if (!yields) {
        while (!stopFlag && nodes < limit) step();
        return done();
      }
      return (async () => {
        while (!stopFlag && nodes < limit) {
          step();
          await new Promise<void>((r) => setImmediate(r));
        }
        done();
      })();
    },
    stop() {
      stopFlag = true;
    },
  };
  return facadeBackend(engine, { onInfo: (f) => (info = f), onBestMove: (f) => (best = f as typeof best) });
};

describe('facade backend adapter', () => {
  for (const yields of [false, true]) {
    const kind = yields ? 'a yielding' : 'a blocking';
    it(`maps ${kind} facade's info and best move to ICCS DTOs`, async () => {
      const b = fake(yields);
      assert.equal(b.setPosition(START_FEN, []), undefined);
      const infos: InfoDto[] = [];
      const out = await b.go({ nodes: 4096 }, (i) => infos.push(i), () => false);
      assert.equal(infos.length, 4);
      assert.deepEqual(infos[0].score, { kind: 'cp', value: 5 });
      assert.match(infos[0].pv[0], /^[a-i][0-9][a-i][0-9]$/);
      assert.equal(out.bestmove, infos[0].pv[0]);
    });

    it(`stops ${kind} facade through the shared flag`, async () => {
      const b = fake(yields);
      b.setPosition(START_FEN, []);
      let flag = false;
      let n = 0;
      const out = await b.go({}, () => ++n === 5 && (flag = true), () => flag);
      assert.ok(n >= 5 && n <= 7, `stopped after ${n} infos`);
      assert.ok(out.bestmove);
    });
  }

  it('reports a bad position as an error value', () => {
    assert.equal(fake(false).setPosition('junk', [])?.code, 'ERR_FEN_BOARD');
  });
});
