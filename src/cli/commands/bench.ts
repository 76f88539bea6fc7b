import { Engine } from '../../engine/engine';
import { BENCH_DEPTH, BENCH_POSITIONS } from '../../engine/benchPositions';
import { CliCommand, EXIT_OK, badInput, parseArgs } from '../command';

export const command: CliCommand = {
  name: 'bench',
  usage: 'bench [--depth N]',
  summary: 'search fixed positions at fixed depth: node signature and nodes/second',
  async run(args, io) {
    const a = parseArgs(args, ['depth']);
    if (a.error) return badInput(io, a.error);
    const depth = a.options.has('depth') ? Number(a.options.get('depth')) : BENCH_DEPTH;
    if (!Number.isInteger(depth) || depth < 1 || depth > 30) return badInput(io, '--depth must be 1–30');
    let nodes = 0;
    const t0 = performance.now();
    for (const fen of BENCH_POSITIONS) {
      // a fresh engine per position keeps the signature independent of order
      const e = new Engine({ hashMb: 16 });
      e.setPosition(fen, []);
      nodes += e.go({ depth }).nodes;
    }
    const ms = Math.max(1, performance.now() - t0);
    io.out(`positions ${BENCH_POSITIONS.length} depth ${depth}`);
    io.out(`nodes ${nodes}`);
    io.out(`time ${Math.round(ms)} ms nps ${Math.round((nodes * 1000) / ms)}`);
    return EXIT_OK;
  },
};
