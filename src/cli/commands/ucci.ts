import type { CliCommand } from '../command';
import { runProtocol } from './uci';

export const command: CliCommand = {
  name: 'ucci',
  usage: 'ucci',
  summary: 'speak UCCI on stdin/stdout (ranks 0–9, banmoves)',
  run: (_args, io) => runProtocol('ucci', io),
};
