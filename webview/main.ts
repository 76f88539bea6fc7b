/**
 * The board webview: says `ready`, then draws whatever position the host sends and lets the user
 * step through its line with the arrow keys, Home/End, or the buttons. State survives hiding.
 */
import { replayPrefix } from '../src/core/line';
import { moveToIccs } from '../src/core/notation';
import type { Position } from '../src/core/position';
import { ALL_SQUARES, squareName } from '../src/core/squares';
import { ROLE_LETTERS } from '../src/core/types';
import { BoardViewDto, HostToWebview, WebviewToHost, isHostToWebview } from '../src/protocol/webview';
import { BoardPiece, renderBoardSvg } from './board/render';

interface VsCodeApi {
  postMessage(msg: WebviewToHost): void;
  getState(): unknown;
  setState(s: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
interface State {
  view: BoardViewDto;
  ply: number;
  flipped: boolean;
}
let state = vscode.getState() as State | undefined;

const $ = (id: string): HTMLElement => document.getElementById(id) as HTMLElement;

/** The position after `ply` moves of the line, and the squares of the last move. */
const positionAt = (view: BoardViewDto, ply: number): { pos: Position; last?: [string, string] } | undefined => {
  const line = replayPrefix(view.fen, view.line.slice(0, ply));
  if (!line) return undefined;
  const m = line.moves[line.moves.length - 1];
  const last = m === undefined ? undefined : ([moveToIccs(m).slice(0, 2), moveToIccs(m).slice(2, 4)] as [string, string]);
  return { pos: line.position, last };
};

const draw = (): void => {
  if (!state) return;
  const { view, ply, flipped } = state;
  const at = positionAt(view, ply);
  $('title').textContent = view.title;
  if (!at) {
    $('board').textContent = view.fen;
    return;
  }
  const pieces: BoardPiece[] = [];
  for (const sq of ALL_SQUARES) {
    const p = at.pos.pieceAt(sq);
    if (p) pieces.push({ square: squareName(sq), red: p.color === 0, role: ROLE_LETTERS[p.role] });
  }
  $('board').innerHTML = renderBoardSvg({ pieces, lastMove: at.last, flipped, glyphs: view.glyphs });
  const moves = $('moves');
  moves.replaceChildren(
    ...view.labels.map((label, i) => {
      const b = document.createElement('button');
      b.textContent = `${i % 2 === 0 ? `${Math.floor(i / 2) + 1}. ` : ''}${label}`;
      b.className = i + 1 === ply ? 'move current' : 'move';
      b.addEventListener('click', () => step(i + 1));
      return b;
    }),
  );
  $('ply').textContent = `${ply}/${view.line.length}`;
};

const step = (ply: number): void => {
  if (!state) return;
  state.ply = Math.max(0, Math.min(ply, state.view.line.length));
  vscode.setState(state);
  vscode.postMessage({ type: 'stepped', ply: state.ply });
  draw();
};

window.addEventListener('message', (e: MessageEvent) => {
  const msg: unknown = e.data;
  if (!isHostToWebview(msg)) return;
  const m: HostToWebview = msg;
  state = { view: m.view, ply: 0, flipped: state?.flipped ?? false };
  vscode.setState(state);
  draw();
});

window.addEventListener('keydown', (e) => {
  if (!state) return;
  const keys: Record<string, number> = { ArrowLeft: state.ply - 1, ArrowRight: state.ply + 1, Home: 0, End: state.view.line.length };
  if (e.key in keys) {
    step(keys[e.key]);
    e.preventDefault();
  } else if (e.key === 'f') {
    state.flipped = !state.flipped;
    vscode.setState(state);
    draw();
  }
});
for (const [id, delta] of [['prev', -1], ['next', 1]] as const) $(id).addEventListener('click', () => step((state?.ply ?? 0) + delta));
$('flip').addEventListener('click', () => {
  if (!state) return;
  state.flipped = !state.flipped;
  vscode.setState(state);
  draw();
});

draw();
vscode.postMessage({ type: 'ready' });
