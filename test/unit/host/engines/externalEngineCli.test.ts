import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { parseFen, START_FEN } from '../../../../src/core/fen';
import { parseIccs } from '../../../../src/core/notation';
import { ExternalEngine } from '../../../../src/host/engines/externalEngine';
import type { InfoDto } from '../../../../src/protocol/dto';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** Every move of `line` is legal in turn from the position after `moves`. */
const legalLine = (fen: string, moves: readonly string[], line: readonly string[]): boolean => {
  const r = parseFen(fen);
  if (!r.ok) return false;
  for (const t of [...moves, ...line]) {
    const m = parseIccs(r.value, t);
    if (!m.ok) return false;
    r.value.play(m.value);
  }
  return true;
};

describe('ExternalEngine over our own engine as a child process (tsx src/cli/main.ts uci|ucci)', function () {
  this.timeout(60_000);
  for (const protocol of ['uci', 'ucci'] as const) {
    it(`${protocol}: handshake, position with moves, fixed-node search, legal best move and PV, restricted moves`, async () => {
      // Our `xqlens uci` numbers ranks 1–10 like Fairy-Stockfish GUIs; `xqlens ucci` 0–9.
      const eng = new ExternalEngine({
        command: path.join(ROOT, 'node_modules', '.bin', 'tsx'), args: ['src/cli/main.ts', protocol], cwd: ROOT, protocol, rankBase: protocol === 'uci' ? 1 : 0,
        trusted: true, options: { hashMb: 8 }, handshakeTimeoutMs: 30_000,
      });
      try {
        const pos = { fen: START_FEN, moves: ['h2e2', 'h9g7'] };
        const infos: InfoDto[] = [];
        const r = await eng.analyse({ position: pos, limits: { nodes: 20_000 }, onInfo: (i) => infos.push(i) });
        assert.ok(infos.length > 0, 'streams info');
        assert.ok(r.bestmove && legalLine(pos.fen, pos.moves, [r.bestmove]), `legal best move ${r.bestmove}`);
        for (const i of infos) assert.ok(legalLine(pos.fen, pos.moves, i.pv), `legal pv ${i.pv.join(' ')}`);
        assert.equal(eng.name, 'Xiangqi Lens');
        // UCI sends searchmoves; UCCI turns them into banmoves of every other legal move.
        const only = await eng.analyse({ position: pos, limits: { depth: 2, searchmoves: ['b0c2'] } });
        assert.equal(only.bestmove, 'b0c2');
        const deeper = await eng.analyse({ position: { fen: START_FEN, moves: [...pos.moves, 'b0c2'] }, limits: { nodes: 5_000 } });
        assert.ok(deeper.bestmove && legalLine(START_FEN, [...pos.moves, 'b0c2'], [deeper.bestmove]));
      } finally {
        await eng.dispose();
      }
    });
  }
});
