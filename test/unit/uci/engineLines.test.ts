import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { INFO_BOUNDS, type InfoDto } from '../../../src/protocol/dto';
import { isInfo } from '../../../src/protocol/validate';
import { parseEngineLine, printBestMove, printInfo, printOption } from '../../../src/uci/engineLines';
import { parseGuiLine, printGo as goCommand, printPosition as positionCommand } from '../../../src/uci/guiCommands';
import { fromEngineMove, toEngineMove } from '../../../src/uci/moves';
import { ENGINE_SETTINGS } from '../../../src/core/engineSettings';

const HASH_MB = ENGINE_SETTINGS.hashMb;

describe('uci: what engines print, parsed', () => {
  it('reads a full UCI info line', () => {
    const l = parseEngineLine('info depth 12 seldepth 18 multipv 2 score cp -35 upperbound nodes 123456 nps 400000 hashfull 87 time 300 pv h2e2 h9g7 b0c2', 'uci', 0);
    assert.deepEqual(l, {
      kind: 'info',
      info: { depth: 12, seldepth: 18, multipv: 2, score: { kind: 'cp', value: -35 }, nodes: 123456, nps: 400000, hashfull: 87, time: 300, pv: ['h2e2', 'h9g7', 'b0c2'] },
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
    assert.deepEqual(parseEngineLine('info string hello there', 'uci', 0), { kind: 'infoString', text: 'hello there' });
    assert.equal(parseEngineLine('info depth 3 currmove h2e2 currmovenumber 1', 'uci', 0).kind, 'infoOther');
  });

  it('flags garbage: unknown lines, bad moves, control characters', () => {
    for (const bad of ['hello world', 'bestmove zz99', 'info depth 3 score cp 5 pv h2e2 x', 'info depth 3 score cp ten', 'ok\u0000', 'info depth 2 bogus 3'])
      assert.equal(parseEngineLine(bad, 'uci', 0).kind, 'garbage', bad);
  });

  it('brings absurd counters within the bounds every validator uses, and says so', () => {
    const l = parseEngineLine('info depth 99999999999 seldepth 5 score cp 12 nodes 99999999999999999999 time 99999999999999 pv h2e2', 'uci', 0);
    assert.ok(l.kind === 'info');
    assert.equal(l.info.depth, INFO_BOUNDS.depth);
    assert.equal(l.info.nodes, INFO_BOUNDS.nodes);
    assert.equal(l.info.time, INFO_BOUNDS.time);
    assert.ok(isInfo(l.info), 'the page validator takes the clamped line');
    assert.deepEqual(l.notes, [
      `depth 99999999999 is out of range 0–${INFO_BOUNDS.depth}: shown as ${INFO_BOUNDS.depth}`,
      `nodes 99999999999999999999 is out of range 0–${INFO_BOUNDS.nodes}: shown as ${INFO_BOUNDS.nodes}`,
      `time 99999999999999 is out of range 0–${INFO_BOUNDS.time}: shown as ${INFO_BOUNDS.time}`,
    ]);
    const long = parseEngineLine(`info depth 3 score cp 1 pv ${'h2e2 h7e7 e2h2 e7h7 '.repeat(300)}`, 'uci', 0);
    assert.ok(long.kind === 'info' && long.info.pv.length === INFO_BOUNDS.pvMoves && isInfo(long.info));
    assert.deepEqual(long.notes, [`pv of 1200 moves, cut to ${INFO_BOUNDS.pvMoves}`]);
    // a line within the bounds carries no notes at all
    assert.equal((parseEngineLine('info depth 512 score cp 5 pv h2e2', 'uci', 0) as { notes?: unknown }).notes, undefined);
  });

  it('refuses a score past the bounds, in either protocol, with the reason', () => {
    assert.deepEqual(parseEngineLine('info depth 3 score cp 99999999999999 pv h2e2', 'uci', 0), { kind: 'infoRefused', reason: `score cp 99999999999999 is out of range ±${INFO_BOUNDS.score}` });
    assert.equal(parseEngineLine('info depth 3 score mate -1000001 pv h2e2', 'uci', 0).kind, 'infoRefused');
    assert.equal(parseEngineLine('info depth 3 score 99999999999999999 pv h2e2', 'ucci', 0).kind, 'infoRefused');
    const edge = parseEngineLine(`info depth 3 score cp -${INFO_BOUNDS.score} pv h2e2`, 'uci', 0);
    assert.ok(edge.kind === 'info' && isInfo(edge.info));
  });
});

describe('uci: what engines print, printed', () => {
  const info: InfoDto = { depth: 9, seldepth: 14, multipv: 1, score: { kind: 'mate', value: -2 }, nodes: 5000, nps: 250000, hashfull: 12, time: 20, pv: ['h9g7', 'h0g2'] };

  it('prints an info line that parses back to the same info, in both rank conventions', () => {
    for (const base of [0, 1] as const) {
      const line = printInfo(info, base);
      const back = parseEngineLine(line, base ? 'uci' : 'ucci', base);
      assert.deepEqual(back, { kind: 'info', info }, line);
    }
    assert.match(printInfo(info, 1), /score mate -2 .* pv h10g8 h1g3$/);
  });

  it('prints the absence of a move as each protocol wants it, and options with their bounds', () => {
    assert.equal(printBestMove(null, undefined, 'uci', 1), 'bestmove 0000');
    assert.equal(printBestMove(null, undefined, 'ucci', 0), 'nobestmove');
    assert.equal(printBestMove('h2e2', 'h9g7', 'uci', 1), 'bestmove h3e3 ponder h10g8');
    assert.equal(printOption('Hash', HASH_MB, 'uci'), `option name Hash type spin default ${HASH_MB.default} min ${HASH_MB.min} max ${HASH_MB.max}`);
    assert.equal(printOption('hashsize', HASH_MB, 'ucci'), `option hashsize type spin default ${HASH_MB.default} min ${HASH_MB.min} max ${HASH_MB.max}`);
  });
});

describe('uci: what GUIs send, parsed', () => {
  it('reads position lines in both conventions', () => {
    assert.deepEqual(parseGuiLine('position startpos moves h3e3 h10g8', 'uci'), { kind: 'position', fen: 'startpos', moves: ['h2e2', 'h9g7'] });
    assert.deepEqual(parseGuiLine(`position fen ${START_FEN} moves h2e2`, 'ucci'), { kind: 'position', fen: START_FEN, moves: ['h2e2'] });
    assert.equal(parseGuiLine('position startpos moves h2e2 zz', 'ucci').kind, 'bad');
  });

  it('reads setoption in UCI and UCCI form', () => {
    assert.deepEqual(parseGuiLine('setoption name Hash value 128', 'uci'), { kind: 'setoption', name: 'Hash', value: '128' });
    assert.deepEqual(parseGuiLine('setoption name Clear Hash', 'uci'), { kind: 'setoption', name: 'Clear Hash', value: undefined });
    assert.deepEqual(parseGuiLine('setoption hashsize 32', 'ucci'), { kind: 'setoption', name: 'hashsize', value: '32' });
  });

  it('answers out-of-range go limits with the smallest sensible search, and says so', () => {
    for (const bad of ['go depth 0', 'go depth -5', 'go movetime 0', 'go nodes 0']) {
      const c = parseGuiLine(bad, 'uci');
      assert.ok(c.kind === 'go', bad);
      assert.equal(c.go.depth, 1, bad);
      assert.equal(c.go.movetime, undefined, bad);
      assert.match(c.notes[0], /out of range: searching depth 1/, bad);
    }
    const junk = parseGuiLine('go depth ten', 'uci');
    assert.ok(junk.kind === 'go' && junk.notes.length === 1 && junk.go.depth === undefined);
  });

  it('takes the clock of the side to move (UCI wtime/btime, UCCI time)', () => {
    const red = parseGuiLine('go wtime 60000 btime 30000 winc 1000 binc 0 movestogo 20', 'uci', 0);
    assert.ok(red.kind === 'go');
    assert.deepEqual(red.go.clock, { time: 60000, inc: 1000, movestogo: 20 });
    const black = parseGuiLine('go wtime 60000 btime 30000', 'uci', 1);
    assert.ok(black.kind === 'go');
    assert.deepEqual(black.go.clock, { time: 30000 });
    const ucci = parseGuiLine('go time 5000 movestogo 1', 'ucci', 1);
    assert.ok(ucci.kind === 'go');
    assert.deepEqual(ucci.go.clock, { time: 5000, movestogo: 1 });
    const sm = parseGuiLine('go depth 3 searchmoves h3e3 b1c3', 'uci');
    assert.ok(sm.kind === 'go');
    assert.deepEqual(sm.go.searchmoves, ['h2e2', 'b0c2']);
  });

  it('ends searchmoves at the next keyword, so the parameters after it still count', () => {
    const c = parseGuiLine('go searchmoves h3e3 depth 2', 'uci');
    assert.deepEqual(c, { kind: 'go', go: { depth: 2, searchmoves: ['h2e2'] }, notes: [] });
    const mixed = parseGuiLine('go searchmoves h2e2 zz b0c2 movetime 50 infinite', 'ucci');
    assert.ok(mixed.kind === 'go');
    assert.deepEqual(mixed.go, { movetime: 50, infinite: true, searchmoves: ['h2e2', 'b0c2'] });
    assert.deepEqual(mixed.notes, ["searchmoves: 'zz' is not a move; ignored"]);
    const empty = parseGuiLine('go searchmoves depth 1', 'uci');
    assert.ok(empty.kind === 'go' && empty.go.searchmoves === undefined && empty.go.depth === 1);
    assert.match(empty.notes[0], /without a move/);
  });
});
