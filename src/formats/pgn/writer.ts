/**
 * PGN writer in the chosen notation. Chinese output follows xqbase tools: `1. 炮二平五 马８进７`
 * (black digits full-width), with a `[Format "Chinese"|"WXF"|"ICCS"]` tag; comments, variations, NAGs and
 * `[%eval]`/`[%pv]` commands are kept so the text reads back to the same tree. The pieces (a tag, a move's
 * notes, a line with its variations) are exported for editors that change a PGN text in place.
 *
 *   writePgn(game, 'zh')
 *   lineWords(pos, [node], moveWriter('wxf'), true, 1).join(' ') // '1. C2.5 H8+7 2. H2+3'
 */
import { START_FEN, parseFen } from '../../core/fen';
import { Notation, formatMove } from '../../core/notation';
import type { Position } from '../../core/position';
import { Move, RED } from '../../core/types';
import { Game, GameNode, headerOf } from '../game';
import { escapeCommentText, formatCommands } from './annotations';
import { moveToSan } from './san';

const FORMAT_TAG: Record<Notation, string> = { zh: 'Chinese', wxf: 'WXF', iccs: 'ICCS' };

/** How a game's moves are written: a notation, or Western SAN counting ranks from 0 (WinBoard) or 1 (pychess). */
export type MoveStyle = Notation | 'san0' | 'san1';
export type MoveWriter = (pos: Position, move: Move) => string;

export const moveWriter = (style: MoveStyle): MoveWriter =>
  style === 'san0' || style === 'san1' ? (pos, m) => moveToSan(pos, m, style === 'san0' ? 0 : 1) : (pos, m) => formatMove(pos, m, style);

/** A tag holds one line: its line breaks are escaped as `\n` and `\r`, beside PGN's `\\` and `\"` (the reader undoes all four). */
const escapeTag = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
/** A brace comment cannot hold `}`, and text reading as a command must stay text: escaped (annotations.ts). */
const escapeComment = (c: string): string => escapeCommentText(c, true);

/** A tag as written: `[Name "value"]`. */
export const tagText = (name: string, value: string): string => `[${name} "${escapeTag(value)}"]`;

/** The full-move number a FEN starts at (its sixth field, 1 when absent). */
export const startFullOf = (fen: string): number => Number(fen.split(' ')[5]) || 1;

export const writePgn = (game: Game, notation: Notation, lineBreak = '\n'): string => {
  const out: string[] = [];
  for (const [k, v] of Object.entries(game.headers)) if (!/^(format|fen)$/i.test(k)) out.push(tagText(k, v));
  out.push(`[Format "${FORMAT_TAG[notation]}"]`);
  const p = parseFen(game.startFen);
  if (!p.ok) return out.join(lineBreak) + lineBreak;
  const fenIsStart = game.startFen.split(' ')[0] === START_FEN.split(' ')[0] && p.value.turn === RED;
  if (!fenIsStart) out.push(tagText('FEN', game.startFen));
  out.push('');
  const words = moveTextWords(game, moveWriter(notation)) ?? [];
  const result = headerOf(game, 'Result') ?? '*';
  words.push(/^(1-0|0-1|1\/2-1\/2|\*)$/.test(result) ? result : '*');
  for (const line of wrapWords(words, 80, notation === 'zh')) out.push(line);
  return out.join(lineBreak) + lineBreak;
};

/** The move text's words without the result: comments before the first move, then the lines. Undefined for a bad start FEN. */
export const moveTextWords = (game: Game, write: MoveWriter): string[] | undefined => {
  const p = parseFen(game.startFen);
  if (!p.ok) return undefined;
  const words = game.root.comments.map((c) => `{${escapeComment(c)}}`);
  writeLine(p.value, game.root.children, words, write, true, startFullOf(game.startFen));
  return words;
};

/**
 * The words of `siblings[0]` and its continuation, with `siblings[1..]` as variations right after the first move;
 * `pos` is the position before them (left as it was). `forceNumber` writes `N...` before a first move by Black.
 */
export const lineWords = (pos: Position, siblings: readonly GameNode[], write: MoveWriter, forceNumber: boolean, startFull: number): string[] => {
  const words: string[] = [];
  writeLine(pos, siblings, words, write, forceNumber, startFull);
  return words;
};

