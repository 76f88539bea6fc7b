/**
 * Position search over a generated folder of 10,000 games (XQF, PGN one and a hundred to a file, DhtmlXQ
 * pages), as the study's search runs it (analysis/positionSearch.ts, files read through Node's fs where the
 * extension uses VS Code's). Not a test (timings vary with load): `node test/bench/run.mjs positionSearch
 * --expose-gc` (the flag lets it measure the indexes' memory; XQLENS_BENCH_GAMES=2000 for a smaller
 * folder). Prints:
 *   - the peer: a search without an index (read every file, replay every node, compare), as a search
 *     would cost if nothing were kept;
 *   - the first search (every file read and indexed) and warm searches (the indexes kept), with their
 *     ratios to the peer, for a common opening position, a rare one and a mirrored one;
 *   - a search after one file changed (only it is read again), and the memory the indexes hold.
 */
import { mkdirSync, mkdtempSync, promises as fs, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import { join } from 'node:path';
import { positionQuery, type PositionQuery } from '../../src/analysis/positionIndex';
import { PositionSearch, type SearchFile } from '../../src/analysis/positionSearch';
import { START_FEN, parseFen, toFen } from '../../src/core/fen';
import { replayLine } from '../../src/core/line';
import { moveToIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { addMove, mainlineMoves, newGame, type Game, type GameNode } from '../../src/formats/game';
import { writePgn } from '../../src/formats/pgn/writer';
import { readGames } from '../../src/formats/read';
import { writeXqf } from '../../src/formats/xqf/writer';
import { rng } from '../rng';

const GAMES = Number(process.env.XQLENS_BENCH_GAMES ?? 10_000);
const RUNS = 3;
// Openings the games share, so a position early in them is found in many games (ICCS, ranks 0–9).
const OPENINGS = [
  ['h2e2', 'h9g7', 'h0g2', 'i9h9'],
  ['h2e2', 'b9c7', 'h0g2', 'a9b9'],
  ['c3c4', 'g6g5', 'b0c2', 'h9g7'],
  ['b2e2', 'b9c7', 'b0c2', 'a9b9'],
  ['g0e2', 'h9g7', 'h0g2', 'i9h9'],
];

const random = rng(2026);

/** A game: one of the openings, then random legal moves (40–100 plies in all), a side line in one game of five. */
const makeGame = (g: number): Game => {
  const game = newGame(START_FEN, { Event: `Bench ${g}`, Red: `R${g}`, Black: `B${g}` });
  const p = parseFen(START_FEN);
  if (!p.ok) throw new Error(p.error.message);
  const pos: Position = p.value;
  let node: GameNode = game.root;
  const opening = OPENINGS[g % OPENINGS.length];
  const plies = 40 + Math.floor(random() * 61);
  for (let i = 0; i < plies; i++) {
    const legal = pos.legalMoves();
    if (!legal.length) break;
    const fixed = opening[i] ? legal.find((m) => moveToIccs(m) === opening[i]) : undefined;
    const m = fixed ?? legal[Math.floor(random() * legal.length)];
    if (g % 5 === 0 && i === 12 && legal.length > 1) addMove(node, legal.find((x) => x !== m)!);
    node = addMove(node, m);
    pos.play(m);
  }
  return game;
};

/** A DhtmlXQ page of the game's main line: each move as four digits, file then rank counted from Black's side. */
const dhtmlXq = (game: Game): string => {
  const digits = mainlineMoves(game)
    .map(moveToIccs)
    .map((m) => `${m.charCodeAt(0) - 97}${9 - Number(m[1])}${m.charCodeAt(2) - 97}${9 - Number(m[3])}`)
    .join('');
  return `<html><body>\n[DhtmlXQ]\n[DhtmlXQ_title]${game.headers.Event}[/DhtmlXQ_title]\n[DhtmlXQ_movelist]${digits}[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n</body></html>\n`;
};

/** Writes the folder: 40% XQF files, 30% one-game PGNs, 20% in PGN files of a hundred games, 10% DhtmlXQ pages. */
const makeFolder = (dir: string): { files: SearchFile[]; games: Game[] } => {
  const games = Array.from({ length: GAMES }, (_, g) => makeGame(g));
  const files: string[] = [];
  const notations = ['zh', 'wxf', 'iccs'] as const;
  let multi: string[] = [];
  games.forEach((game, g) => {
    const kind = g % 10;
    const sub = join(dir, `set${Math.floor(g / 1000)}`);
    mkdirSync(sub, { recursive: true });
    if (kind < 4) {
      const x = writeXqf(game);
      if (!x.ok) throw new Error(x.error.message);
      files.push(join(sub, `g${g}.xqf`));
      writeFileSync(files[files.length - 1], x.value);
    } else if (kind < 7) {
      files.push(join(sub, `g${g}.pgn`));
      writeFileSync(files[files.length - 1], writePgn(game, notations[g % 3]));
    } else if (kind < 9) {
      multi.push(writePgn(game, 'iccs'));
      if (multi.length === 100) {
        files.push(join(dir, `collection${files.length}.pgn`));
        writeFileSync(files[files.length - 1], multi.join('\n'));
        multi = [];
      }
    } else {
      files.push(join(sub, `g${g}.txt`));
      writeFileSync(files[files.length - 1], dhtmlXq(game));
    }
  });
  if (multi.length) {
    files.push(join(dir, `collection${files.length}.pgn`));
    writeFileSync(files[files.length - 1], multi.join('\n'));
  }
  return { files: files.map((id) => ({ id })), games };
};

/** The search without an index: every file read, every node replayed and compared. */
const bruteForce = async (files: readonly SearchFile[], q: PositionQuery): Promise<number> => {
  let hits = 0;
  for (const f of files) {
    const r = readGames(await fs.readFile(f.id), f.id);
    if (!r.ok) continue;
    for (const g of r.value.games) {
      const start = replayLine(g.startFen);
      if (!start.ok) continue;
      const pos = start.value.position;
      let found = false;
      const visit = (n: GameNode): void => {
        const match = (pos.key === q.key && pos.lock === q.lock) || (q.mirror !== undefined && pos.key === q.mirror.key && pos.lock === q.mirror.lock);
        found ||= match;
        for (const c of n.children) {
          pos.play(c.move);
          visit(c);
          pos.undo();
        }
      };
      visit(g.root);
      if (found) hits++;
    }
  }
  return hits;
};

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = async <T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const t = performance.now();
  const value = await f();
  return { ms: performance.now() - t, value };
};
const ms = (x: number): string => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

const main = async (): Promise<void> => {
  console.log(`position search bench: ${GAMES} games; ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; node ${process.version}`);
  const dir = mkdtempSync(join(os.tmpdir(), 'xqlens-search-bench-'));
  try {
    const t0 = performance.now();
    const { files, games } = makeFolder(dir);
    console.log(`folder: ${files.length} files written in ${ms(performance.now() - t0)} (${dir})`);
    // the DhtmlXQ writer above is ours: check one page reads back as its game
    const page = files.find((f) => f.id.endsWith('.txt'))!;
    const back = readGames(await fs.readFile(page.id), page.id);
    const n = Number(/g(\d+)\.txt$/.exec(page.id)![1]);
    if (!back.ok || mainlineMoves(back.value.games[0]).map(moveToIccs).join() !== mainlineMoves(games[n]).map(moveToIccs).join()) throw new Error('a DhtmlXQ page does not read back');

    const fenAfter = (moves: string[]): string => {
      const r = replayLine(START_FEN, moves);
      if (!r.ok) throw new Error(r.error.message);
      return toFen(r.value.position);
    };
    const rareGame = games[Math.floor(GAMES * 0.37)];
    const queries: Array<[string, string]> = [
      ['common (4 plies of an opening)', fenAfter(OPENINGS[0])],
      ['rare (ply 30 of one game)', fenAfter(mainlineMoves(rareGame).slice(0, 30).map(moveToIccs))],
      ['mirrored (炮八平五 side)', fenAfter(OPENINGS[3])],
    ];
    const q = (fen: string): PositionQuery => {
      const r = positionQuery(fen);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };

    const peer = await timed(() => bruteForce(files, q(queries[0][1])));
    console.log(`peer, no index (read + replay every node): ${ms(peer.ms)}, ${peer.value} games hit`);

    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const search = new PositionSearch({ read: (id) => fs.readFile(id) });
    const first = await timed(() => search.search(files, q(queries[0][1])));
    gc();
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(
      `first search (index built): ${ms(first.ms)}, ${first.value.total} games hit, ${first.value.games} games in ${first.value.files} files, ` +
        `${Math.round((GAMES / first.ms) * 1000)} games/s; ${(first.ms / peer.ms).toFixed(2)}× the peer`,
    );
    if (first.value.total !== peer.value) throw new Error(`the index found ${first.value.total} games, the peer ${peer.value}`);
    if (first.value.unreadable.length) throw new Error(`unreadable: ${first.value.unreadable[0].file}: ${first.value.unreadable[0].message}`);
    for (const [name, fen] of queries) {
      const runs: number[] = [];
      let total = 0;
      let mirrored = 0;
      for (let i = 0; i < RUNS; i++) {
        const r = await timed(() => search.search(files, q(fen)));
        runs.push(r.ms);
        total = r.value.total;
        mirrored = r.value.hits.filter((h) => h.mirrored).length;
        if (r.value.indexed !== 0) throw new Error('a warm search read a file');
      }
      const warm = median(runs);
      console.log(`warm search, ${name}: ${ms(warm)} (median of ${RUNS}), ${total} games hit (${mirrored} of those listed mirrored); ${(peer.ms / warm).toFixed(0)}× faster than the peer`);
    }
    // one file changed: the watcher invalidates it, the next search reads it alone
    search.invalidate(files[7].id);
    const changed = await timed(() => search.search(files, q(queries[1][1])));
    console.log(`after one file changed: ${ms(changed.ms)}, ${changed.value.indexed} file read again`);
    if (globalThis.gc) console.log(`memory held by the indexes: ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB for ${search.size} files`);
    else console.log('memory: run with --expose-gc to measure');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
