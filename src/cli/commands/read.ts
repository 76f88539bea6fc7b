import * as fs from 'node:fs';
import * as path from 'node:path';
import { Notation } from '../../core/notation';
import { gameToJson } from '../../formats/pgn/json';
import { writePgn } from '../../formats/pgn/writer';
import { isXqfBytes, readTextGameFile } from '../../formats/read';
import { encodeUtf8 } from '../../formats/text/encoding';
import { CliCommand, EXIT_OK, badInput, parseArgs } from '../command';

const NOTATIONS: readonly Notation[] = ['iccs', 'wxf', 'zh'];
const TARGETS = ['pgn', 'json', 'xqf'] as const;
type Target = (typeof TARGETS)[number];
const USAGE = 'read <file> [--to pgn|json|xqf] [--notation zh|wxf|iccs] [--out FILE]';

/** Writes beside the target under a temporary name, then renames, so a failure leaves no partial file. */
const writeAtomically = (file: string, data: Uint8Array): void => {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
};

export const command: CliCommand = {
  name: 'read',
  usage: USAGE,
  summary: 'read a game file (PGN, WXF, ICCS, DhtmlXQ, FEN list) and convert it',
  async run(args, io) {
    const a = parseArgs(args, ['to', 'notation', 'out']);
    if (a.error) return badInput(io, a.error);
    if (a.positional.length !== 1) return badInput(io, `usage: xqlens ${USAGE}`);
    const file = a.positional[0];
    const to = (a.options.get('to') ?? 'pgn') as Target;
    if (!TARGETS.includes(to)) return badInput(io, `unknown target '${to}' (pgn, json or xqf)`);
    const notation = (a.options.get('notation') ?? 'zh') as Notation;
    if (!NOTATIONS.includes(notation)) return badInput(io, `unknown notation '${notation}' (zh, wxf or iccs)`);
    let bytes: Uint8Array;
    try {
      bytes = fs.readFileSync(file);
    } catch (e) {
      return badInput(io, `cannot read ${file}: ${(e as Error).message}`);
    }
    if (isXqfBytes(bytes)) return badInput(io, `${file}: XQF files are not readable by this command yet`);
    const r = readTextGameFile(bytes, file);
    if (!r.ok) return badInput(io, `${file}:${r.error.line}:${r.error.column}: ${r.error.message} [${r.error.code}]`);
    for (const w of r.value.warnings) io.err(`xqlens: warning: ${file}:${w.line}:${w.column}: ${w.message} [${w.code}]`);
    for (const g of r.value.games) {
      for (const w of g.warnings) io.err(`xqlens: warning: ${file}:${w.line}:${w.column}: ${w.message} [${w.code}]`);
    }
    if (to === 'xqf') return badInput(io, 'writing XQF is not available yet');
    const text =
      to === 'json'
        ? JSON.stringify({ format: r.value.format, encoding: r.value.encoding, games: r.value.games.map(gameToJson) }, null, 2) + '\n'
        : r.value.games.map((g) => writePgn(g, notation)).join('\n');
    const out = a.options.get('out');
    if (out === undefined) {
      for (const line of text.replace(/\n$/, '').split('\n')) io.out(line);
      return EXIT_OK;
    }
    try {
      writeAtomically(out, encodeUtf8(text));
    } catch (e) {
      return badInput(io, `cannot write ${out}: ${(e as Error).message}`);
    }
    return EXIT_OK;
  },
};