/**
 * Iterative (a frame per open variation, not a call): a line may run to millions of plies and variations nest as
 * deep as the game holds them. A frame's `played` counts the moves it put on `pos`, undone when its line ends.
 */
const writeLine = (pos: Position, siblings: readonly GameNode[], words: string[], write: MoveWriter, forceNumber: boolean, startFull: number): void => {
  type Frame = { nodes: readonly GameNode[]; force: boolean; played: number; alt: number; paren: boolean };
  const stack: Frame[] = [{ nodes: siblings, force: forceNumber, played: 0, alt: 0, paren: false }];
  while (stack.length > 0) {
    const f = stack[stack.length - 1];
    if (f.nodes.length === 0) {
      for (let i = 0; i < f.played; i++) pos.undo();
      if (f.paren) words.push(')');
      stack.pop();
      continue;
    }
    const node = f.nodes[0];
    if (f.alt === 0) {
      writeMove(pos, node, words, write, f.force, startFull);
      f.force = false;
      f.alt = 1;
    }
    if (f.alt < f.nodes.length) {
      // the next variation: `(`, its first move, then its line in a frame of its own
      const v = f.nodes[f.alt++];
      words.push('(');
      writeMove(pos, v, words, write, true, startFull);
      pos.play(v.move);
      f.force = true;
      stack.push({ nodes: v.children, force: true, played: 1, alt: 0, paren: true });
      continue;
    }
    if (f.nodes.length > 1 || hasNotes(node)) f.force = true;
    pos.play(node.move);
    f.played++;
    f.nodes = node.children;
    f.alt = 0;
  }
};

const hasNotes = (n: GameNode): boolean => n.comments.length > 0 || n.eval !== undefined;

/** The move number word before a move from `pos`: `N.` for Red, `N...` for Black when `force`, else none. */
export const numberWord = (pos: Position, force: boolean, startFull: number): string | undefined => {
  const full = startFull + Math.floor((pos.ply + (startsBlack(pos) ? 1 : 0)) / 2);
  if (pos.turn === RED) return `${full}.`;
  return force ? `${full}...` : undefined;
};

const writeMove = (pos: Position, node: GameNode, words: string[], write: MoveWriter, force: boolean, startFull: number): void => {
  const number = numberWord(pos, force, startFull);
  if (number) words.push(number);
  words.push(write(pos, node.move));
  // one push each: a move may carry hundreds of thousands of comments, too many for a spread's arguments
  for (const w of nagWords(node.nags)) words.push(w);
  for (const w of commentWords(node)) words.push(w);
};

export const nagWords = (nags: readonly number[]): string[] => nags.map((n) => `$${n}`);

/**
 * A move's comments, one `{…}` each so each reads back as itself, with its engine note's commands in the last
 * one, or in a brace of their own where they would change the comment's edge spaces.
 */
export const commentWords = (node: Pick<GameNode, 'comments' | 'eval'>): string[] => {
  const words = node.comments.filter((c) => c !== '').map(escapeComment);
  const cmds = formatCommands(node.eval);
  if (cmds) {
    const last = words.length - 1;
    if (last >= 0 && !/^[ \t]|[ \t]$/.test(words[last])) words[last] = `${words[last]} ${cmds}`;
    else words.push(cmds);
  }
  return words.map((w) => `{${w}}`);
};

/** Whether the game started with Black to move: ply counts from the start, so shift the move number. */
const startsBlack = (pos: Position): boolean => (pos.ply % 2 === 0) !== (pos.turn === RED);

/** `perMove`: each main-line move number starts a line, as xqbase's XQF2PGN lays Chinese games out. */
export const wrapWords = (words: readonly string[], width: number, perMove: boolean): string[] => {
  const lines: string[] = [];
  let cur = '';
  let depth = 0;
  for (const w of words) {
    if (w === '(') depth++;
    else if (w === ')') depth--;
    const breakHere = perMove && depth === 0 && /^\d+\.$/.test(w);
    if (cur && (breakHere || cur.length + 1 + w.length > width)) {
      lines.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) lines.push(cur);
  return lines;
};
