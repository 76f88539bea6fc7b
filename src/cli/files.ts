import * as fs from 'node:fs';
import * as path from 'node:path';
import { placeText } from '../formats/game';
import { GAME_FILE } from '../formats/positionCell';
import { ReadGames, readGames } from '../formats/read';
import { CliIo, badInput } from './command';

/**
 * Reads any game file the way every command does: warnings to stderr with their place; a failure
 * reported once (exit 2), in which case the exit code comes back instead of the games.
 */
export const loadGameFile = (file: string, io: CliIo): ReadGames | number => {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    return badInput(io, `cannot read ${file}: ${(e as Error).message}`);
  }
  const r = readGames(bytes, file);
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
