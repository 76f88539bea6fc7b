/**
 * Seeded fuzzing of every game reader, shared by the fuzz bench (test/bench/fuzz.bench.ts, 100,000 cases over real
 * files and ours) and its slice in the unit suite (test/unit/formats/fuzz-readers.test.ts, our fixtures only).
 * Case `i` of a run is made from its seed files by `rng(seed + i)` alone, so any case can be made again by number.
 *
 * Each case is read as the CLI reads a file (readGames: bytes and a file name); when it reads, each game is
 * written as PGN in every notation, as XQF and as JSON, and the PGN and XQF are read back and compared with it.
 *
 *   const seeds = ownSeeds();
 *   const t = newTally();
 *   for (let i = 0; i < 3000; i++) runCase(makeCase(seeds, 7, i), t);
 *   // t.exceptions, t.garbageAccepted, t.roundTrip … all zero
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN, parseFen, toFen } from '../../src/core/fen';
import type { Notation } from '../../src/core/notation';
import { type Game, type GameIssue, type GameNode, type NodeEval } from '../../src/formats/game';
import { gameToJson } from '../../src/formats/pgn/json';
import { writePgn } from '../../src/formats/pgn/writer';
import { readGames } from '../../src/formats/read';
import { encodeUtf8 } from '../../src/formats/text/encoding';
import { writeXqf } from '../../src/formats/xqf/writer';
import { rng } from '../rng';

export interface Seed {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export type CaseKind = 'bitflip' | 'truncate' | 'splice' | 'hugeToken' | 'edit' | 'random' | 'asIs';

export interface FuzzCase {
  readonly index: number;
  readonly kind: CaseKind;
  /** The file name the case is read under (it breaks format ties, and `.xqf` means XQF). */
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface Tally {
  cases: number;
  read: number;
  refused: number;
  /** Exceptions out of a reader or a writer (parsers never throw). */
  exceptions: number;
  /** Cases in which one read or one write took longer than HANG_MS. */
  hangs: number;
  /** Random bytes read as games with no issue, or any game of neither tags nor moves nor a start position of its own. */
  garbageAccepted: number;
  /** Issues without a place (a line and column, or an offset). */
  unlocated: number;
  /** Games whose written form did not read back as the same game. */
  roundTrip: number;
  byKind: Record<string, number>;
  /** A few case numbers for each kind of finding, to make them again. */
  examples: Record<string, number[]>;
  /** The slowest single read or write, and the slowest whole case (its read and every round trip). */
  slowestMs: number;
  slowestCaseMs: number;
}

export const HANG_MS = 5000;
/** Games of one case written and read back (a file of 1,000 games need not be written 1,000 times). */
const ROUND_TRIP_GAMES = 3;
/** Seeds larger than this are cut at a random place first (the cut is itself a truncation case). */
const MAX_SEED_BYTES = 24 * 1024;

export const newTally = (): Tally => ({ cases: 0, read: 0, refused: 0, exceptions: 0, hangs: 0, garbageAccepted: 0, unlocated: 0, roundTrip: 0, byKind: {}, examples: {}, slowestMs: 0, slowestCaseMs: 0 });

/** Adds `b` into `a` (workers' tallies into the run's). */
export const addTally = (a: Tally, b: Tally): void => {
  for (const k of ['cases', 'read', 'refused', 'exceptions', 'hangs', 'garbageAccepted', 'unlocated', 'roundTrip'] as const) a[k] += b[k];
  for (const [k, n] of Object.entries(b.byKind)) a.byKind[k] = (a.byKind[k] ?? 0) + n;
  for (const [k, xs] of Object.entries(b.examples)) a.examples[k] = [...(a.examples[k] ?? []), ...xs].slice(0, 8);
  a.slowestMs = Math.max(a.slowestMs, b.slowestMs);
  a.slowestCaseMs = Math.max(a.slowestCaseMs, b.slowestCaseMs);
};

const note = (t: Tally, what: string, index: number): void => {
  t.byKind[what] = (t.byKind[what] ?? 0) + 1;
  const ex = (t.examples[what] ??= []);
  if (ex.length < 8) ex.push(index);
};

// ------------------------------------------------------------------------------------------------ seeds

const utf8 = (s: string): Uint8Array => encodeUtf8(s);

