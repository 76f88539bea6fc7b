/**
 * Progress of long work on the terminal: a bar redrawn in place on stderr when stderr is a terminal,
 * otherwise a plain line now and then (logs and pipes keep something readable).
 *
 *   const p = progress(io, 'game 1/1'); p.update(34, 81); … p.done();
 */
import type { CliIo } from './command';

const WIDTH = 24;

export const progress = (io: CliIo, label: string): { update(done: number, total: number): void; done(): void } => {
  const draw = io.progressLine;
  let last = '';
  return {
    update(done, total) {
      if (draw) {
        const filled = total > 0 ? Math.round((WIDTH * done) / total) : 0;
        const text = `xqlens: ${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} positions`;
        if (text !== last) draw(text);
        last = text;
      } else if (done === total || done % 10 === 0) io.err(`xqlens: ${label}: ${done}/${total} positions`);
    },
    done() {
      if (draw && last) draw(undefined);
    },
  };
};
