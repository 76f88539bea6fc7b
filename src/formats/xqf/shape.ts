/**
 * Is one move pseudo-legal (right shape, path clear, lands on an empty or enemy square)? Checking a single move
 * by its geometry is far cheaper than generating every move, which matters for XQF files with 200k moves.
 * Pair it with `Position.isSafe` for full legality.
 */
import type { Position } from '../../core/position';
import { ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, KING, Move, PAWN, RED, pieceColor, pieceRole, sideTag } from '../../core/types';
import { fileOf, rankOf, square } from '../../core/squares';

const inPalace = (x: number, y: number, red: boolean): boolean => x >= 3 && x <= 5 && (red ? y <= 2 : y >= 7);

export const pseudoLegal = (pos: Position, m: Move): boolean => {
  const from = m & 255;
  const to = m >> 8;
  const board = pos.board;
  const pc = board[from];
  if (!pc || !(pc & sideTag(pos.turn)) || from === to) return false;
  const target = board[to];
  if (target && pieceColor(target) === pos.turn) return false;
  const fx = fileOf(from), fy = rankOf(from), tx = fileOf(to), ty = rankOf(to);
  if (tx < 0 || tx > 8 || ty < 0 || ty > 9) return false;
  const dx = tx - fx, dy = ty - fy;
  const ax = Math.abs(dx), ay = Math.abs(dy);
  const red = pos.turn === RED;
  switch (pieceRole(pc)) {
    case KING:
      return ax + ay === 1 && inPalace(tx, ty, red);
    case ADVISOR:
      return ax === 1 && ay === 1 && inPalace(tx, ty, red);
    case ELEPHANT:
      return ax === 2 && ay === 2 && (red ? ty <= 4 : ty >= 5) && board[square(fx + dx / 2, fy + dy / 2)] === 0;
    case HORSE: {
      if (!((ax === 1 && ay === 2) || (ax === 2 && ay === 1))) return false;
      const leg = ax === 2 ? square(fx + dx / 2, fy) : square(fx, fy + dy / 2);
      return board[leg] === 0;
    }
    case CHARIOT:
    case CANNON: {
      if (dx !== 0 && dy !== 0) return false;
      const sx = Math.sign(dx), sy = Math.sign(dy);
      let between = 0;
      for (let x = fx + sx, y = fy + sy; x !== tx || y !== ty; x += sx, y += sy) if (board[square(x, y)]) between++;
      if (pieceRole(pc) === CHARIOT) return between === 0;
      return target ? between === 1 : between === 0;
    }
    case PAWN: {
      const forward = red ? 1 : -1;
      if (dx === 0 && dy === forward) return true;
      const crossed = red ? fy >= 5 : fy <= 4;
      return crossed && dy === 0 && ax === 1;
    }
    default:
      return false;
  }
};

