/**
 * The live board: `createBoard(element, config) → api`, in the shape of lichess's chessground. It
 * knows no rules: legal destinations come in (`movable.dests`), moves go out (`events.move`). Pieces
 * move by click or by drag; changes are drawn once per animation frame, each layer only when what it
 * shows has changed, and a dragged piece moves by a transform alone.
 *
 * @example
 * const board = createBoard(document.getElementById('board')!, {
 *   position: START_FEN, glyphs: 'zh', coordinates: 'zh',
 *   movable: { color: 'red', dests: new Map([['h2', ['e2', 'h9']]]) },
 *   events: { move: (from, to) => host.post({ type: 'play', move: from + to }) },
 * });
 * board.set({ position: nextFen, lastMove: ['h2', 'e2'], movable: { color: 'black', dests } });
 */
import { layoutArrows, type Arrow } from './arrows';
import { inkFor } from './contrast';
import type { CoordinateStyle } from './coords';
import { cssPaint, drawArrows, drawCoordinates, drawDests, drawGrid, drawPiece, drawPieces, drawRiver, drawUnderMarks } from './draw';
import { BOARD_HEIGHT, BOARD_WIDTH, pointToSquare, squareToPoint } from './geometry';
import type { GlyphSet } from './glyphs';
import { cancelDrag, destsOf, pointerDown, pointerMove, pointerUp, type Interaction, type InteractionContext, type Step } from './interaction';
import { readPlacement, writePlacement } from './placement';
import type { BoardScene } from './render';
import type { Color, Dests, Key, Piece, Pieces, Point } from './types';

export interface Movable {
  /** Whose pieces the user may move; undefined: nobody's. */
  readonly color?: Color | 'both';
  readonly dests?: Dests;
  /** Any own piece anywhere (setting up a position); dests are ignored. */
  readonly free?: boolean;
  /** Mark the selected piece's destinations (default true). */
  readonly showDests?: boolean;
}

export interface BoardEvents {
  /** The user moved a piece (by click or drag). `captured` is what stood on `to`, if anything. */
  move?(from: Key, to: Key, captured?: Piece): void;
  /** The selection changed (undefined: nothing selected). */
  select?(key: Key | undefined): void;
  /** The user tried to move `from` → `to`, which the destinations do not allow; the piece went back. */
  refused?(from: Key, to: Key): void;
  /** A position string could not be read: the board keeps what it showed. */
  error?(code: string): void;
}

export interface BoardConfig extends BoardScene {
  readonly movable?: Movable;
  readonly selected?: Key;
  /** Draw only: no selection, no moves. */
  readonly viewOnly?: boolean;
  /** On a user move, move the piece on the board at once (default true); else wait for `set`. */
  readonly autoMove?: boolean;
  /** Screen pixels the pointer travels before a press becomes a drag (default 4). */
  readonly dragThreshold?: number;
  /** The picture's accessible name. */
  readonly label?: string;
  readonly events?: BoardEvents;
}

export interface BoardState {
  readonly pieces: Pieces;
  readonly orientation: Color;
  readonly glyphs: GlyphSet;
  readonly coordinates: CoordinateStyle;
  readonly movable: Movable;
  readonly selected?: Key;
  readonly lastMove?: readonly [Key, Key];
  readonly check?: Key;
  readonly arrows: readonly Arrow[];
  readonly viewOnly: boolean;
  /** The square being dragged from, once the drag has started. */
  readonly dragging?: Key;
}

