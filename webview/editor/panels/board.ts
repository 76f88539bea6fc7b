/** The board: the position shown, the engine's arrows, the legal moves of the side to move. */
import { createBoard } from '../../board';
import { el } from '../../panels/dom';
import type { PanelFactory } from '../panel';

export const boardPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-board-host', id: 'board' });
  const board = createBoard(element, { events: { move: (from, to) => actions.playMove(`${from}${to}`), refused: (from, to) => actions.refuseMove(from, to) } });
  return {
    element,
    update: (v) => {
      const b = v.board;
      board.set({
        position: b.pieces,
        orientation: b.orientation,
        glyphs: b.glyphs,
        coordinates: b.coordinates,
        lastMove: b.lastMove,
        check: b.check,
        arrows: b.arrows,
        movable: { color: b.movable.color, dests: b.movable.dests },
      });
    },
    destroy: () => board.destroy(),
  };
};
