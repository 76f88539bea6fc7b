import { strict as assert } from 'node:assert';
import { checkHostMessage, isWorkerToHost } from '../../../src/protocol/validate';

const FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const info = { depth: 3, seldepth: 5, score: { kind: 'cp', value: 12 }, nodes: 100, nps: 1000, hashfull: 0, multipv: 1, pv: ['h2e2'] };

describe('protocol validation', () => {
  it('accepts every well-formed host message', () => {
    const good = [
      { type: 'analyse', id: 1, position: { fen: FEN, moves: ['h2e2'] }, limits: { depth: 5, multipv: 2, searchmoves: ['b0c2'] } },
      { type: 'stop' },
      { type: 'stop', id: 4 },
      { type: 'perft', id: 2, fen: FEN, depth: 3 },
      { type: 'setOption', id: 3, options: { hashMb: 64 } },
      { type: 'newGame', id: 5 },
    ];
    for (const m of good) assert.ok(checkHostMessage(m).ok, JSON.stringify(m));
  });

  it('rejects malformed host messages with a reason', () => {
    const bad: unknown[] = [
      undefined,
      42,
      [],
      { type: 'quit', id: 1 },
      { type: 'toString', id: 1 },
      { type: 'analyse', id: 0, position: { fen: FEN, moves: [] }, limits: {} },
      { type: 'analyse', id: 1, position: { fen: FEN, moves: ['h2e2x'] }, limits: {} },
      { type: 'analyse', id: 1, position: { fen: FEN }, limits: {} },
      { type: 'analyse', id: 1, position: { fen: FEN, moves: [] }, limits: { depth: 1.5 } },
      { type: 'analyse', id: 1, position: { fen: FEN, moves: [] }, limits: { nodes: -1 } },
      { type: 'analyse', id: 1, position: { fen: '', moves: [] }, limits: {} },
      { type: 'perft', id: 1, fen: FEN, depth: 9 },
      { type: 'setOption', id: 1, options: { hashMb: 1e9 } },
      { type: 'stop', id: 'all' },
    ];
    for (const m of bad) {
      const r = checkHostMessage(m);
      assert.ok(!r.ok && r.error.length > 0, JSON.stringify(m));
    }
  });

  it('checks worker messages field by field', () => {
    assert.ok(isWorkerToHost({ type: 'ready' }));
    assert.ok(isWorkerToHost({ type: 'info', inReplyTo: 1, info }));
    assert.ok(isWorkerToHost({ type: 'bestmove', inReplyTo: 1, result: { bestmove: 'h2e2', lines: [info] } }));
    assert.ok(isWorkerToHost({ type: 'bestmove', inReplyTo: 1, result: { bestmove: null, lines: [] } }));
    assert.ok(isWorkerToHost({ type: 'error', inReplyTo: null, code: 'E', message: 'm' }));
    assert.ok(!isWorkerToHost({ type: 'info', inReplyTo: 1, info: { ...info, score: { kind: 'pawns', value: 1 } } }));
    assert.ok(!isWorkerToHost({ type: 'info', inReplyTo: 1, info: { ...info, pv: ['zz'] } }));
    assert.ok(!isWorkerToHost({ type: 'bestmove', inReplyTo: 1, result: { bestmove: 'h2e2' } }));
    assert.ok(!isWorkerToHost({ type: 'perft', inReplyTo: 1, nodes: 'many' }));
    assert.ok(!isWorkerToHost({ type: 'ready', inReplyTo: 3 }));
    assert.ok(!isWorkerToHost({ type: 'analyse', id: 1 }));
  });
});
