// Runs a bench as a bundle, as users run the CLI: under tsx every imported binding is a getter and
// the search runs ~3.5x slower, so figures from tsx would not be fair. `node test/bench/run.mjs match`
// bundles test/bench/match.bench.ts into dist/bench/match.js (npm peers stay external) and runs it.
// The engine worker is bundled beside it (dist/bench/engineWorker.js), where the CLI's review pool
// (src/cli/enginePool.ts) looks for it, so a bench reviews with the product's own pool; so is the
// Lazy SMP helper (dist/bench/searchHelper.js).
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';

const name = process.argv[2];
if (!name) {
  console.error('usage: node test/bench/run.mjs <name> [node args...]  (bundles test/bench/<name>.bench.ts)');
  process.exit(2);
}
const outfile = `dist/bench/${name}.js`;
const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node18', sourcemap: true, logLevel: 'warning' };
await esbuild.build({ ...common, entryPoints: ['src/worker/engineWorker.ts'], outfile: 'dist/bench/engineWorker.js' });
// the Lazy SMP helper thread, where searchThreads.ts looks for it (beside the bundle that runs the engine)
await esbuild.build({ ...common, entryPoints: ['src/worker/searchHelper.ts'], outfile: 'dist/bench/searchHelper.js' });
await esbuild.build({
  entryPoints: [`test/bench/${name}.bench.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  sourcemap: true,
  logLevel: 'warning',
  external: ['ffish', 'fairy-stockfish-nnue.wasm', 'fairy-stockfish-nnue.wasm/*', 'esbuild'],
});
const r = spawnSync(process.execPath, ['--enable-source-maps', ...process.argv.slice(3), outfile], { stdio: 'inherit' });
process.exit(r.status ?? 1);
