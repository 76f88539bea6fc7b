import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { fromEngineMove, goCommand, parseEngineLine, positionCommand, toEngineMove } from '../../../src/host/externalEngineParse';

describe('UCI/UCCI line parsing', () => {
  it('reads a full UCI info line', () => {
    const l = parseEngineLine('info depth 12 seldepth 18 multipv 2 score cp -35 upperbound nodes 123456 nps 400000 hashfull 87 time 300 pv h2e2 h9g7 b0c2', 'uci', 0);
    assert.deepEqual(l, {
      kind: 'info',
      info: { depth: 12, seldepth: 18, multipv: 2, score: { kind: 'cp', value: -35 }, nodes: 123456, nps: 400000, hashfull: 87, pv: ['h2e2', 'h9g7', 'b0c2'] },
    });
  });

  it('reads UCI mate scores and UCCI scores, mapping ElephantEye mate values', () => {
    const mate = parseEngineLine('info depth 5 score mate -3 pv a0a1', 'uci', 0);
    assert.ok(mate.kind === 'info' && mate.info.score.kind === 'mate' && mate.info.score.value === -3);
    const cp = parseEngineLine('info depth 5 score 42 pv h2e2', 'ucci', 0);
    assert.ok(cp.kind === 'info');
    assert.deepEqual(cp.info.score, { kind: 'cp', value: 42 });
    const uciStyle = parseEngineLine('info depth 5 score mate 2 pv h2e2', 'ucci', 0);
    assert.ok(uciStyle.kind === 'info');
    assert.deepEqual(uciStyle.info.score, { kind: 'mate', value: 2 });
    const m = parseEngineLine('info depth 5 score 9995 pv h2e2', 'ucci', 0);
    assert.ok(m.kind === 'info');
    assert.deepEqual(m.info.score, { kind: 'mate', value: 3 });
  });

  it('converts Fairy-Stockfish ranks 1–10 both ways', () => {
    assert.equal(fromEngineMove('h10g8', 1), 'h9g7');
    assert.equal(fromEngineMove('h3e3', 1), 'h2e2');
    assert.equal(fromEngineMove('h0e3', 1), undefined);
    assert.equal(toEngineMove('h9g7', 1), 'h10g8');
    assert.equal(positionCommand({ fen: START_FEN, moves: ['h2e2', 'h9g7'] }, 1), `position fen ${START_FEN} moves h3e3 h10g8`);
    assert.equal(positionCommand({ fen: START_FEN, moves: [] }, 0), `position fen ${START_FEN}`);
  });

  it('writes go commands for each protocol', () => {
    assert.equal(goCommand({ depth: 8, searchmoves: ['h2e2'] }, 'uci', 0), 'go depth 8 searchmoves h2e2');
    assert.equal(goCommand({ movetime: 500 }, 'ucci', 0), 'go time 500 movestogo 1');
    assert.equal(goCommand({}, 'uci', 0), 'go infinite');
    assert.equal(goCommand({ nodes: 1000 }, 'ucci', 0, ['a0a1', 'b0c2']), 'banmoves a0a1 b0c2\ngo nodes 1000');
  });

  it('classifies handshake, options, bestmove and the absence of a move', () => {
    assert.equal(parseEngineLine('uciok', 'uci', 0).kind, 'handshakeOk');
    assert.equal(parseEngineLine('uciok', 'ucci', 0).kind, 'garbage');
    assert.deepEqual(parseEngineLine('option name Clear Hash type button', 'uci', 0), { kind: 'option', name: 'Clear Hash' });
    assert.deepEqual(parseEngineLine('option hashsize type spin min 0 max 1024 default 16', 'ucci', 0), { kind: 'option', name: 'hashsize' });
    assert.deepEqual(parseEngineLine('bestmove h2e2 ponder h9g7', 'uci', 0), { kind: 'bestmove', bestmove: 'h2e2', ponder: 'h9g7' });
    assert.deepEqual(parseEngineLine('nobestmove', 'ucci', 0), { kind: 'bestmove', bestmove: null });
    assert.deepEqual(parseEngineLine('bestmove (none)', 'uci', 0), { kind: 'bestmove', bestmove: null });
    assert.equal(parseEngineLine('info string hello', 'uci', 0).kind, 'infoOther');
    assert.equal(parseEngineLine('info depth 3 currmove h2e2 currmovenumber 1', 'uci', 0).kind, 'infoOther');
  });

  it('flags garbage: unknown lines, bad moves, control characters', () => {
    for (const bad of ['hello world', 'bestmove zz99', 'info depth 3 score cp 5 pv h2e2 x', 'info depth 3 score cp ten', 'ok\u0000', 'info depth 2 bogus 3'])
      assert.equal(parseEngineLine(bad, 'uci', 0).kind, 'garbage', bad);
  });
});
