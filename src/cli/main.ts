#!/usr/bin/env node
import { CliIo, EXIT_OK, EXIT_USAGE } from './command';
import { COMMANDS } from './commands';

const help = (io: CliIo): void => {
  io.out('xqlens — Xiangqi Lens from the terminal');
  io.out('');
  for (const c of COMMANDS) {
    io.out(`  xqlens ${c.usage}`);
    io.out(`      ${c.summary}`);
  }
};

/** Runs one command line; never throws for bad input. */
export const runCli = async (args: string[], io: CliIo): Promise<number> => {
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name ? EXIT_OK : EXIT_USAGE;
  }
  const cmd = COMMANDS.find((c) => c.name === name);
  if (!cmd) {
    io.err(`xqlens: unknown command '${name}' (try xqlens --help)`);
    return EXIT_USAGE;
  }
  return cmd.run(rest, io);
};

const processIo: CliIo = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  stdin: process.stdin,
};

if (require.main === module) {
  // a closed pipe (`xqlens moves … | head`) ends the output quietly
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
  });
  runCli(process.argv.slice(2), processIo).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`xqlens: internal error: ${e instanceof Error ? e.stack : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
