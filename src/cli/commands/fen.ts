import { parseFen, toFen } from '../../core/fen';
import { CliCommand, EXIT_OK, badInput } from '../command';

export const command: CliCommand = {
  name: 'fen',
  usage: 'fen "<FEN>"',
  summary: 'validate a FEN and print it normalised',
  async run(args, io) {
    if (args.length !== 1) return badInput(io, 'usage: xqlens fen "<FEN>"');
    const r = parseFen(args[0]);
    if (!r.ok) return badInput(io, `invalid FEN: ${r.error.message} [${r.error.code}]`);
    io.out(toFen(r.value));
    return EXIT_OK;
  },
};
