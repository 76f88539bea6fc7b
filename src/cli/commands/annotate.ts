import { annotationEdits } from '../../analysis/annotations';
import { reviewGame } from '../../analysis/review';
import { Notation } from '../../core/notation';
import { builtinBook } from '../../engine/book';
import { lineBook } from '../../engine/book/probeLine';
import { applyEdit } from '../../formats/edit';
import { writePgn } from '../../formats/pgn/writer';
import { CliCommand, EXIT_FAIL, EXIT_OK, badInput, parseArgs } from '../command';
import { checkTarget, reportWriteError, writeAtomically } from '../atomicWrite';
import { LocalEngine } from '../../worker/localEngine';
import { loadGameFile } from '../files';
import { progress } from '../progress';

const NOTATIONS: readonly Notation[] = ['zh', 'wxf', 'iccs'];
const USAGE = 'annotate <file> [--depth N | --nodes N] [--notation zh|wxf|iccs] [--game K] [--out FILE]';

const positiveInt = (s: string | undefined): number | undefined | null =>
  s === undefined ? undefined : /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null;

export const command: CliCommand = {
  name: 'annotate',
  usage: USAGE,
  summary: 'annotate a game with engine scores, best lines, mistakes and its opening; prints PGN',
  async run(args, io) {
    const a = parseArgs(args, ['depth', 'nodes', 'notation', 'game', 'out']);
    if (a.error) return badInput(io, a.error);
    if (a.positional.length !== 1) return badInput(io, `usage: xqlens ${USAGE}`);
    const depth = positiveInt(a.options.get('depth'));
    const nodes = positiveInt(a.options.get('nodes'));
    const gameNo = positiveInt(a.options.get('game'));
    if (depth === null || nodes === null || gameNo === null) return badInput(io, '--depth, --nodes and --game take positive whole numbers');
    if (depth !== undefined && depth > 30) return badInput(io, '--depth is at most 30');
    const notation = (a.options.get('notation') ?? 'zh') as Notation;
    if (!NOTATIONS.includes(notation)) return badInput(io, `unknown notation '${notation}' (zh, wxf or iccs)`);
    const target = a.options.get('out');
    if (target !== undefined) {
      // refused before minutes of analysis, not after
      const t = checkTarget(target);
      if (!t.ok) return reportWriteError(io, t.error);
    }
    const file = a.positional[0];
    const r = loadGameFile(file, io);
    if (typeof r === 'number') return r;
    const games = gameNo === undefined ? r.games : r.games.slice(gameNo - 1, gameNo);
    if (games.length === 0) return badInput(io, `${file} has no game ${gameNo ?? ''}`.trim());
    const limits = depth === undefined && nodes === undefined ? { depth: 6 } : { depth, nodes };
    // one engine for every position, so its hash table carries over from move to move, as in a game
    const analyser = new LocalEngine();
    const book = lineBook(builtinBook());
    const texts: string[] = [];
    for (const [i, game] of games.entries()) {
      const bar = progress(io, `game ${i + 1}/${games.length}`);
      const review = await reviewGame(game, analyser, { limits, book, onProgress: (done, total) => bar.update(done, total) });
      bar.done();
      for (const e of annotationEdits(game, review)) {
        const applied = applyEdit(game, e);
        if (!applied.ok) {
          io.err(`xqlens: internal error: annotation ${e.type} failed: ${applied.error.message}`);
          return EXIT_FAIL;
        }
      }
      const mistakes = review.plies.filter((p) => p.quality).length;
      const opening = review.opening ? `, opening ${review.opening.ecco} ${review.opening.nameEn}` : '';
      io.err(`xqlens: game ${i + 1}: ${review.positions} positions, ${review.nodes} nodes, ${review.bookPlies} book plies, ${mistakes} mistakes${opening}`);
      texts.push(writePgn(game, notation));
    }
    const out = texts.join('\n');
    if (target === undefined) {
      for (const line of out.replace(/\n$/, '').split('\n')) io.out(line);
      return EXIT_OK;
    }
    const w = writeAtomically(target, out);
    return w.ok ? EXIT_OK : reportWriteError(io, w.error);
  },
};
