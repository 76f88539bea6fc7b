import { START_FEN } from '../../core/fen';
import { ENGINE_SETTINGS, clampSetting } from '../../core/engineSettings';
import { moveToIccs } from '../../core/notation';
import { builtinBook } from '../../engine/book';
import { Engine, EngineInfo } from '../../engine/engine';
import { toInfoDto } from '../../uci/engineInfo';
import { printInfo } from '../../uci/engineLines';
import { CliCommand, EXIT_OK, badInput, parseArgs } from '../command';

const posInt = (s: string | undefined): number | undefined | null => {
  if (s === undefined) return undefined;
  const n = Number(s);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const command: CliCommand = {
  name: 'go',
  usage: 'go "<FEN>|startpos" [moves…] [--depth N|--nodes N|--movetime MS] [--multipv K] [--hash MB] [--book] [--json]',
  summary: 'search a position and print info lines and the best move',
  async run(args, io) {
    const a = parseArgs(args, ['depth', 'nodes', 'movetime', 'multipv', 'hash'], ['json', 'book']);
    if (a.error) return badInput(io, a.error);
    if (a.positional.length < 1) return badInput(io, `usage: xqlens ${this.usage}`);
    const lim: Record<string, number | undefined> = {};
    for (const k of ['depth', 'nodes', 'movetime', 'multipv', 'hash']) {
      const v = posInt(a.options.get(k));
      if (v === null) return badInput(io, `--${k} must be a positive integer`);
      lim[k] = v;
    }
    // settings outside their range are brought into it, and the user is told
    for (const [key, spec] of [['hash', ENGINE_SETTINGS.hashMb], ['multipv', ENGINE_SETTINGS.multipv]] as const) {
      const v = lim[key];
      if (v === undefined) continue;
      const c = clampSetting(spec, v);
      if (c.clamped) io.err(`xqlens: --${key} ${v} is out of range ${spec.min}–${spec.max}; using ${c.value}`);
      lim[key] = c.value;
    }
    if (lim.depth === undefined && lim.nodes === undefined && lim.movetime === undefined) lim.depth = 8;
    const [fenArg, ...moves] = a.positional;
    const engine = new Engine({ hashMb: lim.hash, clock: () => performance.now() });
    const set = engine.setPosition(fenArg === 'startpos' ? START_FEN : fenArg, moves);
    if (!set.ok) return badInput(io, `${set.error.message} [${set.error.code}]`);
    const json = a.options.has('json');
    const infos: EngineInfo[] = [];
    engine.onInfo = (i) => {
      infos.push(i);
      if (!json) io.out(printInfo(toInfoDto(i), 0));
    };
    if (a.options.has('book')) engine.book = builtinBook();
    const r = engine.go({ depth: lim.depth, nodes: lim.nodes, movetime: lim.movetime, multipv: lim.multipv, useBook: a.options.has('book') });
    const best = r.bestMove ? moveToIccs(r.bestMove) : '(none)';
    if (json) {
      const lines = infos.filter((i) => i.depth === r.depth);
      io.out(JSON.stringify({ bestmove: best, ponder: r.ponder ? moveToIccs(r.ponder) : null, depth: r.depth, nodes: r.nodes,
        lines: lines.map((i) => ({ multipv: i.multipv, depth: i.depth, score: i.score, pv: i.pv.map(moveToIccs) })) }));
    } else io.out(`bestmove ${best}${r.ponder ? ` ponder ${moveToIccs(r.ponder)}` : ''}`);
    return EXIT_OK;
  },
};
