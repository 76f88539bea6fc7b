/**
 * What a panel of the board page is: an element and a way to draw a PageView on it. Panels take the
 * page's actions from their context and never reach into each other or the app; the app builds them from
 * the list in panels/index.ts, places each in its region, and draws them all from one view.
 *
 *   export const titlePanel: PanelFactory = () => { const element = el('div'); return { element, update: (v) => void (element.textContent = v.title) }; };
 */
import type { Notation } from '../../src/core/notation';
import type { PageCommand, PageSettingKey } from '../../src/protocol/webview';
import type { Key } from '../board/types';
import type { MoveAction } from '../panels/moveTree';
import type { PageView } from './pageView';

export interface Panel {
  readonly element: HTMLElement;
  update(view: PageView): void;
  destroy?(): void;
}

/** What a panel may ask of the page. */
export interface PageActions {
  /** Plays a move (ICCS) from the position shown: into the game, or along a move it already has. */
  playMove(move: string): void;
  /** The board refused a move it was asked to make (not a legal one): the page says why. */
  refuseMove(from: Key, to: Key): void;
  /** Shows the node at `path` (a move tree id: `0.1.0`, null for the start). */
  goTo(id: string | null): void;
  /** Runs a page command (flip, analyse, stop, first, previous, next, last). */
  command(name: PageCommand): void;
  toggleEngine(): void;
  /** Steps into an engine line, up to its move `move` (0-based). */
  previewLine(line: number, move: number): void;
  /** Adds an engine line to the game from the position shown. */
  addLine(line: number): void;
  moveAction(a: MoveAction): void;
  pickGame(index: number): void;
  /** Writes moves on this page in `notation` (the host confirms with a new config). */
  pickNotation(notation: Notation): void;
  copyFen(): void;
  saveComment(at: readonly number[], text: string): void;
  closeComment(): void;
  /** Sets a header of the game shown (an empty value removes it): an undoable edit of the document. */
  setHeader(name: string, value: string): void;
  /** Changes one of the board's analysis settings (kept for the workspace by the host). */
  setSetting(key: PageSettingKey, value: number | string): void;
}

export interface PanelContext {
  readonly actions: PageActions;
}

export type PanelFactory = (ctx: PanelContext) => Panel;

/** Where a panel sits: beside the board, under the board, or in the side column. */
export type Region = 'board' | 'below' | 'side';
