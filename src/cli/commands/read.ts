import { Notation } from '../../core/notation';
import { gameToJson } from '../../formats/pgn/json';
import { writePgn } from '../../formats/pgn/writer';
import { encodeUtf8 } from '../../formats/text/encoding';
import { encodeGbk } from '../../formats/xqf/gbk';
import { writeXqf } from '../../formats/xqf/writer';
import { CliCommand, CliIo, EXIT_OK, badInput, parseArgs } from '../command';
import { checkTarget, reportWriteError, writeAtomically } from '../atomicWrite';
import { loadGameFile } from '../files';

const NOTATIONS: readonly Notation[] = ['iccs', 'wxf', 'zh'];
const TARGETS = ['pgn', 'json', 'xqf'] as const;
type Target = (typeof TARGETS)[number];
/**
 * GBK bytes of the text written to `out`, with a warning for each line holding characters GBK lacks (written as
 * '?'), at the line and column of the first, as the XQF writer warns for a comment.
 */
const gbkWithWarnings = (text: string, out: string, io: CliIo): Uint8Array => {
  const lines = new Map<number, { column: number; chars: Set<string> }>();
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  const bytes = encodeGbk(text, (ch, index) => {
    for (let nl = text.indexOf('\n', scanned); nl >= 0 && nl < index; nl = text.indexOf('\n', nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    scanned = index;
    const at = lines.get(line) ?? { column: index - lineStart + 1, chars: new Set<string>() };
    at.chars.add(ch);
    lines.set(line, at);
  });
  for (const [n, at] of lines) io.err(`xqlens: warning: ${out}:${n}:${at.column}: characters GBK lacks (${[...at.chars].join('')}): written as '?' [WARN_GBK_CHAR]`);
  return bytes;
};

const USAGE = 'read <file> [--to pgn|json|xqf] [--notation zh|wxf|iccs] [--encoding utf-8|gbk] [--out FILE]';


export const command: CliCommand = {
  name: 'read',
  usage: USAGE,
  summary: 'read a game file (XQF, PGN, WXF, ICCS, DhtmlXQ, FEN list) and convert it',
  async run(args, io) {
    const a = parseArgs(args, ['to', 'notation', 'out', 'encoding']);
    if (a.error) return badInput(io, a.error);
    if (a.positional.length !== 1) return badInput(io, `usage: xqlens ${USAGE}`);
    const file = a.positional[0];
    const to = (a.options.get('to') ?? 'pgn') as Target;
    if (!TARGETS.includes(to)) return badInput(io, `unknown target '${to}' (pgn, json or xqf)`);
    const notation = (a.options.get('notation') ?? 'zh') as Notation;
    if (!NOTATIONS.includes(notation)) return badInput(io, `unknown notation '${notation}' (zh, wxf or iccs)`);
    const encoding = (a.options.get('encoding') ?? 'utf-8').toLowerCase();
    if (encoding !== 'utf-8' && encoding !== 'gbk') return badInput(io, `unknown encoding '${encoding}' (utf-8 or gbk)`);
    const out = a.options.get('out');
    if (out !== undefined) {
      const target = checkTarget(out);
      if (!target.ok) return reportWriteError(io, target.error);
    }
    const r = loadGameFile(file, io);
    if (typeof r === 'number') return r;
    let data: Uint8Array;
    if (to === 'xqf') {
      if (r.games.length !== 1) return badInput(io, `${file} holds ${r.games.length} games; an XQF file holds one`);
      if (out === undefined) return badInput(io, 'XQF is binary: give --out FILE');
      const x = writeXqf(r.games[0], { onWarning: (w) => io.err(`xqlens: warning: ${out}: ${w.message} [${w.code}]`) });
      if (!x.ok) return badInput(io, `cannot write XQF: ${x.error.message} [${x.error.code}]`);
      data = x.value;
    } else {
      const text =
        to === 'json'
          ? JSON.stringify({ format: r.format, encoding: r.encoding, games: r.games.map((g, i) => gameToJson(g, r.issues.filter((w) => w.game === i))) }, null, 2) + '\n'
          : r.games.map((g) => writePgn(g, notation)).join('\n');
      if (out === undefined) {
        for (const line of text.replace(/\n$/, '').split('\n')) io.out(line);
        return EXIT_OK;
      }
      // xqbase-era tools read GBK; --encoding gbk writes what they expect
      data = encoding === 'gbk' ? gbkWithWarnings(text, out, io) : encodeUtf8(text);
    }
    const w = writeAtomically(out, data);
    return w.ok ? EXIT_OK : reportWriteError(io, w.error);
  },
};
