/**
 * PGN writer in the chosen notation. Chinese output follows xqbase tools: `1. 炮二平五 马８进７`
 * (black digits full-width), with a `[Format "Chinese"|"WXF"|"ICCS"]` tag; comments, variations, NAGs and
 * `[%eval]`/`[%pv]` commands are kept so the text reads back to the same tree.
 *
 *   writePgn(game, 'zh')
 */
import { START_FEN, parseFen } from '../../core/fen';
import { Notation, formatMove } from '../../core/notation';
import type { Position } from '../../core/position';
import { RED } from '../../core/types';
import { Game, GameNode, headerOf } from '../game';
import { formatCommands } from './annotations';

const FORMAT_TAG: Record<Notation, string> = { zh: 'Chinese', wxf: 'WXF', iccs: 'ICCS' };

const escapeTag = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n]+/g, ' ');
/** `}` cannot appear inside a brace comment. */
const escapeComment = (c: string): string => c.replace(/}/g, '）');

export const writePgn = (game: Game, notation: Notation, lineBreak = '\n'): string => {
  const out: string[] = [];
  for (const [k, v] of Object.entries(game.headers)) if (!/^(format|fen)$/i.test(k)) out.push(`[${k} "${escapeTag(v)}"]`);
  out.push(`[Format "${FORMAT_TAG[notation]}"]`);
  const p = parseFen(game.startFen);
  if (!p.ok) return out.join(lineBreak) + lineBreak;
  const fenIsStart = game.startFen.split(' ')[0] === START_FEN.split(' ')[0] && p.value.turn === RED;
  if (!fenIsStart) out.push(`[FEN "${escapeTag(game.startFen)}"]`);
  out.push('');
  const words: string[] = [];
  for (const c of game.root.comments) words.push(`{${escapeComment(c)}}`);
  writeLine(p.value, game.root.children, words, notation, true, Number(game.startFen.split(' ')[5]) || 1);
  const result = headerOf(game, 'Result') ?? '*';
  words.push(/^(1-0|0-1|1\/2-1\/2|\*)$/.test(result) ? result : '*');
  out.push(...wrap(words, 80, notation === 'zh'));
  return out.join(lineBreak) + lineBreak;
};

/** Writes `siblings[0]` and its continuation, with `siblings[1..]` as variations right after the first move. */
const writeLine = (pos: Position, siblings: readonly GameNode[], words: string[], notation: Notation, forceNumber: boolean, startFull: number): void => {
  let nodes = siblings;
  let force = forceNumber;
  let played = 0;
  while (nodes.length > 0) {
    const node = nodes[0];
    writeMove(pos, node, words, notation, force, startFull);
    force = false;
    for (let i = 1; i < nodes.length; i++) {
      words.push('(');
      writeMove(pos, nodes[i], words, notation, true, startFull);
      pos.play(nodes[i].move);
      writeLine(pos, nodes[i].children, words, notation, true, startFull);
      pos.undo();
      words.push(')');
      force = true;
    }
    if (nodes.length > 1 || hasNotes(node)) force = true;
    pos.play(node.move);
    played++;
    nodes = node.children;
  }
  for (let i = 0; i < played; i++) pos.undo();
};

const hasNotes = (n: GameNode): boolean => n.comments.length > 0 || n.eval !== undefined;

const writeMove = (pos: Position, node: GameNode, words: string[], notation: Notation, force: boolean, startFull: number): void => {
  const full = startFull + Math.floor((pos.ply + (startsBlack(pos) ? 1 : 0)) / 2);
  if (pos.turn === RED) words.push(`${full}.`);
  else if (force) words.push(`${full}...`);
  words.push(formatMove(pos, node.move, notation));
  for (const n of node.nags) words.push(`$${n}`);
  const cmds = formatCommands(node.eval);
  const text = [...node.comments.map(escapeComment), cmds].filter(Boolean);
  if (text.length) words.push(`{${text.join(' ')}}`);
};

/** Whether the game started with Black to move: ply counts from the start, so shift the move number. */
const startsBlack = (pos: Position): boolean => (pos.ply % 2 === 0) !== (pos.turn === RED);

/** `perMove`: each main-line move number starts a line, as xqbase's XQF2PGN lays Chinese games out. */
const wrap = (words: string[], width: number, perMove: boolean): string[] => {
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
