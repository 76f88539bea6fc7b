import type { CliCommand } from '../command';
import { command as perft } from './perft';
import { command as moves } from './moves';
import { command as fen } from './fen';
import { command as read } from './read';
import { command as annotate } from './annotate';
import { command as train } from './train';
import { command as book } from './book';
import { command as go } from './go';
import { command as bench } from './bench';
import { command as uci } from './uci';
import { command as ucci } from './ucci';

/** Every command, in the order `xqlens --help` lists them. One line per command. */
export const COMMANDS: readonly CliCommand[] = [
  perft,
  moves,
  fen,
  read,
  annotate,
  train,
  go,
  bench,
  uci,
  ucci,
  book,
];
