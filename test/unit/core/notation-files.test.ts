import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { START_FEN, toFen } from '../../../src/core/fen';
import { Notation, formatMove, moveToChinese, moveToIccs, parseMove } from '../../../src/core/notation';
import { Move } from '../../../src/core/types';
import { describeShared, eachShared, sharedPath } from '../../shared';
import { pos } from './helpers';

/**
 * Test-only movetext extractor: the main line of one game, nothing more (the real PGN reader
 * lives in src/formats). Drops [tags], {comments}, /* comments *\/, ( variations ), move numbers,
 * !/? marks and results; for WXF keeps what stands between START{ and }END.
 */
const extractMainLine = (text: string): { fen?: string; tokens: string[] } => {
  const fen = /\[FEN\s+"([^"]*)"\]/.exec(text)?.[1];
  let body = text.replace(/\[[^\]]*\]/g, ' ');
  const wxf = /START\{([\s\S]*?)\}END/.exec(body);
  if (wxf) body = wxf[1];
  body = body.replace(/\{[^}]*\}/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  while (/\([^()]*\)/.test(body)) body = body.replace(/\([^()]*\)/g, ' ');
  body = body.split(/^\s*={3,}/m)[0]; // xqbase's footer after a rule of '='
  const tokens = body
    .split(/\s+/)
    .map((t) => t.replace(/^[!?]+/, '').replace(/^\d+\.+/, '').replace(/[!?]+$/, ''))
    .filter((t) => t !== '' && !['1-0', '0-1', '1/2-1/2', '*'].includes(t));
  return { fen, tokens };
};

const decode = (file: string): string => {
  const bytes = fs.readFileSync(sharedPath('pgn', file));
  const enc = file.startsWith('chinese/') ? (file.includes('big5') ? 'big5' : 'gbk') : 'utf-8';
  return new TextDecoder(enc).decode(bytes);
};

const NOTATION_OF: Record<string, Notation> = { chinese: 'zh', wxf: 'wxf', iccs: 'iccs' };

interface Replay {
  readonly startFen: string;
  readonly tokens: string[];
  readonly moves: Move[];
  /** what our writer says for each move, in the file's notation */
  readonly written: string[];
  readonly finalFen: string;
}

/** Tokens our reader finds ambiguous (the file left out a front/rear mark): file, ply, token. */
const ambiguities: string[] = [];

/**
 * Plays the main line move by move, each token read against the position it is played in.
 * Where the file's text fits several legal moves, the one with which the rest of the line
 * still replays is taken (a test-only look-ahead; the reader itself never guesses).
 */
const replay = (file: string, notation: Notation, text = decode(file)): Replay => {
  const { fen, tokens } = extractMainLine(text);
  const startFen = fen ?? START_FEN;
  const p = pos(startFen);
  const moves: Move[] = [];
  const written: string[] = [];
  let failure = '';
  const go = (i: number): boolean => {
    if (i === tokens.length) return true;
    const t = tokens[i];
    const r = parseMove(p, t, notation);
    const auto = parseMove(p, t);
    assert.deepEqual(auto, r, `${file} ply ${i + 1} '${t}' is not detected as ${notation}`);
    if (!r.ok && r.error.code === 'ERR_NOTATION_AMBIGUOUS') ambiguities.push(`${file} ${i + 1} ${t}`);
    const options = r.ok ? [r.value] : (r.error.candidates ?? []);
    if (!r.ok && !failure) failure = `${file} ply ${i + 1} '${t}': ${r.error.code} ${r.error.message}`;
    for (const m of options) {
      written.push(formatMove(p, m, notation));
      moves.push(m);
      p.play(m);
      if (go(i + 1)) return true;
      p.undo();
      moves.pop();
      written.pop();
    }
    return false;
  };
  assert.ok(go(0), failure);
  return { startFen, tokens, moves, written, finalFen: toFen(p) };
};

const boardAndTurn = (fen: string): string => fen.split(/\s+/).slice(0, 2).join(' ');

interface Expectation {
  readonly file: string;
  readonly check: string;
  readonly expected: string;
}

