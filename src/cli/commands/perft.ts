import { parseFen } from '../../core/fen';
import { perft, perftDivide } from '../../core/perft';
import { squareName } from '../../core/squares';
import { CliCommand, EXIT_OK, badInput, parseArgs } from '../command';

export const command: CliCommand = {
  name: 'perft',
  usage: 'perft "<FEN>" <depth> [--divide]',
  summary: 'count leaf nodes of the move tree',
  async run(args, io) {
    const a = parseArgs(args, [], ['divide']);
    if (a.error) return badInput(io, a.error);
    if (a.positional.length !== 2) return badInput(io, 'usage: xqlens perft "<FEN>" <depth> [--divide]');
    const [fen, depthText] = a.positional;
    const depth = Number(depthText);
    if (!Number.isInteger(depth) || depth < 1 || depth > 12) return badInput(io, `depth '${depthText}' is not a number from 1 to 12`);
    const r = parseFen(fen);
    if (!r.ok) return badInput(io, `invalid FEN: ${r.error.message} [${r.error.code}]`);
    const t0 = performance.now();
    let nodes = 0;
    if (a.options.has('divide')) {
      for (const { move, nodes: n } of perftDivide(r.value, depth)) {
        io.out(`${squareName(move & 255)}${squareName(move >> 8)}: ${n}`);
        nodes += n;
      }
    } else nodes = perft(r.value, depth);
    const ms = Math.max(performance.now() - t0, 0.001);
    io.out(`nodes ${nodes} time ${Math.round(ms)} ms nps ${Math.round((nodes * 1000) / ms)}`);
    return EXIT_OK;
  },
};
