/**
 * Benchmark (not a test): our engine against Fairy-Stockfish's WASM build (variant xiangqi,
 * classical evaluation, one thread) at a fixed time per move, from balanced openings with both
 * colours. Prints each game, the score, the Elo difference with a 95% interval, and both engines'
 * nodes/second. Run with `npm run bench:match` (env: MATCH_MS per move, MATCH_OPENINGS count).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN } from '../../src/core/fen';
import { moveToIccs, parseIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { repetitionStatus, repetitionVerdict } from '../../src/core/repetition';
import { Engine } from '../../src/engine/engine';
import { parseFen } from '../../src/core/fen';

const MS = Number(process.env.MATCH_MS ?? 200);
const MAX_PLIES = 200;
/** Short balanced openings (ICCS), both sides' main replies. */
const OPENINGS: string[][] = [
  ['h2e2', 'h9g7'], // central cannon vs screen horse
  ['h2e2', 'b7e7'], // same-direction cannons
  ['h2e2', 'h7e7'], // opposite-direction cannons
  ['c3c4', 'g6g5'], // pawn opening
  ['c0e2', 'h7e7'], // elephant opening
  ['b0c2', 'g6g5'], // horse opening
  ['h2f2', 'h9g7'], // cross-palace cannon
  ['b2d2', 'b9c7'],
].slice(0, Number(process.env.MATCH_OPENINGS ?? 8));

const toUci = (m: string): string => m.replace(/[0-9]/g, (d) => String(Number(d) + 1));
const fromUci = (m: string): string => m.replace(/(10|[1-9])/g, (d) => String(Number(d) - 1));

interface Fsf { postMessage(s: string): void; addMessageListener(f: (s: string) => void): void; terminate(): void }

const loadFsf = async (): Promise<Fsf> => {
  const dir = path.dirname(require.resolve('fairy-stockfish-nnue.wasm/stockfish.js'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(dir, 'stockfish.js')) as (o: object) => Promise<Fsf>;
  const hidden = globalThis.fetch;
  (globalThis as { fetch?: unknown }).fetch = undefined; // old glue would fetch the wasm by path
  const sf = await factory({ wasmBinary: fs.readFileSync(path.join(dir, 'stockfish.wasm')), locateFile: (f: string) => path.join(dir, f) });
  (globalThis as { fetch?: unknown }).fetch = hidden;
  return sf;
};

let fsfNodes = 0;
let fsfMs = 0;
const fsfMove = (sf: Fsf, moves: string[], waiters: Array<(l: string) => void>): Promise<string> =>
  new Promise((resolve) => {
    let last = '';
    waiters.push((line) => {
      if (line.startsWith('info') && line.includes(' nps ')) last = line;
      if (line.startsWith('bestmove')) {
        const n = /nodes (\d+)/.exec(last), t = /time (\d+)/.exec(last);
        if (n && t) { fsfNodes += Number(n[1]); fsfMs += Number(t[1]); }
        waiters.length = 0;
        resolve(fromUci(line.split(' ')[1]));
      }
    });
    sf.postMessage(`position startpos moves ${moves.map(toUci).join(' ')}`);
    sf.postMessage(`go movetime ${MS}`);
  });

/** +1 red wins, -1 black wins, 0 draw, undefined: game goes on. */
const judge = (pos: Position): number | undefined => {
  if (!pos.hasLegalMove()) return pos.turn === 0 ? -1 : 1;
  const rep = repetitionStatus(pos, 2);
  if (rep) {
    const v = repetitionVerdict(rep); // for the side to move
    return v === 0 ? 0 : (pos.turn === 0 ? v : -v);
  }
  if (pos.halfmoves[pos.ply] >= 120 || pos.ply >= MAX_PLIES) return 0;
  return undefined;
};

const main = async (): Promise<void> => {
  const sf = await loadFsf();
  const waiters: Array<(l: string) => void> = [];
  sf.addMessageListener((l) => { for (const w of [...waiters]) w(l); });
  sf.postMessage('uci');
  sf.postMessage('setoption name UCI_Variant value xiangqi');
  sf.postMessage('setoption name Threads value 1');
  sf.postMessage('setoption name Hash value 16');
  const ours = new Engine({ hashMb: 16, clock: () => performance.now() });
  let ourNodes = 0, ourMs = 0, points = 0, games = 0;
  const results: number[] = [];
  for (const opening of OPENINGS) {
    for (const oursRed of [true, false]) {
      const p = parseFen(START_FEN);
      if (!p.ok) throw new Error('start');
      const pos = p.value;
      const moves = [...opening];
      for (const t of opening) { const m = parseIccs(pos, t); if (!m.ok) throw new Error(t); pos.play(m.value); }
      ours.newGame();
      sf.postMessage('ucinewgame');
      let res: number | undefined;
      while ((res = judge(pos)) === undefined) {
        const ourTurn = (pos.turn === 0) === oursRed;
        let text: string;
        if (ourTurn) {
          ours.setPosition(START_FEN, moves);
          const r = ours.go({ movetime: MS });
          ourNodes += r.nodes; ourMs += r.timeMs;
          text = moveToIccs(r.bestMove);
          if (process.env.MATCH_VERBOSE) console.log(`  ours ${text} depth ${r.depth} value ${r.lines[0]?.value} pv ${r.lines[0]?.pv.map(moveToIccs).join(' ')}`);
        } else {
          text = await fsfMove(sf, moves, waiters);
          if (process.env.MATCH_VERBOSE) console.log(`  fsf  ${text}`);
        }
        const m = parseIccs(pos, text);
        if (!m.ok) throw new Error(`illegal ${text} from ${ourTurn ? 'ours' : 'fsf'} after ${moves.join(' ')}`);
        pos.play(m.value);
        moves.push(text);
      }
      const ourScore = ((oursRed ? res : -res) + 1) / 2;
      points += ourScore; games++; results.push(ourScore);
      console.log(`game ${games} ${opening.join(' ')} ours=${oursRed ? 'red' : 'black'} plies ${pos.ply} result ${ourScore}`);
    }
  }
  const p = points / games;
  const sd = Math.sqrt(results.reduce((s, x) => s + (x - p) ** 2, 0) / games / games);
  const elo = (q: number) => (q <= 0 ? -Infinity : q >= 1 ? Infinity : -400 * Math.log10(1 / q - 1));
  console.log(`score ${points}/${games} (${(100 * p).toFixed(1)}%) at ${MS} ms/move`);
  console.log(`elo ${elo(p).toFixed(0)} (95%: ${elo(p - 1.96 * sd).toFixed(0)} .. ${elo(p + 1.96 * sd).toFixed(0)})`);
  console.log(`nps ours ${Math.round((ourNodes * 1000) / Math.max(1, ourMs))} fairy-stockfish ${Math.round((fsfNodes * 1000) / Math.max(1, fsfMs))}`);
  sf.terminate();
  process.exit(0);
};

void main();
