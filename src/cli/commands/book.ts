/**
 * `xqlens book probe "<FEN>" [moves…] [--book FILE]` lists book moves (built-in book, or an
 * ElephantEye BOOK.DAT); `xqlens book build <games…> -o FILE [--min N] [--plies K]` writes a
 * BOOK.DAT from game files (XQF, PGN, DhtmlXQ, … through src/formats) or plain ICCS move lists
 * (one game a line, optional result last).
 */
import * as path from 'node:path';
import { START_FEN, parseFen } from '../../core/fen';
import { formatMove, moveToIccs, parseMove } from '../../core/notation';
import { builtinBook } from '../../engine/book/builtin';
import { EleeyeBook } from '../../engine/book/eleeyeBook';
import { BookGame, GameResult, buildEleeyeBook } from '../../engine/book/eleeyeBuilder';
import type { BookEntry } from '../../engine/book/types';
import { replayLine } from '../../core/line';
import { headerOf, mainlineMoves } from '../../formats/game';
import { isXqfBytes, readGames } from '../../formats/read';
import { decodeText } from '../../formats/text/encoding';
import { MAX_BOOK_BYTES } from '../../worker/localEngine';
import { checkTarget, reportWriteError, writeAtomically } from '../atomicWrite';
import { readInputFile } from '../files';
import { CliCommand, CliIo, EXIT_OK, badInput, parseArgs } from '../command';

const USAGE = 'book probe "<FEN>"|start [moves…] [--book FILE] | book build <games…> -o FILE [--min N] [--plies K]';

const resultOf = (text: string | undefined): GameResult =>
  text === '1-0' ? 'red' : text === '0-1' ? 'black' : text === '1/2-1/2' ? 'draw' : 'unknown';

const probe = (args: string[], io: CliIo): number => {
  const a = parseArgs(args, ['book']);
  if (a.error) return badInput(io, a.error);
  if (a.positional.length < 1) return badInput(io, `usage: xqlens ${USAGE}`);
  const [fen, ...moves] = a.positional;
  const r = parseFen(fen === 'start' ? START_FEN : fen);
  if (!r.ok) return badInput(io, `invalid FEN: ${r.error.message} [${r.error.code}]`);
  const pos = r.value;
  for (const t of moves) {
    const m = parseMove(pos, t);
    if (!m.ok) return badInput(io, `move '${t}': ${m.error.message}`);
    pos.play(m.value);
  }
  let entries: BookEntry[];
  const file = a.options.get('book');
  if (file !== undefined) {
    const input = readInputFile(file, MAX_BOOK_BYTES);
    if ('error' in input) return badInput(io, input.error);
    const b = EleeyeBook.from(input.bytes);
    if (!b.ok) return badInput(io, `${file}: ${b.error.message} [${b.error.code}]`);
    entries = b.value.probe(pos).sort((x, y) => y.weight - x.weight);
  } else {
    entries = builtinBook().probe(pos);
    const name = builtinBook().openingName(pos);
    if (name) io.out(`opening ${name.ecco} ${name.nameZh} (${name.nameEn})`);
  }
  if (entries.length === 0) {
    io.out('no book moves');
    return EXIT_OK;
  }
  const total = entries.reduce((s, e) => s + e.weight, 0);
  for (const e of entries) {
    const share = ((100 * e.weight) / total).toFixed(1);
    const line = e.ecco ? ` ${e.ecco} ${e.nameZh}` : '';
    io.out(`${moveToIccs(e.move)} ${formatMove(pos, e.move, 'zh')} ${e.weight} ${share}%${line}`);
  }
  return EXIT_OK;
};

/** A file of ICCS move lists: one game a line, an optional result last, `#` comments. */
const ICCS_LIST_LINE = /^\s*(#.*|([a-i][0-9][a-i][0-9]\s+)*[a-i][0-9][a-i][0-9](\s+(1-0|0-1|1\/2-1\/2|\*))?\s*)?$/;

/** Games of one file: plain ICCS move lists, else whatever the game reader detects (XQF, PGN, DhtmlXQ, …); main lines only. */
const readBookGames = (file: string): { games: BookGame[]; error?: string } => {
  const input = readInputFile(file);
  if ('error' in input) return { games: [], error: input.error };
  const bytes = input.bytes;
  const text = isXqfBytes(bytes) ? undefined : decodeText(bytes).text;
  const games: BookGame[] = [];
  if (text === undefined || !text.split(/\r?\n/).every((l) => ICCS_LIST_LINE.test(l))) {
    const r = readGames(bytes, path.basename(file));
    if (!r.ok) return { games, error: `${file}: ${r.error.message} [${r.error.code}]` };
    for (const g of r.value.games) {
      const root = parseFen(g.startFen);
      if (root.ok) games.push({ root: root.value, moves: mainlineMoves(g), result: resultOf(headerOf(g, 'Result')) });
    }
    return { games };
  }
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const words = lines[i].trim().split(/\s+/).filter(Boolean);
    if (words.length === 0 || words[0].startsWith('#')) continue;
    const result = resultOf(words[words.length - 1]);
    if (result !== 'unknown' || words[words.length - 1] === '*') words.pop();
    const line = replayLine(START_FEN, words);
    if (!line.ok) return { games, error: `${file}:${i + 1}: ${line.error.message}` };
    const root = parseFen(START_FEN);
    if (root.ok) games.push({ root: root.value, moves: [...line.value.moves], result });
  }
  return { games };
};

const build = (args: string[], io: CliIo): number => {
  const a = parseArgs(args.map((x) => (x === '-o' ? '--out' : x)), ['out', 'min', 'plies']);
  if (a.error) return badInput(io, a.error);
  const out = a.options.get('out');
  if (a.positional.length === 0 || out === undefined) return badInput(io, `usage: xqlens ${USAGE}`);
  const minCount = Number(a.options.get('min') ?? '2');
  const maxPlies = Number(a.options.get('plies') ?? '20');
  if (!Number.isInteger(minCount) || minCount < 1) return badInput(io, `--min must be a whole number ≥ 1`);
  if (!Number.isInteger(maxPlies) || maxPlies < 1) return badInput(io, `--plies must be a whole number ≥ 1`);
  const target = checkTarget(out);
  if (!target.ok) return reportWriteError(io, target.error);
  const games: BookGame[] = [];
  for (const file of a.positional) {
    let r: { games: BookGame[]; error?: string };
    try {
      r = readBookGames(file);
    } catch (e) {
      return badInput(io, `cannot read ${file}: ${(e as Error).message}`);
    }
    if (r.error) return badInput(io, r.error);
    for (const g of r.games) games.push(g);
  }
  const bytes = buildEleeyeBook(games, { minCount, maxPlies });
  // an empty book would only replace a good one with nothing
  if (bytes.length === 0) return badInput(io, `no position is reached by --min ${minCount} of the ${games.length} games: nothing written`);
  const w = writeAtomically(out, bytes);
  if (!w.ok) return reportWriteError(io, w.error);
  io.out(`${games.length} games, ${bytes.length / 8} records written to ${out}`);
  return EXIT_OK;
};

export const command: CliCommand = {
  name: 'book',
  usage: USAGE,
  summary: 'probe an opening book or build one from games',
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === 'probe') return probe(rest, io);
    if (sub === 'build') return build(rest, io);
    return badInput(io, `usage: xqlens ${USAGE}`);
  },
};
