/**
 * Child-process entry for CLI tests that need what one process cannot give itself (another user, a file-size
 * limit): runs each command line of the JSON list in argv[2] through runCli and prints one JSON result a line.
 *
 * @example
 * spawnSync(process.execPath, ['--require', 'tsx/cjs', 'test/unit/cli/childRun.ts', JSON.stringify([['read', 'a.pgn']])])
 */
import { Readable } from 'node:stream';
import { runCli } from '../../../src/cli/main';

const main = async (): Promise<void> => {
  for (const args of JSON.parse(process.argv[2]) as string[][]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), stdin: Readable.from(['']) });
    process.stdout.write(`${JSON.stringify({ code, out, err })}\n`);
  }
};

void main();
