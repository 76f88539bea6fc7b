#!/usr/bin/env node
import { CliIo, EXIT_OK, EXIT_USAGE } from './command';
import { COMMANDS } from './commands';
import { terminalSafe } from './terminalText';

const help = (io: CliIo): void => {
  io.out('xqlens — Xiangqi Lens from the terminal');
  io.out('');
  for (const c of COMMANDS) {
    io.out(`  xqlens ${c.usage}`);
    io.out(`      ${c.summary}`);
  }
};

/** Runs one command line; never throws for bad input. Nothing it prints can drive the terminal. */
export const runCli = async (args: string[], rawIo: CliIo): Promise<number> => {
  const io: CliIo = {
    out: rawIo.outIsTerminal ? (line) => rawIo.out(terminalSafe(line)) : (line) => rawIo.out(line),
    err: (line) => rawIo.err(terminalSafe(line)),
    stdin: rawIo.stdin,
    outIsTerminal: rawIo.outIsTerminal,
    ...(rawIo.progressLine ? { progressLine: rawIo.progressLine } : {}),
  };
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
  outIsTerminal: process.stdout.isTTY === true,
  ...(process.stderr.isTTY
    ? { progressLine: (text: string | undefined) => process.stderr.write(text === undefined ? '\r\x1b[K' : `\r\x1b[K${terminalSafe(text)}`) }
    : {}),
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
      const text = `xqlens: internal error: ${e instanceof Error ? e.stack : String(e)}`;
      process.stderr.write(`${text.split('\n').map(terminalSafe).join('\n')}\n`);
      process.exitCode = 1;
    },
  );
}
