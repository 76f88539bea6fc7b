/**
 * Fairy-Stockfish's rules library (npm `ffish`, GPL, a devDependency used only by tests) as an
 * oracle. Its old Emscripten glue fetch()es the wasm by path when fetch exists, so fetch is
 * hidden while it loads. It numbers ranks 1–10 where we number them 0–9.
 */
import { fileOf, rankOf } from '../src/core/squares';
import { moveFrom, moveTo } from '../src/core/types';

export interface FfishBoard {
  legalMoves(): string;
  isCheck(): boolean;
  isGameOver(claimDraw: boolean): boolean;
  setFen(fen: string): void;
  sanMove(uci: string, notation: number): string;
  push(uci: string): void;
  pop(): void;
  delete(): void;
}
export interface Ffish {
  calledRun?: boolean;
  onRuntimeInitialized?: () => void;
  Board: new (variant: string, fen: string) => FfishBoard;
  Notation: { XIANGQI_WXF: number };
}

export const loadFfish = async (): Promise<Ffish> => {
  const g = globalThis as { fetch?: unknown };
  const saved = g.fetch;
  delete g.fetch;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ff = require('ffish') as Ffish;
    if (!ff.calledRun) await new Promise<void>((resolve) => (ff.onRuntimeInitialized = resolve));
    return ff;
  } finally {
    g.fetch = saved;
  }
};

export const ffishSquare = (sq: number): string => 'abcdefghi'[fileOf(sq)] + String(rankOf(sq) + 1);
export const ffishMove = (m: number): string => ffishSquare(moveFrom(m)) + ffishSquare(moveTo(m));