/** Small texts of the formats our fixtures lack, written here. */
const INLINE: Array<[string, string]> = [
  ['block.dhtmlxq.txt', '[DhtmlXQ]\n[DhtmlXQ_title]测试[/DhtmlXQ_title]\n[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]\n[DhtmlXQ_movelist]774772427967706289798081[/DhtmlXQ_movelist]\n[DhtmlXQ_move_0_2_1]12427967[/DhtmlXQ_move_0_2_1]\n[DhtmlXQ_comment1_3]好||棋[/DhtmlXQ_comment1_3]\n[DhtmlXQ_comment0]开局[/DhtmlXQ_comment0]\n[/DhtmlXQ]\n'],
  ['game.wxf', 'FORMAT\tWXF\nRED\tA;;;\nBLACK\tB;;;\n\nSTART{\n 1.  C2.5  H8+7     2.  H2+3  R9.8\n 3.  R1.2! H2+3\n}END\n'],
  ['puzzles.fen', '# two positions\n4k4/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1\nposition fen 3k5/9/9/9/9/9/9/9/3R5/4K4 w - - 0 1 moves d1d2 d9e9\n'],
  ['digits.ubb', '77477062798070808979'],
  ['chinese.pgn', '[Event "测试"]\n[Red "红方"]\n[Format "Chinese"]\n\n1. 炮二平五 马８进７ {好} 2. 马二进三 (2. 马八进七 车９平８) 车９平８ $1 3. 车一平二 1-0\n'],
  ['iccs.pgn', '[Format "ICCS"]\n[FEN "3ak4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"]\n{mate in two} 1. e1e8 {[%eval #1,3]} d9e8 2. e0e1 *\n\n[Event "second"]\n1. h2e2 h9g7 *\n'],
];

/** Our own fixtures (test/fixtures) and the inline texts above: what the unit slice mutates. */
export const ownSeeds = (root = path.resolve(__dirname, '..', 'fixtures')): Seed[] => {
  const files = ['pgn/annotated_crlf.pgn', 'xqf/composed_v12.xqf', 'games/selfplay-1.pgn'];
  const seeds: Seed[] = files.map((f) => ({ name: path.basename(f), bytes: new Uint8Array(fs.readFileSync(path.join(root, f))) }));
  for (const [name, text] of INLINE) seeds.push({ name, bytes: utf8(text) });
  // an XQF of the composed PGN, as our writer makes it (the fixture above is another writer's)
  const chinese = readGames(utf8(INLINE[4][1]), 'x.pgn');
  if (chinese.ok) {
    const x = writeXqf(chinese.value.games[0]);
    if (x.ok) seeds.push({ name: 'ours.xqf', bytes: x.value });
  }
  return seeds;
};

/** Every game file under `dir` (recursively), for the bench's real-file seeds. */
export const filesUnder = (dir: string): Seed[] => {
  const out: Seed[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(pgn|xqf|wxf|txt|ubb|fen|tsv|csv)$/i.test(e.name) && !/^(SOURCES|MANIFEST|README)/i.test(e.name)) out.push({ name: e.name, bytes: new Uint8Array(fs.readFileSync(p)) });
    }
  };
  walk(dir);
  return out;
};

// ------------------------------------------------------------------------------------------------ cases

/** Tokens repeated into a huge run: syntax of every format, a move, a word. */
const HUGE = ['(', ')', '{', '}', '[', ']', '$1 ', '1. ', 'h2e2 ', 'h2e2 h9g7 h0g2 ', '7747', '炮二平五 ', 'x', '[DhtmlXQ_move_0_1_1]', '[%eval 1]', '\n', '\r', ';', '"', '\\'];
const PIECES = ['(', ')', '{', '}', '[', ']', ';', '"', '\n', '\r\n', '*', '1-0', '$', '%', '[DhtmlXQ_movelist]', '[/DhtmlXQ_movelist]', 'START{', '}END', '[Event "', '[FEN "', '[Format "WXF"]', '\u0000', '\uFEFF'];

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
};