const readExpectations = (): Expectation[] =>
  fs
    .readFileSync(sharedPath('pgn', 'expected', 'EXPECTED_pgn.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => {
      const [file, check, expected] = l.split('\t');
      return { file: file.replace(/^pgn\//, ''), check, expected };
    });

/** The plies figure in '25', '1 / 25' (line count / plies) or '82 / b2e2 b9c7 b0c2' (plies / first moves). */
const pliesAndFirst = (check: string, expected: string): { plies: number; first: string[] } => {
  const names = check.split('/').map((s) => s.trim());
  const values = expected.split('/').map((s) => s.trim());
  const first = names.findIndex((n) => n.startsWith('first'));
  return {
    plies: Number(values[names.indexOf(names.find((n) => n.startsWith('plies')) ?? 'plies')]),
    first: first >= 0 ? values[first].split(/\s+/) : [],
  };
};

describe('notation: the main-line extractor', () => {
  it('reads a tiny game with every kind of noise', () => {
    const text = '[Event "x (y)"]\n[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w"]\n{c} 1. K5.4 (1. K5.6 {v}) K5.6?! 2. K4+1! 1-0\n====\nfooter 3. x';
    assert.deepEqual(extractMainLine(text), { fen: '4k4/9/9/9/9/9/9/9/9/4K4 w', tokens: ['K5.4', 'K5.6', 'K4+1'] });
  });
});

describeShared('notation: real move lists in shared/data/pgn', () => {
  let files: string[] = [];
  before(() => {
    files = Object.keys(NOTATION_OF).flatMap((dir) => fs.readdirSync(sharedPath('pgn', dir)).map((f) => `${dir}/${f}`));
  });
  const replays = new Map<string, Replay>();
  const get = (file: string): Replay => {
    let r = replays.get(file);
    if (!r) replays.set(file, (r = replay(file, NOTATION_OF[file.split('/')[0]])));
    return r;
  };

  it('every Chinese, WXF and ICCS file replays its main line legally', function () {
    this.timeout(10000);
    assert.ok(files.length >= 38, `${files.length} files`);
    for (const f of files) assert.ok(get(f).moves.length > 0, `${f} has no moves`);
    // Pawns on a doubled file written by their file alone (the WXF writer left out P+/P-): the
    // reader reports these as ambiguous, and the look-ahead settles them. Nothing else is ambiguous.
    assert.deepEqual(ambiguities.sort(), [
      'wxf/elephantchess_game1.wxf 122 P3+1',
      'wxf/elephantchess_game1.wxf 124 P3.4',
      'wxf/elephantchess_game5.wxf 86 P5+1',
    ]);
  });

  it('our Chinese writer gives back the very text of the xqbase and walker8088 files', function () {
    this.timeout(10000);
    for (const f of files.filter((x) => x.startsWith('chinese/') && !x.includes('big5'))) {
      const r = get(f);
      r.tokens.forEach((t, i) => assert.equal(r.written[i], t, `${f} ply ${i + 1}`));
    }
  });

  it('our traditional writer gives back the Big5 file, but for 後 where xqwlight writes 后', () => {
    const f = 'chinese/xqwlight_SAMPLE_T_big5.PGN';
    const r = get(f);
    const p = pos(r.startFen);
    r.moves.forEach((m, i) => {
      assert.equal(moveToChinese(p, m, { traditional: true }), r.tokens[i].replace('后', '後'), `${f} ply ${i + 1}`);
      p.play(m);
    });
    assert.ok(r.tokens.some((t) => t.startsWith('后')), 'the file has a rear-piece move');
  });

  it('our WXF writer gives back the WXF files, up to = for . and front/rear marks on elephants', function () {
    for (const f of files.filter((x) => x.startsWith('wxf/'))) {
      const r = get(f);
      r.tokens.forEach((t, i) => {
        const theirs = t.toUpperCase().replace(/=/g, '.');
        if (ambiguities.includes(`${f} ${i + 1} ${t}`)) return assert.match(r.written[i], /^P[+-]/);
        // Fairy-Stockfish marks two elephants on a file E+/E-; the file alone already tells them apart
        if (/^[AE][+-]/.test(theirs)) assert.equal(r.written[i].slice(2), theirs.slice(2), `${f} ply ${i + 1}`);
        else assert.equal(r.written[i], theirs, `${f} ply ${i + 1}`);
      });
    }
  });

  eachShared('every EXPECTED_pgn.tsv row', () => readExpectations().filter((x) => NOTATION_OF[x.file.split('/')[0]]), (e) =>
    it(`${e.file}: ${e.check}`, () => {
      const r = get(e.file);
      switch (e.check) {
        case 'moves_chinese':
          assert.deepEqual(r.written, e.expected.split(','));
          break;
        case 'final_fen':
          assert.equal(boardAndTurn(r.finalFen), boardAndTurn(e.expected));
          break;
        case 'start_fen':
          assert.equal(boardAndTurn(r.startFen), boardAndTurn(e.expected));
          break;
        case 'same game as': {
          const twin = get(e.expected.split(/\s+/)[0].replace(/^pgn\//, ''));
          assert.deepEqual(r.moves.map(moveToIccs), twin.moves.map(moveToIccs));
          break;
        }
        case 'tandem notation': {
          assert.ok(r.tokens.includes('R+=1'));
          const swapped = replay(e.file, 'wxf', decode(e.file).replace('R+=1', '+R=1'));
          assert.deepEqual(swapped.moves, r.moves);
          break;
        }
        default: {
          const { plies, first } = pliesAndFirst(e.check, e.expected);
          assert.ok(Number.isInteger(plies), `cannot read '${e.check}' = '${e.expected}'`);
          assert.equal(r.moves.length, plies);
          assert.deepEqual(r.moves.slice(0, first.length).map(moveToIccs), first);
        }
      }
    }),
  );
});