export interface BoardApi {
  /** Changes any part of the configuration; a key given as undefined clears that part. */
  set(config: BoardConfig): void;
  readonly state: BoardState;
  toggleOrientation(): void;
  /** The placement field of the FEN of what the board shows. */
  getPlacement(): string;
  /** Moves a piece on the board (no event, no rules): for moves made elsewhere. */
  move(from: Key, to: Key): void;
  selectSquare(key: Key | undefined): void;
  setArrows(arrows: readonly Arrow[]): void;
  /** Redraws every layer (after the stylesheet or fonts changed). */
  redrawAll(): void;
  /** Removes the board and its listeners; the caller owns `element` and calls this when done with it. */
  destroy(): void;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const LAYERS = ['static', 'under', 'pieces', 'arrows', 'dests', 'drag'] as const;
type Layer = (typeof LAYERS)[number];

export const createBoard = (element: HTMLElement, config: BoardConfig = {}): BoardApi => {
  let pieces = new Map<Key, Piece>();
  let orientation: Color = 'red';
  let glyphs: GlyphSet = 'zh';
  let coordinates: CoordinateStyle = 'zh';
  let movable: Movable = {};
  let lastMove: readonly [Key, Key] | undefined;
  let check: Key | undefined;
  let arrows: readonly Arrow[] = [];
  let viewOnly = false;
  let autoMove = true;
  let threshold = 4;
  let events: BoardEvents = {};
  let interaction: Interaction = {};
  /** Where the dragged piece's centre is, in SVG units. */
  let dragAt: Point | undefined;

  const root = document.createElement('div');
  root.className = 'xq-board';
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`);
  svg.setAttribute('class', 'xq-board-svg');
  svg.setAttribute('role', 'img');
  const layers = {} as Record<Layer, SVGGElement>;
  for (const name of LAYERS) {
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', `layer-${name}`);
    svg.append(g);
    layers[name] = g;
  }
  root.append(svg);
  element.append(root);

  // the grid's ink follows the board colour when the theme's lines would not show on it
  const fitInk = (): void => {
    const style = getComputedStyle(root);
    const ink = inkFor(style.getPropertyValue('--xq-board'), style.getPropertyValue('--xq-grid-theme'));
    root.classList.toggle('ink-light', ink === 'light');
    root.classList.toggle('ink-dark', ink === 'dark');
  };
  // VS Code restyles the page's root element and body class when the theme or a colour changes
  const themeWatch = new MutationObserver(fitInk);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
  if (document.body) themeWatch.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  // a board made before its element joins the page reads no colours yet: it fits again at its first frame there
  let inkFitted = root.isConnected;
  fitInk();
  const drawn: Partial<Record<Layer, string>> = {};

  const context = (): InteractionContext => ({
    pieces, movableColor: movable.color, dests: movable.dests, free: movable.free, viewOnly, threshold,
  });

  let frame = 0;
  const schedule = (): void => {
    if (!frame) frame = requestAnimationFrame(render);
  };

  /** Sets a layer's markup when its key (what it shows) changed since the last frame. */
  const paint = (layer: Layer, key: string, markup: () => string): void => {
    if (drawn[layer] === key) return;
    drawn[layer] = key;
    layers[layer].innerHTML = markup();
  };

  function render(): void {
    if (!inkFitted && root.isConnected) {
      inkFitted = true;
      fitInk();
    }
    frame = 0;
    const drag = interaction.drag?.started ? interaction.drag : undefined;
    const selected = interaction.selected;
    const placement = writePlacement(pieces);
    root.dataset.orientation = orientation;
    root.classList.toggle('view-only', viewOnly);
    root.classList.toggle('dragging', !!drag);
    paint('static', `${orientation}|${glyphs}|${coordinates}`, () => drawGrid(cssPaint) + drawRiver(glyphs, cssPaint) + drawCoordinates(coordinates, orientation, cssPaint));
    paint('under', `${orientation}|${lastMove}|${check}|${selected}`, () => drawUnderMarks({ lastMove, check, selected }, orientation, cssPaint));
    paint('pieces', `${orientation}|${glyphs}|${placement}|${drag?.from}`, () => drawPieces(pieces, orientation, glyphs, cssPaint, drag?.from));
    paint('arrows', `${orientation}|${JSON.stringify(arrows)}`, () => drawArrows(layoutArrows(arrows, orientation), cssPaint));
    const dests = movable.showDests === false ? [] : destsOf(context(), selected);
    paint('dests', `${orientation}|${placement}|${dests.join()}`, () => drawDests(dests, pieces, orientation, cssPaint));
    const held = drag && pieces.get(drag.from);
    paint('drag', held ? `${orientation}|${glyphs}|${drag.from}` : '', () => (held ? drawPiece(held, drag.from, orientation, glyphs, cssPaint, 'dragged') : ''));
    if (held && dragAt) {
      const o = squareToPoint(drag.from, orientation);
      layers.drag.setAttribute('transform', `translate(${dragAt.x - o.x} ${dragAt.y - o.y})`);
    } else layers.drag.removeAttribute('transform');
  }

  const toSvg = (e: PointerEvent): Point => {
    const m = svg.getScreenCTM();
    if (!m) return { x: -1, y: -1 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };

  const userMove = (from: Key, to: Key): void => {
    const captured = pieces.get(to);
    if (autoMove) {
      const p = pieces.get(from);
      if (p) {
        pieces.set(to, p);
        pieces.delete(from);
      }
      lastMove = [from, to];
      check = undefined;
      movable = { ...movable, dests: undefined };
    }
    events.move?.(from, to, captured);
  };

  const apply = (step: Step): void => {
    const before = interaction.selected;
    interaction = step.state;
    if (interaction.selected !== before) events.select?.(interaction.selected);
    if (step.move) userMove(step.move[0], step.move[1]);
    if (step.refused) events.refused?.(step.refused[0], step.refused[1]);
    schedule();
  };

  const at = (e: PointerEvent): { key?: Key; x: number; y: number; svg: Point } => {
    const p = toSvg(e);
    return { key: pointToSquare(p, orientation), x: e.clientX, y: e.clientY, svg: p };
  };

  const onDown = (e: PointerEvent): void => {
    if (e.button !== 0 || viewOnly) return;
    const p = at(e);
    apply(pointerDown(interaction, context(), p));
    if (interaction.drag) {
      dragAt = p.svg;
      svg.setPointerCapture(e.pointerId);
      e.preventDefault();
    }
  };
  const onMove = (e: PointerEvent): void => {
    if (!interaction.drag) return;
    const p = at(e);
    dragAt = p.svg;
    interaction = pointerMove(interaction, context(), p).state;
    if (interaction.drag?.started) schedule();
  };
  const onUp = (e: PointerEvent): void => {
    if (!interaction.drag) return;
    dragAt = undefined;
    apply(pointerUp(interaction, context(), at(e)));
  };
  const onCancel = (): void => {
    if (!interaction.drag) return;
    dragAt = undefined;
    apply(cancelDrag(interaction));
  };
  svg.addEventListener('pointerdown', onDown);
  svg.addEventListener('pointermove', onMove);
  svg.addEventListener('pointerup', onUp);
  svg.addEventListener('pointercancel', onCancel);
  svg.addEventListener('lostpointercapture', onCancel);

  const set = (c: BoardConfig): void => {
    if (c.position !== undefined) {
      if (typeof c.position === 'string') {
        const r = readPlacement(c.position);
        if (r.ok) pieces = r.value;
        else events.error?.(r.error);
      } else pieces = new Map(c.position);
      // a new position ends any drag and drops a selection whose piece is gone
      if (interaction.drag) interaction = cancelDrag(interaction).state;
      if (interaction.selected && !pieces.has(interaction.selected)) interaction = {};
    }
    if (c.orientation) orientation = c.orientation;
    if (c.glyphs) glyphs = c.glyphs;
    if (c.coordinates) coordinates = c.coordinates;
    if ('movable' in c) movable = c.movable ?? {};
    if ('lastMove' in c) lastMove = c.lastMove;
    if ('check' in c) check = c.check;
    if ('arrows' in c) arrows = c.arrows ?? [];
    if (c.viewOnly !== undefined) viewOnly = c.viewOnly;
    if (c.autoMove !== undefined) autoMove = c.autoMove;
    if (c.dragThreshold !== undefined) threshold = c.dragThreshold;
    if (c.events) events = c.events;
    if (c.label !== undefined) svg.setAttribute('aria-label', c.label);
    if ('selected' in c) interaction = c.selected && !viewOnly ? { selected: c.selected } : {};
    if (viewOnly) interaction = {};
    schedule();
  };

  set(config);

  return {
    set,
    get state(): BoardState {
      const drag = interaction.drag?.started ? interaction.drag.from : undefined;
      return { pieces: new Map(pieces), orientation, glyphs, coordinates, movable, selected: interaction.selected, lastMove, check, arrows, viewOnly, dragging: drag };
    },
    toggleOrientation: () => set({ orientation: orientation === 'red' ? 'black' : 'red' }),
    getPlacement: () => writePlacement(pieces),
    move(from, to) {
      const p = pieces.get(from);
      if (!p || from === to) return;
      pieces.set(to, p);
      pieces.delete(from);
      lastMove = [from, to];
      interaction = {};
      schedule();
    },
    selectSquare: (key) => set({ selected: key }),
    setArrows: (a) => set({ arrows: a }),
    redrawAll() {
      for (const l of LAYERS) delete drawn[l];
      schedule();
    },
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      themeWatch.disconnect();
      svg.removeEventListener('pointerdown', onDown);
      svg.removeEventListener('pointermove', onMove);
      svg.removeEventListener('pointerup', onUp);
      svg.removeEventListener('pointercancel', onCancel);
      svg.removeEventListener('lostpointercapture', onCancel);
      root.remove();
    },
  };
};
