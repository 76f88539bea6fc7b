/**
 * Builds the fixed, balanced opening set of the engine matches (not a test; run once, the result is
 * committed as test/fixtures/openings/balanced.tsv): positions a few plies into the built-in book's
 * named lines (plies 4–12, one position per line and length, transpositions merged), kept only when
 * both our engine and Fairy-Stockfish judge them near level. `npm run bench:make-openings`
 * (env OPEN_OURS_DEPTH 9, OPEN_FSF_DEPTH 13, OPEN_MAX_CP 60, OPEN_WORKERS 2).
 */
import * as fs from 'node:fs';
import { START_FEN, parseFen } from '../../src/core/fen';
import { parseIccs } from '../../src/core/notation';
import { BUILTIN_LINES } from '../../src/engine/book/builtinLines';
import { Engine } from '../../src/engine/engine';
import { toScore } from '../../src/engine/score';
import { Fsf } from './lib/fsf';
import { isMainThread, runPool, serve } from './lib/pool';

const OURS_DEPTH = Number(process.env.OPEN_OURS_DEPTH ?? 9);
const FSF_DEPTH = Number(process.env.OPEN_FSF_DEPTH ?? 13);
const MAX_CP = Number(process.env.OPEN_MAX_CP ?? 60);
const WORKERS = Number(process.env.OPEN_WORKERS ?? 2);
const OUT = 'test/fixtures/openings/balanced.tsv';

interface Task { moves: string[]; name: string }
interface Judged extends Task { ours: number; fsf: number }

if (!isMainThread) {
  let sf: Fsf | undefined;
  serve<Task, Judged>(async (t) => {
    sf ??= await Fsf.load({ hashMb: 32 });
    const e = new Engine({ hashMb: 32 });
    e.setPosition(START_FEN, t.moves);
    const r = e.go({ depth: OURS_DEPTH });
    const s = toScore(r.lines[0].value);
    await sf.newGame();
    const f = await sf.go(START_FEN, t.moves, `depth ${FSF_DEPTH}`);
    const cp = (x: { kind: string; value: number } | undefined): number => (x === undefined ? 0 : x.kind === 'cp' ? x.value : Math.sign(x.value) * 10000);
    return { ...t, ours: s.kind === 'cp' ? s.value : Math.sign(s.value) * 10000, fsf: cp(f.score) };
  });
} else {
  const seen = new Set<string>();
  const tasks: Task[] = [];
  for (const line of BUILTIN_LINES) {
    const all = line.moves.split(' ');
    for (let k = 4; k <= Math.min(12, all.length); k++) {
      const p = parseFen(START_FEN);
      if (!p.ok) throw new Error('start');
      for (const t of all.slice(0, k)) {
        const m = parseIccs(p.value, t);
        if (!m.ok) throw new Error(t);
        p.value.play(m.value);
      }
      const id = `${p.value.key}:${p.value.lock}`;
      if (seen.has(id)) continue;
      seen.add(id);
      tasks.push({ moves: all.slice(0, k), name: `${line.ecco} ${line.nameEn}` });
    }
  }
  console.log(`${tasks.length} candidate positions; ours depth ${OURS_DEPTH}, Fairy-Stockfish depth ${FSF_DEPTH}, kept when both |cp| <= ${MAX_CP}`);
  void runPool<Task, Judged>(tasks, WORKERS, (r, _t, i) => console.log(`${i + 1}/${tasks.length} ours ${r.ours} fsf ${r.fsf} ${r.moves.join(' ')}`)).then((all) => {
    const kept = all.filter((r) => Math.abs(r.ours) <= MAX_CP && Math.abs(r.fsf) <= MAX_CP);
    const head = `# moves\tname\tours cp (depth ${OURS_DEPTH})\tFairy-Stockfish cp (depth ${FSF_DEPTH}), side to move; built by test/bench/make-openings.bench.ts\n`;
    fs.writeFileSync(OUT, head + kept.map((r) => `${r.moves.join(' ')}\t${r.name}\t${r.ours}\t${r.fsf}`).join('\n') + '\n');
    console.log(`kept ${kept.length} of ${all.length} in ${OUT}`);
    process.exit(0);
  });
}
