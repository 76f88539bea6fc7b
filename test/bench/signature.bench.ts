/**
 * Benchmark (not a test): the bench signature (`xqlens bench` positions and depth) with each
 * default-on search technique off in turn, to see what each costs or saves in nodes. `npm run bench:signature`.
 */
import { BENCH_DEPTH, BENCH_POSITIONS } from '../../src/engine/benchPositions';
import { Engine } from '../../src/engine/engine';
import { DEFAULT_FEATURES, SearchFeatures } from '../../src/engine/search';

const depth = Number(process.env.BENCH_DEPTH ?? BENCH_DEPTH);
const run = (off: keyof SearchFeatures | undefined): void => {
  let nodes = 0;
  const t0 = performance.now();
  for (const fen of BENCH_POSITIONS) {
    const e = new Engine({ hashMb: 16 });
    if (off) e.search.features[off] = false;
    e.setPosition(fen, []);
    nodes += e.go({ depth }).nodes;
  }
  const ms = performance.now() - t0;
  console.log(`${(off ? `without ${off}` : 'defaults').padEnd(28)} nodes ${String(nodes).padStart(9)}  nps ${Math.round((nodes * 1000) / ms)}`);
};
run(undefined);
for (const k of Object.keys(DEFAULT_FEATURES) as Array<keyof SearchFeatures>) if (DEFAULT_FEATURES[k]) run(k);
