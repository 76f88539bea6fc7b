import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { terminalSafe } from '../../../src/cli/terminalText';
import { run } from './run';

/** What must never reach a terminal raw: C0 controls but tab, DEL, C1 controls, bidirectional controls. */
const RAW = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// ESC c resets a terminal; ESC [2J clears it; CSI (0x9b) is ESC [ in one byte; CR rewrites the line; BEL rings;
// U+202E shows what follows backwards
const HOSTILE = ['\u001bc', '\u001b[2J', '\u009b31m', '\r', '\u0007', '\u202e', '\u0000', '\u007f'];

describe('CLI output: control characters from files are escaped', () => {
  let dir = '';
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-ctl-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('terminalSafe writes each control character as a visible escape and leaves other text alone', () => {
    assert.equal(terminalSafe('a\u001bcb'), 'a\\x1bcb');
    assert.equal(terminalSafe('\u009b\r\u0007\u0000\u007f'), '\\x9b\\x0d\\x07\\x00\\x7f');
    assert.equal(terminalSafe('x\u202ey\u2066'), 'x\\u202ey\\u2066');
    for (const s of HOSTILE) assert.doesNotMatch(terminalSafe(`<${s}>`), RAW);
    const plain = '1. 炮二平五 马８进７\t{好棋 — ok} [%eval 35,12] C:\\games\\a.pgn';
    assert.equal(terminalSafe(plain), plain);
  });

  it('no command prints a raw control character to stderr, or to stdout when it is a terminal', async () => {
    const evil = HOSTILE.join('');
    const game = path.join(dir, 'evil.pgn');
    fs.writeFileSync(game, `[Event "${evil}"]\n[Format "ICCS"]\n{${evil}}\n1. h2e2 h9g7 {${evil}} 2. h0g2 h9${evil}7 *\n`);
    const badFen = path.join(dir, 'badfen.pgn');
    fs.writeFileSync(badFen, `[FEN "${evil}"]\n1. h2e2 *\n`);
    const xqf = path.join(dir, 'evil.xqf');
    assert.equal((await run(['read', game, '--to', 'xqf', '--out', xqf])).code, 0);
    const named = path.join(dir, `missing${evil}.pgn`);
    const fen = `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN${evil} w`;

    const lines: Array<[string, string[]]> = [
      ['read', ['read', game, '--notation', 'iccs']],
      ['read json', ['read', game, '--to', 'json']],
      ['read of an XQF we wrote', ['read', xqf, '--notation', 'zh']],
      ['read, bad FEN header', ['read', badFen]],
      ['read, file name', ['read', named]],
      ['annotate', ['annotate', game, '--nodes', '200']],
      ['book build', ['book', 'build', named, '-o', path.join(dir, 'b.dat')]],
      ['book probe', ['book', 'probe', 'start', evil]],
      ['fen', ['fen', fen]],
      ['moves', ['moves', fen]],
      ['perft', ['perft', fen, '1']],
      ['unknown command', [evil]],
    ].map(([name, args]) => [name as string, args as string[]]);
    const silent: string[] = [];
    for (const [name, args] of lines) {
      const r = await run(args, '', true);
      for (const l of [...r.out, ...r.err]) assert.doesNotMatch(l, RAW, `${name}: ${JSON.stringify(l)}`);
      if (!r.out.concat(r.err).some((l) => /\\x1b|\\u001b/.test(l))) silent.push(name);
    }
    // each command did print the hostile text (escaped), so each check above had something to catch
    assert.deepEqual(silent, []);
  });

  it('stdout into a pipe or file is data and stays byte for byte; its warnings are still escaped', async () => {
    const f = path.join(dir, 'comment.pgn');
    fs.writeFileSync(f, '[Format "ICCS"]\n1. h2e2 {\u001b[1mbold} h9g7 h9\u001bc7 *\n');
    const piped = await run(['read', f, '--notation', 'iccs'], '', false);
    assert.ok(piped.out.some((l) => l.includes('{\u001b[1mbold}')), piped.out.join('\n'));
    assert.ok(piped.err.length > 0 && piped.err.every((l) => !RAW.test(l) && l.includes('\\x1bc7')), piped.err.join('\n'));
  });
});
