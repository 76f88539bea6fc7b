/**
 * Text from a file (or an argument) on its way to a terminal: control characters are escaped, so a game record
 * cannot reset the terminal (`ESC c`), move the cursor, ring the bell, rewrite a line with a carriage return, or
 * reorder what is shown with bidirectional overrides. Every line the CLI prints passes through `terminalSafe`
 * (see runCli in main.ts): stderr always, stdout when it is a terminal; stdout into a pipe or file is data, kept as is.
 *
 * @example
 * terminalSafe('move \u001bc9 is illegal'); // 'move \\x1bc9 is illegal'
 */

/** C0 controls but tab, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const escape = (c: string): string => {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** `line` with every control character written as a visible escape (`\x1b`, `\u202e`). */
export const terminalSafe = (line: string): string => line.replace(CONTROL, escape);
