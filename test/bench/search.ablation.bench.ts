/**
 * Benchmark (not a test): self-play ablation. For each search technique, the full engine plays
 * the engine with that technique off at a fixed node budget per move, game pairs from varied
 * openings (see selfplay.ts). Prints the score and the technique's Elo ± 95% interval.
 * Run: `npm run bench:ablation` (env ABLATION_NODES, ABLATION_PAIRS, ABLATION_ONLY=name,name).
 */
import { Engine } from '../../src/engine/engine';
import { DEFAULT_FEATURES, SearchFeatures } from '../../src/engine/search';
import { match } from './selfplay';

const NODES = Number(process.env.ABLATION_NODES ?? 4000);
const PAIRS = Number(process.env.ABLATION_PAIRS ?? 50);
const ONLY = process.env.ABLATION_ONLY?.split(',');

console.log(`nodes/move ${NODES}, ${PAIRS} pairs per technique`);
for (const feature of Object.keys(DEFAULT_FEATURES) as Array<keyof SearchFeatures>) {
  if (ONLY && !ONLY.includes(feature)) continue;
  const t0 = Date.now();
  const full = new Engine({ hashMb: 8 });
  const without = new Engine({ hashMb: 8 });
  without.search.features[feature] = false;
  full.search.features[feature] = true; // techniques off by default are measured too
  const r = match(full, without, PAIRS, NODES);
  console.log(`${feature.padEnd(15)} with vs without: ${r.text}  (${Math.round((Date.now() - t0) / 1000)} s)`);
}
