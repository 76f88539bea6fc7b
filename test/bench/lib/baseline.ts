/**
 * A baseline engine for self-play: `git archive <rev> src` unpacked under dist/bench/ and its
 * src/engine/engine.ts bundled, so this build can play an older commit in the same process.
 *
 *   const file = await buildBaseline('HEAD~1'); // then ourPlayer({ module: file })
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

export const buildBaseline = async (rev: string): Promise<string> => {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = path.resolve('dist', 'bench', `base-${sha.slice(0, 12)}`);
  const out = path.join(dir, 'engine.js');
  if (fs.existsSync(out)) return out;
  fs.mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', sha, 'src'], { maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  await esbuild.build({ entryPoints: [path.join(dir, 'src/engine/engine.ts')], outfile: out, bundle: true, platform: 'node', format: 'cjs', target: 'node18', logLevel: 'warning' });
  return out;
};
