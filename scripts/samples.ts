/**
 * The sample games in samples/ (what `npm start` opens, and the integration suites' workspace),
 * written by our own writers from our own fixtures: never copied from the team's corpus.
 * `npm run samples` rewrites them; test/unit/samples.test.ts checks that the files are what this
 * script writes, so change the files here, not by hand.
 *
 * @example
 * for (const [name, bytes] of Object.entries(buildSamples())) writeFileSync(join('samples', name), bytes);
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { START_FEN, parseFen, toFen } from '../src/core/fen';
import { parseIccs } from '../src/core/notation';
import { Game, cloneGame, mainline, playAt, positionAt } from '../src/formats/game';
import { readPgn } from '../src/formats/pgn/reader';
import { writePgn } from '../src/formats/pgn/writer';
import { encodeUtf8 } from '../src/formats/text/encoding';
import { writeXqf } from '../src/formats/xqf/writer';
import { FOUR_PAWNS } from '../test/fixtures/notation-positions';

export const SAMPLES_DIR = resolve(__dirname, '..', 'samples');
const SELFPLAY = resolve(__dirname, '..', 'test/fixtures/games/selfplay-1.pgn');

// Red mates in one with b1b9 (composed for the e2e suite, test/e2e/positions.ts).
const MATE_IN_ONE = '4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1';

const fail = (what: string): never => {
  throw new Error(`samples: ${what}`);
};

const selfplay = (): Game => {
  const r = readPgn(readFileSync(SELFPLAY, 'utf8'));
  if (!r.ok || r.value.games.length !== 1) return fail(`cannot read ${SELFPLAY}`);
  return r.value.games[0];
};

/** Plays ICCS moves from the node at `path`, returning the new node's path. */
const play = (game: Game, path: number[], moves: readonly string[]): number[] => {
  let at = path;
  for (const text of moves) {
    const pos = positionAt(game, at);
    if (!pos.ok) return fail(pos.error.message);
    const m = parseIccs(pos.value, text);
    if (!m.ok) return fail(`${text}: ${m.error.message}`);
    const r = playAt(game, at, m.value);
    if (!r.ok) return fail(r.error.message);
    at = r.value;
  }
  return at;
};

const nodeOf = (game: Game, path: readonly number[]) => path.reduce((n, i) => n.children[i], game.root);

/** The self-play opening as a study: comments in Chinese and the screen-horse defence as a variation. */
const study = (source: Game): Game => {
  const g = cloneGame(source);
  // keep the opening: 12 plies of the main line are enough to study
  let node = g.root;
  for (let ply = 0; ply < 12; ply++) node = node.children[0];
  node.children = [];
  g.headers = { Event: 'Xiangqi Lens 示例', Title: '中炮对顺炮（示例）', Red: 'Xiangqi Lens', Black: 'Xiangqi Lens', Result: '*', Annotator: 'xqlens samples' };
  g.root.comments = ['中炮对顺炮：红方先走中炮，黑方以顺手炮对攻。'];
  nodeOf(g, [0]).comments = ['当头炮，最常见的开局。'];
  nodeOf(g, [0, 0]).comments = ['顺手炮：黑方也架中炮，对攻激烈。'];
  // the screen horses (h9g7 then b9c7) instead of the mirrored cannon
  const alt = play(g, [0], ['h9g7', 'h0g2', 'b9c7']);
  nodeOf(g, alt.slice(0, 2)).comments = ['屏风马：更稳健的应法。'];
  nodeOf(g, alt).comments = ['双马护住中卒。'];
  return g;
};

/** A few positions, one a line: the start, a composed mate in one, composed doubled pawns, and a self-play middlegame. */
const fenList = (game: Game): string => {
  const line = mainline(game);
  const middlegame = positionAt(game, line.slice(0, 20).map(() => 0));
  if (!middlegame.ok) return fail(middlegame.error.message);
  const norm = (fen: string): string => {
    const p = parseFen(fen);
    return p.ok ? toFen(p.value) : fail(`${fen}: ${p.error.message}`);
  };
  return [
    '# Xiangqi Lens sample positions: one FEN a line (Red in upper case, w = Red to move)',
    '# the start position',
    norm(START_FEN),
    '# Red mates in one (b1b9)',
    norm(MATE_IN_ONE),
    '# four Red pawns on two files: 一兵平五 … 四兵平五',
    norm(FOUR_PAWNS),
    '# the self-play game (selfplay-1.xqf) after 20 plies',
    toFen(middlegame.value),
    '',
  ].join('\n');
};

/** Every sample file, by name. */
export const buildSamples = (): Record<string, Uint8Array> => {
  const game = selfplay();
  const xqf = writeXqf(game);
  if (!xqf.ok) return fail(`cannot write XQF: ${xqf.error.message}`);
  return {
    'selfplay-1.xqf': xqf.value,
    'selfplay-1-wxf.pgn': encodeUtf8(writePgn(game, 'wxf')),
    'study-chinese.pgn': encodeUtf8(writePgn(study(game), 'zh')),
    'positions.fen': encodeUtf8(fenList(game)),
  };
};

if (require.main === module) {
  for (const [name, bytes] of Object.entries(buildSamples())) {
    writeFileSync(join(SAMPLES_DIR, name), bytes);
    console.log(`samples/${name} (${bytes.length} bytes)`);
  }
}
