import { parseFen } from '../../core/fen';
import { Notation, formatMove } from '../../core/notation';
import { CliCommand, EXIT_OK, badInput, parseArgs } from '../command';

const NOTATIONS: readonly Notation[] = ['iccs', 'wxf', 'zh'];

export const command: CliCommand = {
  name: 'moves',
  usage: 'moves "<FEN>" [--notation iccs|wxf|zh]',
  summary: 'list the legal moves',
  async run(args, io) {
    const a = parseArgs(args, ['notation']);
    if (a.error) return badInput(io, a.error);
    if (a.positional.length !== 1) return badInput(io, 'usage: xqlens moves "<FEN>" [--notation iccs|wxf|zh]');
    const notation = (a.options.get('notation') ?? 'iccs') as Notation;
    if (!NOTATIONS.includes(notation)) return badInput(io, `unknown notation '${notation}' (iccs, wxf or zh)`);
    const r = parseFen(a.positional[0]);
    if (!r.ok) return badInput(io, `invalid FEN: ${r.error.message} [${r.error.code}]`);
    for (const m of r.value.legalMoves()) io.out(formatMove(r.value, m, notation));
    return EXIT_OK;
  },
};
