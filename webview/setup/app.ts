/**
 * The setup board's page: the shared board (webview/board) in free mode, a palette of both sides' pieces,
 * the side to move, Flip / Clear / Start position, Copy FEN and New Game, and the set-up's problems in the
 * UI language, listed as the user goes. The state and its rules are setupModel.ts; this file draws and
 * listens.
 *
 * Placing: click a palette piece, then squares (the same piece again takes it off); or drag a palette piece
 * onto the board. Removing: the eraser tool then a piece, a right-click on a piece, or a drag off the board.
 * Keyboard (setupKeys.ts): on the focused board, arrows move a focus square, FEN letters choose a piece,
 * Enter/Space places, Delete removes; each step is said in a live region, in Chinese words in the Chinese UI.
 *
 *   const app = createSetupApp(root, { send: (m) => host.notify(m), state: { get, set } });
 *   app.init(initMessage);
 */
import { START_FEN } from '../../src/core/fen';
import { type SetupSpoken, pieceWords, setupProblemText, setupSpokenText } from '../../src/core/setupWords';
import { parseSquare } from '../../src/core/squares';
import type { Role as CoreRole } from '../../src/core/types';
import type { HostToSetupPage, SetupPageState, SetupPageToHost, SetupStringKey } from '../../src/protocol/setupPage';
import { createBoard, type BoardApi, type Color, type Key, type Piece, ROLES } from '../board';
// one piece as the board draws it, and the board's point → square: the palette and drops look and land alike
import { cssPaint, drawPiece } from '../board/draw';
import { PIECE_RADIUS, pointToSquare, squareToPoint } from '../board/geometry';
import { button, registerToolkit } from '../ui/toolkit';
import { homeSquare, setupKeyCommand, stepFocus } from './setupKeys';
import { EMPTY, type SetupState, dropAt, fenOf, fromFen, moveOn, placeAt, problemsOf, removeAt, withTurn } from './setupModel';

export interface SetupHost {
  send(m: Exclude<SetupPageToHost, { type: 'ready' }>): void;
  readonly state: { set(s: SetupPageState): void };
  /** The saved state, already checked. */
  readonly saved?: SetupPageState;
}

type Tool = { readonly kind: 'piece'; readonly piece: Piece } | { readonly kind: 'remove' } | undefined;

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Palette order: the general first, as the FEN letters run. */
const PALETTE_ROLES = ROLES;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

