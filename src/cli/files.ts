import * as fs from 'node:fs';
import { placeText } from '../formats/game';
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