/** Case `index` of a run over `seeds`: its kind, name and bytes, from `seed + index` alone. */
export const makeCase = (seeds: readonly Seed[], seed: number, index: number, opts: { hugeChars?: number } = {}): FuzzCase => {
  const r = rng((seed + index * 0x9e3779b1) >>> 0);
  const int = (n: number): number => Math.floor(r() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const roll = r();
  const s = pick(seeds);
  // the name: the seed's own most of the time; sometimes a neutral one, so content alone decides
  const name = r() < 0.8 ? s.name : pick(['case.txt', 'case.pgn', 'case', 'case.fen']);
  let b = s.bytes;
  if (b.length > MAX_SEED_BYTES) {
    // the head (where an XQF's header is) or a window from a random place
    const from = r() < 0.5 ? 0 : int(b.length - MAX_SEED_BYTES);
    b = b.slice(from, from + MAX_SEED_BYTES);
  }
  if (roll < 0.04) return { index, kind: 'random', name: pick(['case', 'case.pgn', 'case.txt', 'case.fen']), bytes: Uint8Array.from({ length: 1 + int(2000) }, () => int(256)) };
  if (roll < 0.06) return { index, kind: 'asIs', name, bytes: b };
  if (roll < 0.36) {
    const out = b.slice();
    for (let k = 1 + int(8); k > 0 && out.length > 0; k--) out[int(out.length)] ^= 1 << int(8);
    return { index, kind: 'bitflip', name, bytes: out };
  }
  if (roll < 0.5) return { index, kind: 'truncate', name, bytes: b.slice(0, int(b.length + 1)) };
  if (roll < 0.66) {
    const o = pick(seeds).bytes;
    const cut = int(b.length + 1);
    const from = int(o.length + 1);
    return { index, kind: 'splice', name, bytes: concat(b.slice(0, cut), o.slice(from, from + int(MAX_SEED_BYTES))) };
  }
  if (roll < 0.8) {
    const unit = utf8(pick(HUGE));
    const most = opts.hugeChars ?? 200_000;
    const times = r() < 0.5 ? 200 + int(400) : 1000 + int(Math.floor(most / unit.length));
    const run = new Uint8Array(unit.length * times);
    for (let k = 0; k < times; k++) run.set(unit, k * unit.length);
    const at = int(b.length + 1);
    return { index, kind: 'hugeToken', name, bytes: concat(b.slice(0, at), run, b.slice(at)) };
  }
  // edits: insert format syntax, delete, duplicate, replace a byte
  let out = b;
  for (let k = 1 + int(6); k > 0; k--) {
    const at = int(out.length + 1);
    const what = int(4);
    if (what === 0) out = concat(out.slice(0, at), utf8(pick(PIECES)), out.slice(at));
    else if (what === 1) out = concat(out.slice(0, at), out.slice(at + 1 + int(16)));
    else if (what === 2) out = concat(out.slice(0, at), out.slice(at, at + 1 + int(64)), out.slice(at));
    else if (at < out.length) (out = out.slice()), (out[at] = int(256));
  }
  return { index, kind: 'edit', name, bytes: out };
};

// ------------------------------------------------------------------------------------------------ checks

const located = (i: GameIssue): boolean => ('line' in i.place ? i.place.line >= 1 && i.place.column >= 1 : i.place.offset >= 0) && /^(ERR|WARN)_/.test(i.code) && i.message.length > 0;

/**
 * A game's content as one comparable value: moves, comments, NAGs and engine notes of the whole tree. `joined`: a
 * move's comments as one, line by line, as XQF holds them (one comment a move).
 */
const shape = (g: Game, joined = false): string => {
  const join = (cs: readonly string[]): string[] => (joined && cs.length > 1 ? [cs.join('\n')] : [...cs]);
  // an engine note's fields in one order: merged from several comments, they may come in another
  const note = (e: NodeEval): unknown => [e.score, e.depth, e.pv];
  const moves = JSON.stringify(gameToJson(g).moves, (k, v: unknown) => (k === 'comments' ? join(v as string[]) : k === 'eval' ? note(v as NodeEval) : v));
  return JSON.stringify({ fen: startOf(g), root: join(g.root.comments), moves });
};

/** The start position and side to move, as one FEN writes them (a tag may say `W` where a reader writes `w`). */
const startOf = (g: Game): string => {
  const p = parseFen(g.startFen);
  return p.ok ? toFen(p.value).split(' ').slice(0, 2).join(' ') : g.startFen;
};

/** Headers written by one writer and read back by its reader must be the same, but for those it adds. */
const headersKept = (a: Game, b: Game): boolean =>
  Object.entries(a.headers).every(([k, v]) => /^(format|fen)$/i.test(k) || b.headers[k] === v || (k === 'XQFType' && b.headers[k] !== undefined));

const depthOf = (g: Game): number => {
  let most = 0;
  const stack: Array<[GameNode, number]> = [[g.root, 0]];
  while (stack.length) {
    const [n, d] = stack.pop() as [GameNode, number];
    most = Math.max(most, d);
    n.children.forEach((c, k) => stack.push([c, k > 0 ? d + 1 : d]));
  }
  return most;
};

const NOTATIONS: readonly Notation[] = ['zh', 'wxf', 'iccs'];

/** `f`'s answer, with its time added to `clock` (the slowest single step). */
const timed = <T>(clock: { slowest: number }, f: () => T): T => {
  const t0 = performance.now();
  const v = f();
  clock.slowest = Math.max(clock.slowest, performance.now() - t0);
  return v;
};

/**
 * Writes `g` in every format (PGN in the `notations` given, all three by default), reads the PGN and XQF back, and
 * says what differs (nothing: []); `clock` hears the slowest step.
 */
export const roundTrip = (g: Game, clock = { slowest: 0 }, notations: readonly Notation[] = NOTATIONS): string[] => {
  const found: string[] = [];
  JSON.stringify(gameToJson(g));
  const want = shape(g);
  for (const n of notations) {
    const text = timed(clock, () => writePgn(g, n));
    const back = timed(clock, () => readGames(utf8(text), 'rt.pgn'));
    if (!back.ok) found.push(`pgn-${n}: not read back (${back.error.code})`);
    else if (back.value.games.length !== 1) found.push(`pgn-${n}: ${back.value.games.length} games`);
    else {
      const h = back.value.games[0];
      const what = shape(h) !== want ? diffWhat(g, h) : !headersKept(g, h) ? 'headers' : '';
      if (what && back.value.issues.length) found.push(`pgn-${n}: ${what} (said: reading it back warns)`);
      else if (what) found.push(`pgn-${n}: ${what}`);
    }
  }
  const warnings: GameIssue[] = [];
  const x = timed(clock, () => writeXqf(g, { onWarning: (w) => warnings.push(w) }));
  if (!x.ok) found.push(`xqf: not written (${x.error.code})`);
  else {
    const back = timed(clock, () => readGames(x.value, 'rt.xqf'));
    if (!back.ok) found.push(`xqf: not read back (${back.error.code})`);
    else {
      const h = back.value.games[0];
      // a comment or header with characters GBK lacks is written as '?', comments too long together are cut: each
      // with the writer's warning, said, so not a difference
      const gbk = warnings.some((w) => /GBK lacks/.test(w.message) || w.code === 'WARN_XQF_LONG_COMMENT');
      const what = !gbk && shape(h, true) !== shape(g, true) ? diffWhat(g, h) : '';
      if (what && back.value.issues.length) found.push(`xqf: ${what} (said: reading it back warns)`);
      else if (what) found.push(`xqf: ${what}`);
      else if (!gbk && !headersKept(g, h)) found.push('xqf: headers');
    }
  }
  return found;
};

/** What part of two games differs, in one word, for the tally. */
const diffWhat = (a: Game, b: Game): string => {
  const moves = (g: Game): string => JSON.stringify(gameToJson(g).moves, (k, v: unknown) => (k === 'comments' || k === 'nags' || k === 'eval' ? undefined : v));
  if (startOf(a) !== startOf(b)) return 'start position';
  if (moves(a) !== moves(b)) return depthOf(a) !== depthOf(b) ? 'variations (nesting)' : 'moves';
  const notes = (g: Game, k: 'comments' | 'nags' | 'eval'): string => JSON.stringify(gameToJson(g), (key, v: unknown) => (key === 'headers' || ((key === 'comments' || key === 'nags' || key === 'eval') && key !== k) ? undefined : v));
  for (const k of ['comments', 'nags', 'eval'] as const) if (notes(a, k) !== notes(b, k)) return k;
  return 'root comment';
};

/** Reads one case and round-trips what it reads, adding what it finds to `t`. */
export const runCase = (c: FuzzCase, t: Tally): void => {
  t.cases++;
  const t0 = performance.now();
  const clock = { slowest: 0 };
  try {
    const r = timed(clock, () => readGames(c.bytes, c.name));
    if (!r.ok) {
      t.refused++;
      if (!located(r.error)) (t.unlocated++, note(t, `unlocated ${r.error.code}`, c.index));
    } else {
      t.read++;
      for (const i of r.value.issues) if (!located(i)) (t.unlocated++, note(t, `unlocated ${i.code}`, c.index));
      const empty = r.value.format !== 'fen' && r.value.games.some((g) => Object.keys(g.headers).length === 0 && g.root.children.length === 0 && g.startFen.split(' ')[0] === START_FEN.split(' ')[0]);
      if ((c.kind === 'random' && r.value.issues.length === 0) || empty) (t.garbageAccepted++, note(t, `garbage read as ${r.value.format}${empty ? ' (an empty game)' : ''}`, c.index));
      // one PGN notation a case, in turn: every notation is written over the run, at a third of the cost
      const found = r.value.games.slice(0, ROUND_TRIP_GAMES).flatMap((g) => roundTrip(g, clock, [NOTATIONS[c.index % 3]]));
      if (found.length) {
        t.roundTrip++;
        for (const f of new Set(found)) note(t, `round trip ${f}`, c.index);
      }
    }
  } catch (e) {
    t.exceptions++;
    note(t, `exception ${(e as Error).name}: ${String((e as Error).message).slice(0, 80)}`, c.index);
  }
  t.slowestCaseMs = Math.max(t.slowestCaseMs, performance.now() - t0);
  t.slowestMs = Math.max(t.slowestMs, clock.slowest);
  if (clock.slowest > HANG_MS) (t.hangs++, note(t, 'hang', c.index));
};
