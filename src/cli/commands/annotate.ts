/**
 * `xqlens annotate`: the extension's own game review (analysis/review.ts standardReview: a node budget a
 * position, every candidate mark searched again deeper, fresh searches) written into the games as PGN.
 * Takes files and folders (their game files, in name order); `--game K` one game of each file; `--shard
 * I/N` every N-th game from the I-th, so a job runner spreads a collection over machines; `--jobs N`
 * spreads each game's positions over N engine threads. The same game at the same budget gets the same
 * marks whatever the jobs or shards. Each mark is also written in words (`--language en|zh`, English by
 * default), and each player's summary before the first move and on stderr; moves are written in the
 * file's own notation unless `--notation` says otherwise.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { annotationEdits } from '../../analysis/annotations';
import { type WordsLanguage, summaryLine } from '../../analysis/markWords';
import { reviewGame, standardReview } from '../../analysis/review';
import { summarize } from '../../analysis/summary';
import { ENGINE_SETTINGS } from '../../core/engineSettings';
import { Notation } from '../../core/notation';
import { builtinBook } from '../../engine/book';
import { lineBook } from '../../engine/book/probeLine';
import { applyEdit } from '../../formats/edit';
import type { Game } from '../../formats/game';
import { gameMoveStyle } from '../../formats/pgn/textEdits';
import { writePgn } from '../../formats/pgn/writer';
import { CliCommand, EXIT_FAIL, EXIT_OK, badInput, parseArgs } from '../command';
import { checkTarget, reportWriteError, writeAtomically } from '../atomicWrite';
import { reviewEngines } from '../enginePool';
import { inputFiles, loadGameFile } from '../files';
import { progress } from '../progress';

const NOTATIONS: readonly Notation[] = ['zh', 'wxf', 'iccs'];
const LANGUAGES: readonly WordsLanguage[] = ['en', 'zh'];
const USAGE = 'annotate <files|folders…> [--nodes N | --depth N] [--notation zh|wxf|iccs] [--language en|zh] [--game K] [--jobs N] [--shard I/N] [--out FILE]';

const positiveInt = (s: string | undefined): number | undefined | null =>
  s === undefined ? undefined : /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null;

export const command: CliCommand = {
  name: 'annotate',
  usage: USAGE,
  summary: 'review games (scores, best lines, marks verified by a deeper search, the opening) and print them as PGN',
  async run(args, io) {
    const a = parseArgs(args, ['depth', 'nodes', 'notation', 'language', 'game', 'out', 'jobs', 'shard']);
    if (a.error) return badInput(io, a.error);
    if (a.positional.length === 0) return badInput(io, `usage: xqlens ${USAGE}`);
    const depth = positiveInt(a.options.get('depth'));
    const nodes = positiveInt(a.options.get('nodes'));
    const gameNo = positiveInt(a.options.get('game'));
    const jobs = positiveInt(a.options.get('jobs'));
    if (depth === null || nodes === null || gameNo === null || jobs === null) return badInput(io, '--depth, --nodes, --game and --jobs take positive whole numbers');
    if (depth !== undefined && depth > 30) return badInput(io, '--depth is at most 30');
    if (depth !== undefined && nodes !== undefined) return badInput(io, 'give --depth or --nodes, not both');
    if (jobs !== undefined && jobs > 64) return badInput(io, '--jobs is at most 64');
    const shardText = a.options.get('shard');
    const shard = shardText === undefined ? undefined : /^(\d+)\/(\d+)$/.exec(shardText);
    if (shard === null || (shard && (Number(shard[1]) < 1 || Number(shard[1]) > Number(shard[2])))) return badInput(io, '--shard is I/N with 1 ≤ I ≤ N, e.g. 2/8');
    const asked = a.options.get('notation') as Notation | undefined;
    if (asked !== undefined && !NOTATIONS.includes(asked)) return badInput(io, `unknown notation '${asked}' (zh, wxf or iccs)`);
    const language = (a.options.get('language') ?? 'en') as WordsLanguage;
    if (!LANGUAGES.includes(language)) return badInput(io, `unknown language '${language}' (en or zh)`);
    const target = a.options.get('out');
    if (target !== undefined) {
      // refused before minutes of analysis, not after
      const t = checkTarget(target);
      if (!t.ok) return reportWriteError(io, t.error);
    }
    const listed = inputFiles(a.positional);
    if ('error' in listed) return badInput(io, listed.error);
    if (listed.files.length === 0) return badInput(io, `no game files in ${a.positional.join(', ')}`);
    const games: Array<{ file: string; index: number; game: Game; notation: Notation }> = [];
    for (const file of listed.files) {
      const r = loadGameFile(file, io);
      if (typeof r === 'number') return r;
      const picked = gameNo === undefined ? r.games.map((game, index) => ({ game, index })) : r.games.slice(gameNo - 1, gameNo).map((game) => ({ game, index: gameNo - 1 }));
      if (picked.length === 0) return badInput(io, `${file} has no game ${gameNo ?? ''}`.trim());
      for (const p of picked) {
        // the file's own notation unless one is asked for (Chinese for a file that writes none: XQF, SAN)
        const own = r.text === undefined ? undefined : gameMoveStyle(p.game, r.text);
        const notation = asked ?? (own && (NOTATIONS as readonly string[]).includes(own) ? (own as Notation) : 'zh');
        games.push({ file, ...p, notation });
      }
    }
    // every N-th game from the I-th: shards of the same list never overlap and together cover it
    const mine = shard ? games.filter((_, k) => k % Number(shard[2]) === Number(shard[1]) - 1) : games;
    const review = standardReview(nodes ?? ENGINE_SETTINGS.reviewNodes.default);
    const options = depth === undefined ? review : { ...review, limits: { depth } };
    const engines = reviewEngines(jobs ?? 1);
    const book = lineBook(builtinBook());
    const texts: string[] = [];
    try {
      for (const [i, { file, index, game, notation }] of mine.entries()) {
        const name = `${path.basename(file)}${games.length > 1 ? ` #${index + 1}` : ''}`;
        const bar = progress(io, `game ${i + 1}/${mine.length}`);
        const r = await reviewGame(game, engines.analyser, { ...options, parallel: engines.parallel, book, onProgress: (done, total) => bar.update(done, total) });
        bar.done();
        for (const e of annotationEdits(game, r, { words: { language, notation } })) {
          const applied = applyEdit(game, e);
          if (!applied.ok) {
            io.err(`xqlens: internal error: annotation ${e.type} failed: ${applied.error.message}`);
            return EXIT_FAIL;
          }
        }
        const marks = r.plies.filter((p) => p.quality && p.quality !== 'only').length;
        const opening = r.opening ? `, opening ${r.opening.ecco} ${r.opening.nameEn}` : '';
        io.err(`xqlens: ${name}: ${r.positions} positions, ${r.nodes} nodes, ${r.verified} moves searched again, ${r.bookPlies} book plies, ${marks} marks${opening}`);
        io.err(`xqlens: ${name}: ${summaryLine(summarize(game.startFen, r.plies), language)}`);
        texts.push(writePgn(game, notation));
      }
    } finally {
      await engines.dispose();
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
