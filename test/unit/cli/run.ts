import { Readable } from 'node:stream';
import { CliIo } from '../../../src/cli/command';
import { runCli } from '../../../src/cli/main';

/** Runs one command line in-process and captures what it prints; `terminal`: as if stdout were a terminal. */
export const run = async (args: string[], stdin = '', terminal = false): Promise<{ code: number; out: string[]; err: string[] }> => {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l), stdin: Readable.from([stdin]), outIsTerminal: terminal };
  const code = await runCli(args, io);
  return { code, out, err };
};
