/** Where a command writes and reads, so tests can run commands in-process. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  stdin: NodeJS.ReadableStream;
  /** stdout is a terminal (not a pipe or file): its lines are escaped like stderr's (see terminalText.ts). */
  readonly outIsTerminal?: boolean;
  /** Present when stderr is a terminal: redraws one status line in place; undefined ends it. */
  readonly progressLine?: (text: string | undefined) => void;
}

export interface CliCommand {
  readonly name: string;
  /** One line, e.g. `perft "<FEN>" <depth> [--divide]`. */
  readonly usage: string;
  readonly summary: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/** Exit codes: 0 success, 1 failure while working, 2 bad input. */
export const EXIT_OK = 0;
export const EXIT_FAIL = 1;
export const EXIT_USAGE = 2;

/** Reports bad input the one way every command does: one line on stderr, exit 2. */
export const badInput = (io: CliIo, message: string): number => {
  io.err(`xqlens: ${message}`);
  return EXIT_USAGE;
};

/** Splits `--name value` / `--flag` options from positional arguments. */
export const parseArgs = (
  args: string[],
  valued: readonly string[],
  flags: readonly string[] = [],
): { positional: string[]; options: Map<string, string>; error?: string } => {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (flags.includes(name)) options.set(name, 'true');
      else if (valued.includes(name)) {
        const v = eq > 0 ? a.slice(eq + 1) : args[++i];
        if (v === undefined) return { positional, options, error: `--${name} needs a value` };
        options.set(name, v);
      } else return { positional, options, error: `unknown option --${name}` };
    } else positional.push(a);
  }
  return { positional, options };
};
