import * as fs from 'node:fs';
import * as path from 'node:path';
import { placeText } from '../formats/game';
import { GAME_FILE } from '../formats/positionCell';
import { READ_LIMITS } from '../formats/limits';
import { ReadGames, readGames } from '../formats/read';
import { readRegularFile } from '../worker/regularFile';
import { CliIo, badInput } from './command';

/**
 * The bytes of a file named on the command line, or why not: only a regular file of at most `maxBytes` is read
 * (/dev/zero would fill memory, a FIFO hang), and its size is checked before a byte is read.
 */
export const readInputFile = (file: string, maxBytes: number = READ_LIMITS.maxBytes): { bytes: Uint8Array } | { error: string } => {
  const r = readRegularFile(file, maxBytes);
  return r.ok ? { bytes: r.bytes } : { error: `cannot read ${file}: it ${r.reason}` };
};

/**
 * Reads any game file the way every command does: warnings to stderr with their place; a failure
 * reported once (exit 2), in which case the exit code comes back instead of the games.
 */
export const loadGameFile = (file: string, io: CliIo): ReadGames | number => {
  const input = readInputFile(file);
  if ('error' in input) return badInput(io, input.error);
  const r = readGames(input.bytes, file);
  if (!r.ok) return badInput(io, `${file}:${placeText(r.error.place)}: ${r.error.message} [${r.error.code}]`);
  for (const w of r.value.issues) io.err(`xqlens: warning: ${file}:${placeText(w.place)}: ${w.message} [${w.code}]`);
  return r.value;
};

/** The files named, folders opened to their game files (recursively, in name order). */
export const inputFiles = (names: readonly string[]): { files: string[] } | { error: string } => {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && GAME_FILE.test(e.name)) files.push(p);
    }
  };
  for (const n of names) {
    let st: fs.Stats;
    try {
      st = fs.statSync(n);
    } catch (e) {
      return { error: `cannot read ${n}: ${(e as Error).message}` };
    }
    if (st.isDirectory()) walk(n);
    else files.push(n);
  }
  return { files };
};
