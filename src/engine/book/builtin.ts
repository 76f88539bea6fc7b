/**
 * The built-in opening book: BUILTIN_LINES replayed from the start and indexed by position
 * (our Zobrist key and lock), so a line reached by another move order still hits. A position
 * not found is retried as its left-right mirror image.
 *
 *   const book = builtinBook();
 *   book.probe(pos);       // [{ move, weight, ecco, nameZh, nameEn }, ...], heaviest first
 *   book.openingName(pos); // { ecco: 'C00', nameZh: '中炮对屏风马', ... } or undefined
 *   book.contains(pos);    // false once the game has left the book's lines
 */
import { START_FEN, parseFen } from '../../core/fen';
import { parseIccs } from '../../core/notation';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { setupOf, validateSetup } from '../../core/setup';
import { mirrorSquare } from '../../core/squares';
import type { Move } from '../../core/types';
import { mirrorMove, withoutRepeats } from './eleeyeBook';
import { BUILTIN_LINES, BookLine } from './builtinLines';
import type { Book, BookEntry } from './types';

export interface OpeningName {
  readonly ecco: string;
  readonly nameZh: string;
  readonly nameEn: string;
  /** Plies of the named line. */
  readonly plies: number;
}

export interface LineError {
  readonly code: 'ERR_BOOK_LINE';
  readonly line: number;
  readonly message: string;
}

interface MoveStat { move: Move; weight: number; line: BookLine; plies: number }

const posId = (key: number, lock: number): string => `${key >>> 0}:${lock >>> 0}`;

/** The left-right mirror image of `pos` (no history), or undefined if it cannot be set up. */
export const mirroredPosition = (pos: Position): Position | undefined => {
  const s = setupOf(pos);
  const r = validateSetup({ ...s, pieces: s.pieces.map((p) => ({ ...p, square: mirrorSquare(p.square) })) });
  return r.ok ? r.value : undefined;
};

export class OpeningBook implements Book {
  private readonly moves = new Map<string, MoveStat[]>();
  private readonly names = new Map<string, OpeningName>();

  /** Replays each line from `startFen`; the first illegal or unreadable move is an error. */
  static build(lines: readonly BookLine[], startFen = START_FEN): Result<OpeningBook, LineError> {
    const book = new OpeningBook();
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const f = parseFen(startFen);
      if (!f.ok) return err({ code: 'ERR_BOOK_LINE', line: i, message: f.error.message });
      const pos = f.value;
      const words = line.moves.split(/\s+/).filter(Boolean);
      for (let p = 0; p < words.length; p++) {
        const m = parseIccs(pos, words[p]);
        if (!m.ok) return err({ code: 'ERR_BOOK_LINE', line: i, message: `${line.ecco} ply ${p + 1}: ${m.error.message}` });
        book.add(posId(pos.key, pos.lock), m.value, line, words.length);
        pos.play(m.value);
      }
      const id = posId(pos.key, pos.lock);
      const had = book.names.get(id);
      if (!had || had.plies > words.length)
        book.names.set(id, { ecco: line.ecco, nameZh: line.nameZh, nameEn: line.nameEn, plies: words.length });
    }
    return ok(book);
  }

  private add(id: string, move: Move, line: BookLine, plies: number): void {
    let list = this.moves.get(id);
    if (!list) this.moves.set(id, (list = []));
    const w = line.weight ?? 1;
    const s = list.find((x) => x.move === move);
    if (!s) list.push({ move, weight: w, line, plies });
    else {
      s.weight += w;
      // a move carries the name of the most general (shortest) line that plays it
      if (plies < s.plies) { s.line = line; s.plies = plies; }
    }
  }

  /** Number of distinct positions with book moves. */
  get positions(): number { return this.moves.size; }

  /** Legal book moves for `pos`, heaviest first, without moves that would repeat a position. */
  probe(pos: Position): BookEntry[] {
    let stats = this.moves.get(posId(pos.key, pos.lock));
    let mirrored = false;
    if (!stats) {
      const m = mirroredPosition(pos);
      stats = m && this.moves.get(posId(m.key, m.lock));
      mirrored = true;
    }
    if (!stats) return [];
    const entries: BookEntry[] = [];
    for (const s of stats) {
      const move = mirrored ? mirrorMove(s.move) : s.move;
      if (!pos.isLegal(move)) continue;
      entries.push({ move, weight: s.weight, ecco: s.line.ecco, nameZh: s.line.nameZh, nameEn: s.line.nameEn });
    }
    entries.sort((a, b) => b.weight - a.weight);
    return withoutRepeats(pos, entries);
  }

  /** True when `pos` lies on a line of the book (a position with book moves, or where a line ends), or its mirror image does. */
  contains(pos: Position): boolean {
    const on = (p: Position): boolean => { const id = posId(p.key, p.lock); return this.moves.has(id) || this.names.has(id); };
    if (on(pos)) return true;
    const m = mirroredPosition(pos);
    return m !== undefined && on(m);
  }

  /** The deepest named line the game has reached: the latest position of its history that ends a line. */
  openingName(pos: Position): OpeningName | undefined {
    const direct = (p: number): OpeningName | undefined => this.names.get(posId(pos.keys[p], pos.locks[p]));
    for (let p = pos.ply; p >= 0; p--) {
      const n = direct(p);
      if (n) return n;
    }
    // a game that is the mirror image of a line: replay its history mirrored
    const root = pos.clone();
    while (root.ply > 0) root.undo();
    const m = mirroredPosition(root);
    if (!m) return undefined;
    let best: OpeningName | undefined = this.names.get(posId(m.key, m.lock));
    for (let p = 0; p < pos.ply; p++) {
      const mv = mirrorMove(pos.moves[p]);
      if (!m.isLegal(mv)) break;
      m.play(mv);
      best = this.names.get(posId(m.key, m.lock)) ?? best;
    }
    return best;
  }
}

let cached: OpeningBook | undefined;

/** The built-in book, built once on first use. Its lines are checked by the unit tests. */
export const builtinBook = (): OpeningBook => {
  if (!cached) {
    const r = OpeningBook.build(BUILTIN_LINES);
    if (!r.ok) throw new Error(`built-in book line ${r.error.line}: ${r.error.message}`);
    cached = r.value;
  }
  return cached;
};