/** A piece drawn alone, as on the board, in a small SVG. */
const pieceIcon = (piece: Piece, glyphs: 'zh' | 'en'): SVGSVGElement => {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'xq-board-svg setup-piece-svg');
  // drawn on e4 of an unflipped board (any square would do): the view box is the piece's square around it
  const { x, y } = squareToPoint('e4', 'red');
  const r = PIECE_RADIUS + 2;
  svg.setAttribute('viewBox', `${x - r} ${y - r} ${2 * r} ${2 * r}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML = drawPiece(piece, 'e4', 'red', glyphs, cssPaint);
  return svg;
};

export const createSetupApp = (root: HTMLElement, host: SetupHost): { init(m: HostToSetupPage): void } => {
  registerToolkit();
  root.classList.add('xq-setup');
  let state: SetupState = EMPTY;
  let orientation: Color = 'red';
  let tool: Tool;
  let language: 'zh' | 'en' = 'en';
  let strings: Readonly<Record<SetupStringKey, string>> | undefined;
  let board: BoardApi | undefined;
  /** The keyboard's square, shown as the board's selection while the board has focus. */
  let focusKey: Key | undefined;

  const boardCol = el('div', 'setup-board-col');
  const topPalette = el('div', 'setup-palette xq-board');
  const boardEl = el('div', 'setup-board');
  boardEl.id = 'board';
  const bottomPalette = el('div', 'setup-palette xq-board');
  // what the keyboard did, said by screen readers and shown under the board
  const spoken = el('div', 'setup-spoken');
  spoken.setAttribute('aria-live', 'polite');
  spoken.setAttribute('aria-atomic', 'true');
  boardCol.append(topPalette, boardEl, bottomPalette, spoken);
  const side = el('div', 'setup-side');
  const title = el('h2', 'setup-title');
  const turnRow = el('div', 'setup-row setup-turn');
  const tools = el('div', 'setup-row setup-tools');
  const actions = el('div', 'setup-row setup-actions');
  const fenBox = el('input', 'setup-fen');
  fenBox.readOnly = true;
  fenBox.spellcheck = false;
  const status = el('div', 'setup-status');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const hint = el('p', 'setup-hint');
  const keysHint = el('p', 'setup-hint setup-keys');
  side.append(title, turnRow, tools, actions, fenBox, status, hint, keysHint);
  root.append(boardCol, side);

  const buttons: Partial<Record<'red' | 'black' | 'newGame', HTMLElement>> = {};
  const paletteButtons: Array<{ b: HTMLButtonElement; tool: Tool }> = [];

  const persist = (): void => {
    const fen = fenOf(state);
    host.state.set({ fen, orientation });
    host.send({ type: 'changed', fen });
  };

  /** Draws everything but the board's own frame from the state (the board draws itself, batched). */
  const redraw = (): void => {
    if (!strings) return;
    board?.set({ position: state.pieces, orientation });
    const fen = fenOf(state);
    fenBox.value = fen;
    const problems = problemsOf(state);
    status.replaceChildren();
    status.classList.toggle('illegal', problems.length > 0);
    if (problems.length === 0) status.append(el('p', 'legal', strings.legal));
    else {
      status.append(el('p', 'head', strings.illegal));
      const list = el('ul', 'problems');
      for (const p of problems) {
        const li = el('li', 'problem', setupProblemText(p, language));
        li.dataset.code = p.code;
        list.append(li);
      }
      status.append(list);
    }
    const ng = buttons.newGame;
    if (ng) {
      ng.toggleAttribute('disabled', problems.length > 0);
      ng.setAttribute('title', problems.length ? strings.needLegal : strings.newGame);
    }
    for (const c of ['red', 'black'] as const) {
      buttons[c]?.setAttribute('appearance', state.turn === c ? 'primary' : 'secondary');
      buttons[c]?.setAttribute('aria-pressed', String(state.turn === c));
    }
    for (const { b, tool: t } of paletteButtons) b.setAttribute('aria-pressed', String(sameTool(t, tool)));
    root.classList.toggle('armed', !!tool);
  };

  const change = (next: SetupState): void => {
    state = next;
    persist();
    redraw();
  };

  const sameTool = (a: Tool, b: Tool): boolean =>
    !!a && !!b && a.kind === b.kind && (a.kind === 'remove' || (b.kind === 'piece' && a.piece.role === b.piece.role && a.piece.color === b.piece.color));

  /** The square under a screen point, or undefined off the grid (or off the board picture altogether). */
  const squareAt = (x: number, y: number, strict = false): Key | undefined => {
    const svg = boardEl.querySelector('svg.xq-board-svg') as SVGSVGElement | null;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return undefined;
    const r = svg.getBoundingClientRect();
    if (strict && (x < r.left || x > r.right || y < r.top || y > r.bottom)) return undefined;
    const p = new DOMPoint(x, y).matrixTransform(m.inverse());
    return pointToSquare({ x: p.x, y: p.y }, orientation);
  };
  const onBoardPicture = (x: number, y: number): boolean => {
    const r = boardEl.getBoundingClientRect();
    return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  };

  // an armed tool takes the board's clicks before the board sees them (capture phase)
  boardEl.addEventListener(
    'pointerdown',
    (e) => {
      if (!tool || e.button !== 0) return;
      e.stopPropagation();
      e.preventDefault();
      const key = squareAt(e.clientX, e.clientY);
      if (!key) return;
      change(tool.kind === 'remove' ? removeAt(state, key) : placeAt(state, key, tool.piece));
    },
    true,
  );
  boardEl.addEventListener('contextmenu', (e) => {
    e.preventDefault();
    e.stopPropagation();
    const key = squareAt(e.clientX, e.clientY);
    if (key && state.pieces.has(key)) change(removeAt(state, key));
  });
  // a piece dragged off the board picture is taken off (the board itself sends it back)
  let droppedOff: Key | undefined;
  boardEl.addEventListener('pointerup', (e) => (droppedOff = board?.state.dragging && !onBoardPicture(e.clientX, e.clientY) ? board.state.dragging : undefined), true);
  boardEl.addEventListener('pointerup', () => {
    if (droppedOff) change(removeAt(state, droppedOff));
    droppedOff = undefined;
  });

  // ---- keyboard placement ----
  const coreColor = (c: Color): 0 | 1 => (c === 'red' ? 0 : 1);
  const corePiece = (p: Piece): readonly [0 | 1, CoreRole] => [coreColor(p.color), ROLES.indexOf(p.role) as CoreRole];
  const say = (s: SetupSpoken): void => void (spoken.textContent = setupSpokenText(s, language, coreColor(orientation)));
  const sayFocus = (key: Key): void => {
    const p = state.pieces.get(key);
    say({ kind: 'focus', square: parseSquare(key), ...(p ? { piece: corePiece(p) } : {}) });
  };
  const removeWithWords = (key: Key): void => {
    const p = state.pieces.get(key);
    if (!p) return say({ kind: 'empty', square: parseSquare(key) });
    change(removeAt(state, key));
    say({ kind: 'removed', square: parseSquare(key), piece: corePiece(p) });
  };
  /** The focus square drawn as the board's selection (a mouse selection is the board's own business). */
  const showFocus = (key: Key): void => {
    focusKey = key;
    board?.selectSquare(key);
    sayFocus(key);
  };
  boardEl.tabIndex = 0;
  boardEl.setAttribute('role', 'application');
  // only a keyboard focus shows the square (a click focuses the board too)
  boardEl.addEventListener('focus', () => boardEl.matches(':focus-visible') && showFocus(focusKey ?? homeSquare(orientation)));
  boardEl.addEventListener('blur', () => {
    if (focusKey) board?.selectSquare(undefined);
    focusKey = undefined;
  });
  boardEl.addEventListener('keydown', (e) => {
    const c = setupKeyCommand(e);
    if (!c) return;
    e.preventDefault();
    e.stopPropagation();
    // after a click the focus square is hidden: the first key shows it where it starts
    const first = !focusKey;
    if (!focusKey) showFocus(homeSquare(orientation));
    const at = focusKey ?? homeSquare(orientation);
    switch (c.kind) {
      case 'step':
        return first ? undefined : showFocus(stepFocus(at, c.dx, c.dy, orientation));
      case 'choose':
        tool = { kind: 'piece', piece: c.piece };
        redraw();
        return say({ kind: 'chosen', piece: corePiece(c.piece) });
      case 'eraser':
        tool = { kind: 'remove' };
        redraw();
        return say({ kind: 'eraser' });
      case 'disarm':
        tool = undefined;
        redraw();
        return sayFocus(at);
      case 'remove':
        return removeWithWords(at);
      case 'apply': {
        if (!tool) return say({ kind: 'choose' });
        if (tool.kind === 'remove') return removeWithWords(at);
        const next = placeAt(state, at, tool.piece);
        const placed = next.pieces.get(at);
        const was = state.pieces.get(at);
        change(next);
        // placeAt toggles: the same piece again takes it off, and the words say so
        if (placed) say({ kind: 'placed', square: parseSquare(at), piece: corePiece(placed) });
        else if (was) say({ kind: 'removed', square: parseSquare(at), piece: corePiece(was) });
        return;
      }
    }
  });

  /** A palette button: a click arms it (again: disarms); a drag drops its piece on the square let go over. */
  const paletteButton = (t: Exclude<Tool, undefined>, label: string, content: Node): HTMLButtonElement => {
    const b = el('button', `setup-tool${t.kind === 'remove' ? ' remove' : ` ${t.piece.color}`}`);
    b.type = 'button';
    b.title = label;
    b.setAttribute('aria-label', label);
    if (t.kind === 'piece') {
      b.dataset.role = t.piece.role;
      b.dataset.color = t.piece.color;
    }
    b.append(content);
    let drag: { x: number; y: number; ghost?: HTMLElement } | undefined;
    let dragged = false;
    b.addEventListener('click', () => {
      if (dragged) return void (dragged = false);
      tool = sameTool(tool, t) ? undefined : t;
      redraw();
    });
    if (t.kind === 'piece') {
      b.addEventListener('pointerdown', (e) => {
        if (e.button !== 0) return;
        dragged = false;
        drag = { x: e.clientX, y: e.clientY };
        b.setPointerCapture(e.pointerId);
      });
      b.addEventListener('pointermove', (e) => {
        if (!drag) return;
        if (!drag.ghost && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 4) return;
        if (!drag.ghost) {
          drag.ghost = el('div', 'setup-ghost xq-board');
          drag.ghost.append(pieceIcon(t.piece, language));
          document.body.append(drag.ghost);
        }
        drag.ghost.style.transform = `translate(${e.clientX}px, ${e.clientY}px)`;
      });
      const end = (e: PointerEvent, drop: boolean): void => {
        if (!drag) return;
        const wasDrag = !!drag.ghost;
        drag.ghost?.remove();
        drag = undefined;
        if (!wasDrag) return;
        dragged = true;
        const key = drop ? squareAt(e.clientX, e.clientY, true) : undefined;
        if (key) change(dropAt(state, key, t.piece));
      };
      b.addEventListener('pointerup', (e) => end(e, true));
      b.addEventListener('pointercancel', (e) => end(e, false));
    }
    paletteButtons.push({ b, tool: t });
    return b;
  };

  const build = (s: Readonly<Record<SetupStringKey, string>>): void => {
    title.textContent = s.title;
    document.title = s.title;
    hint.textContent = s.hint;
    keysHint.textContent = s.keys;
    boardEl.setAttribute('aria-label', `${s.title}. ${s.keys}`);
    fenBox.setAttribute('aria-label', 'FEN');
    paletteButtons.length = 0;
    // Black's pieces above the board, Red's below, as the board stands unflipped (a flip swaps them)
    const row = (color: Color): HTMLElement[] =>
      PALETTE_ROLES.map((role, i) =>
        paletteButton({ kind: 'piece', piece: { role, color } }, pieceWords(color === 'red' ? 0 : 1, i as CoreRole, language), pieceIcon({ role, color }, language)),
      );
    const eraser = (): HTMLButtonElement => paletteButton({ kind: 'remove' }, s.remove, el('span', 'eraser', '✕'));
    topPalette.replaceChildren(...row(orientation === 'red' ? 'black' : 'red'), eraser());
    bottomPalette.replaceChildren(...row(orientation), eraser());
    for (const p of [topPalette, bottomPalette]) {
      p.setAttribute('role', 'toolbar');
      p.setAttribute('aria-label', s.pieces);
    }
    turnRow.replaceChildren(
      el('span', 'label', s.sideToMove),
      (buttons.red = button(s.red, { onClick: () => change(withTurn(state, 'red')) })),
      (buttons.black = button(s.black, { onClick: () => change(withTurn(state, 'black')) })),
    );
    buttons.red.dataset.action = 'red';
    buttons.black.dataset.action = 'black';
    const act = (label: string, action: string, run: () => void, appearance: 'primary' | 'secondary' = 'secondary'): HTMLElement => {
      const b = button(label, { appearance, onClick: run });
      b.dataset.action = action;
      return b;
    };
    tools.replaceChildren(
      act(s.flip, 'flip', () => {
        orientation = orientation === 'red' ? 'black' : 'red';
        build(s);
        persist();
        redraw();
      }),
      act(s.clear, 'clear', () => change({ ...state, pieces: new Map() })),
      act(s.start, 'start', () => change(fromFen(START_FEN))),
    );
    buttons.newGame = act(s.newGame, 'newGame', () => {
      if (problemsOf(state).length === 0) host.send({ type: 'newGame', fen: fenOf(state) });
    }, 'primary');
    actions.replaceChildren(act(s.copyFen, 'copyFen', () => host.send({ type: 'copyFen', fen: fenOf(state) })), buttons.newGame);
  };

  return {
    init(m) {
      language = m.language;
      strings = m.strings;
      const saved = host.saved;
      state = fromFen(saved?.fen ?? m.fen);
      orientation = saved?.orientation ?? 'red';
      if (!board)
        board = createBoard(boardEl, {
          position: state.pieces,
          orientation,
          glyphs: language,
          coordinates: language === 'zh' ? 'zh' : 'iccs',
          movable: { color: 'both', free: true, showDests: false },
          label: m.strings.title,
          events: { move: (from, to) => change(moveOn(state, from, to)) },
        });
      build(m.strings);
      persist();
      redraw();
    },
  };
};
