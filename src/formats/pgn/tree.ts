/**
 * The game tree the text readers build: headers, start FEN and nodes (main line first).
 * Kept minimal and plain so it converts losslessly to the shared game model.
 */
import type { Move } from '../../core/types';

/** Engine annotation: `cp` in centipawns or `mate` in moves, from Red's point of view. */
export interface EvalNote {
  readonly kind: 'cp' | 'mate';
  readonly value: number;
  readonly depth?: number;
}

export interface TextNode {
  move: Move;
  comments: string[];
  nags: number[];
  evaluation?: EvalNote;
  /** Best line from here, ICCS moves. */
  pv?: string[];
  children: TextNode[];
}

export interface TextIssue {
  readonly code: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

export interface TextGame {
  headers: Array<[string, string]>;
  startFen: string;
  /** Comments before the first move. */
  comments: string[];
  children: TextNode[];
  /** Problems that cut the game short or were skipped; the game keeps everything before them. */
  warnings: TextIssue[];
}

export const header = (g: TextGame, name: string): string | undefined => {
  const lower = name.toLowerCase();
  return g.headers.find(([k]) => k.toLowerCase() === lower)?.[1];
};

export const newNode = (move: Move): TextNode => ({ move, comments: [], nags: [], children: [] });

/** The main line's moves. */
export const mainLine = (g: { children: TextNode[] }): Move[] => {
  const out: Move[] = [];
  for (let n = g.children[0]; n; n = n.children[0]) out.push(n.move);
  return out;
};
