/**
 * `xqlens train`: a training study from a collection: every game reviewed (annotate's review: the same
 * budget, the same verdict), and a puzzle cell for each confirmed mistake of the player (analysis/
 * puzzles.ts), written as a `.xqnb` study (analysis/trainingStudy.ts). An existing study is built on: its
 * cells and schedules stay, new puzzles come after them, so training on a growing folder keeps the work done.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildPuzzles, type Puzzle, type PuzzleFrom } from '../../analysis/puzzles';
import { reviewGame, standardReview } from '../../analysis/review';
import { cellPuzzle, mergeTraining, type TrainingLanguage } from '../../analysis/trainingStudy';
import { ENGINE_SETTINGS } from '../../core/engineSettings';
import { builtinBook } from '../../engine/book';
import { lineBook } from '../../engine/book/probeLine';
import type { Game } from '../../formats/game';
import { readStudy, writeStudy, type Study } from '../../formats/study';
import { CliCommand, EXIT_OK, badInput, parseArgs } from '../command';
import { checkTarget, reportWriteError, writeAtomically } from '../atomicWrite';
import { reviewEngines } from '../enginePool';
import { inputFiles, loadGameFile } from '../files';
import { progress } from '../progress';

const USAGE = 'train <files|folders…> [--player NAME[,ALIAS…]] [--from ?!|?|??] [--nodes N] [--jobs N] [--language en|zh] -o FILE.xqnb';
const FROMS: readonly PuzzleFrom[] = ['?!', '?', '??'];

export const command: CliCommand = {
  name: 'train',
  usage: USAGE,
  summary: 'build (or add to) a training study: a puzzle for each confirmed mistake of the player in the games',
  async run(argv, io) {
    const args = argv.map((a) => (a === '-o' ? '--out' : a));
    const a = parseArgs(args, ['player', 'from', 'nodes', 'jobs', 'language', 'out']);
    if (a.error) return badInput(io, a.error);
    const target = a.options.get('out');
    if (a.positional.length === 0 || target === undefined) return badInput(io, `usage: xqlens ${USAGE}`);
    if (!target.endsWith('.xqnb')) return badInput(io, `${target}: a training study is a .xqnb file`);
    const from = (a.options.get('from') ?? '?') as PuzzleFrom;
    if (!FROMS.includes(from)) return badInput(io, '--from is ?!, ? or ??');
    const language = (a.options.get('language') ?? 'en') as TrainingLanguage;
    if (language !== 'en' && language !== 'zh') return badInput(io, '--language is en or zh');
    const num = (name: string, max: number): number | undefined | null => {
      const s = a.options.get(name);
      return s === undefined ? undefined : /^\d+$/.test(s) && Number(s) > 0 && Number(s) <= max ? Number(s) : null;
    };
    const nodes = num('nodes', ENGINE_SETTINGS.reviewNodes.max);
    const jobs = num('jobs', 64);
    if (nodes === null || jobs === null) return badInput(io, `--nodes (up to ${ENGINE_SETTINGS.reviewNodes.max}) and --jobs (up to 64) take positive whole numbers`);
    const players = (a.options.get('player') ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
    const t = checkTarget(target);
    if (!t.ok) return reportWriteError(io, t.error);

    // a study already there is built on, never replaced: refuse one we cannot read rather than lose it
    let study: Study = { cells: [] };
    if (fs.existsSync(target)) {
      const read = readStudy(fs.readFileSync(target, 'utf8'));
      if (read.issues.length > 0) return badInput(io, `${target}:${read.issues[0].line}: ${read.issues[0].message} (not changed)`);
      study = read.study;
    }
    const listed = inputFiles(a.positional);
    if ('error' in listed) return badInput(io, listed.error);
    if (listed.files.length === 0) return badInput(io, `no game files in ${a.positional.join(', ')}`);
    const games: Array<{ file: string; index: number; game: Game }> = [];
    for (const file of listed.files) {
      const r = loadGameFile(file, io);
      if (typeof r === 'number') return r;
      r.games.forEach((game, index) => games.push({ file, index, game }));
    }

    const review = standardReview(nodes ?? ENGINE_SETTINGS.reviewNodes.default);
    const engines = reviewEngines(jobs ?? 1);
    const book = lineBook(builtinBook());
    const puzzles: Puzzle[] = [];
    const base = path.dirname(path.resolve(target));
    try {
      for (const [i, { file, index, game }] of games.entries()) {
        const bar = progress(io, `game ${i + 1}/${games.length}`);
        const r = await reviewGame(game, engines.analyser, { ...review, parallel: engines.parallel, book, onProgress: (done, total) => bar.update(done, total) });
        bar.done();
        const source = { file: path.relative(base, path.resolve(file)).split(path.sep).join('/'), game: index };
        const found = await buildPuzzles(game, r, engines.analyser, { players, from, limits: review.limits, source });
        for (const p of found) puzzles.push(p);
      }
    } finally {
      await engines.dispose();
    }
    const held = (s: Study): number => s.cells.filter((c) => cellPuzzle(c) !== undefined).length;
    const next = mergeTraining(study, puzzles, { language });
    io.err(`xqlens: ${games.length} games, ${puzzles.length} puzzles found, ${held(next) - held(study)} new, ${held(next)} in ${target}`);
    const w = writeAtomically(target, writeStudy(next));
    return w.ok ? EXIT_OK : reportWriteError(io, w.error);
  },
};
