/**
 * The move tree's layout, pure: a game's tree in, rows to draw out, the way lichess shows a game.
 * The main line runs in rows of move pairs (number, Red's move, Black's move); a comment or
 * variations after a main-line move break the row, and the line goes on with `N…` for Black. Each
 * variation gets its own indented line, and variations inside a variation stay inline in brackets.
 * Black's first move is numbered `1…` when the game starts with Black to move. Also here: keyboard
 * navigation over the tree (←/→ along the line, ↑/↓ between variations, Home/End) and NAG glyphs.
 *
 * @example
 * const rows = layoutMoveTree({ startPly: 0, current: 'b', children: [{ id: 'a', label: '炮二平五', children: [{ id: 'b', label: '马8进7', children: [] }] }] });
 * // [{ kind: 'moves', number: 1, numberText: '1.', red: { id: 'a', … }, black: { id: 'b', current: true, … } }]
 */

/** A move quality mark from a game review. */
export type Quality = 'best' | 'good' | 'only' | 'inaccuracy' | 'mistake' | 'blunder';

export interface MoveNode {
  /** The caller's id for the node (a path, an index); handed back on clicks and actions. */
  readonly id: string;
  /** The move in the user's notation. */
  readonly label: string;
  /** PGN NAGs ($1 = !, $2 = ?, …). */
  readonly nags?: readonly number[];
  readonly comment?: string;
  readonly quality?: Quality;
  /** A review's mark in words (`Mistake (−1.20). Best was C8.5; …`), shown under the move. */
  readonly note?: string;
  /** The continuations: the first is the main one, the others are variations. */
  readonly children: readonly MoveNode[];
}

export interface MoveTreeView {
  /** Plies played before the tree's start: 0 when Red moves first at move 1, 1 when Black does. */
  readonly startPly: number;
  readonly startComment?: string;
  readonly children: readonly MoveNode[];
  /** The shown node's id; null (or absent) for the start position. */
  readonly current?: string | null;
}

export interface MoveCell {
  readonly id: string;
  readonly label: string;
  /** NAG glyphs to write after the move (`!?`, `±`). */
  readonly glyphs: string;
  readonly quality?: Quality;
  readonly current: boolean;
  /** Plies from the game's first move: 0 is Red's first move at move 1. */
  readonly ply: number;
}

export type Inline =
  | { readonly kind: 'move'; readonly cell: MoveCell; readonly number?: string }
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'open' }
  | { readonly kind: 'close' };

export type MoveRow =
  /** A row of the main line; `numberText` is `N.`, or `N…` when the row starts with Black's move. */
  | { readonly kind: 'moves'; readonly number: number; readonly numberText: string; readonly red?: MoveCell; readonly black?: MoveCell }
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'note'; readonly text: string; readonly quality?: Quality }
  | { readonly kind: 'variations'; readonly lines: readonly (readonly Inline[])[] };

/** Standard PGN NAG glyphs (the common ones; others are written as $N). */
const NAG_GLYPHS: Readonly<Record<number, string>> = {
  1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 7: '□', 10: '=', 13: '∞', 14: '⩲', 15: '⩱', 16: '±', 17: '∓', 18: '+−', 19: '−+', 22: '⨀', 23: '⨀', 32: '⟳', 33: '⟳', 36: '→', 37: '→', 40: '↑', 41: '↑', 132: '⇆', 133: '⇆', 146: 'N',
};
export const nagGlyph = (nag: number): string => NAG_GLYPHS[nag] ?? `$${nag}`;

/** Move number and side of a ply counted from the game's first move. */
export const moveNumber = (ply: number): { number: number; black: boolean } => ({ number: Math.floor(ply / 2) + 1, black: ply % 2 === 1 });
/** `12.` for Red's move, `12…` for Black's. */
export const numberPrefix = (ply: number): string => {
  const { number, black } = moveNumber(ply);
  return black ? `${number}…` : `${number}.`;
};

const cellOf = (n: MoveNode, ply: number, current: string | null | undefined): MoveCell => ({
  id: n.id,
  label: n.label,
  glyphs: (n.nags ?? []).map(nagGlyph).join(''),
  quality: n.quality,
  current: n.id === current,
  ply,
});

/** One variation as inline tokens, from `first` at `ply`; alternatives inside it go in brackets
 * right after the move they replace, as PGN writes them. */
const inlineLine = (first: MoveNode, ply: number, current: string | null | undefined): Inline[] => {
  const out: Inline[] = [];
  let needNumber = true;
  const emit = (n: MoveNode, p: number): void => {
    out.push({ kind: 'move', cell: cellOf(n, p, current), number: needNumber || p % 2 === 0 ? numberPrefix(p) : undefined });
    needNumber = false;
    if (n.comment) {
      out.push({ kind: 'comment', text: n.comment });
      needNumber = true;
    }
  };
  emit(first, ply);
  let n = first;
  let p = ply;
  while (n.children.length) {
    const [next, ...alternatives] = n.children;
    emit(next, p + 1);
    for (const alt of alternatives) {
      out.push({ kind: 'open' }, ...inlineLine(alt, p + 1, current), { kind: 'close' });
      needNumber = true;
    }
    n = next;
    p++;
  }
  return out;
};

/** The rows of the move list for `view`. */
export const layoutMoveTree = (view: MoveTreeView): MoveRow[] => {
  const rows: MoveRow[] = [];
  if (view.startComment) rows.push({ kind: 'comment', text: view.startComment });
  let open: { number: number; red?: MoveCell; black?: MoveCell } | undefined;
  const flush = (): void => {
    if (open) rows.push({ kind: 'moves', number: open.number, numberText: `${open.number}${open.red ? '.' : '…'}`, red: open.red, black: open.black });
    open = undefined;
  };
  let list = view.children;
  let ply = view.startPly;
  while (list.length) {
    const [main, ...alternatives] = list;
    const cell = cellOf(main, ply, view.current);
    const { number, black } = moveNumber(ply);
    if (!black) {
      flush();
      open = { number, red: cell };
    } else if (open && open.number === number && !open.black) open.black = cell;
    else {
      flush();
      open = { number, black: cell };
    }
    if (main.comment || main.note || alternatives.length) {
      flush();
      if (main.note) rows.push({ kind: 'note', text: main.note, ...(main.quality ? { quality: main.quality } : {}) });
      if (main.comment) rows.push({ kind: 'comment', text: main.comment });
      if (alternatives.length) rows.push({ kind: 'variations', lines: alternatives.map((a) => inlineLine(a, ply, view.current)) });
    }
    list = main.children;
    ply++;
  }
  flush();
  return rows;
};

interface Place {
  readonly node: MoveNode;
  readonly parent: string | null;
  readonly siblings: readonly MoveNode[];
}

const indexTree = (view: MoveTreeView): Map<string, Place> => {
  const index = new Map<string, Place>();
  const walk = (nodes: readonly MoveNode[], parent: string | null): void => {
    for (const node of nodes) {
      index.set(node.id, { node, parent, siblings: nodes });
      walk(node.children, node.id);
    }
  };
  walk(view.children, null);
  return index;
};

export type NavigationKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/** Where a key takes the cursor from `current` (null: the start position). Unknown ids go to the start. */
export const navigate = (view: MoveTreeView, current: string | null, key: NavigationKey): string | null => {
  const index = indexTree(view);
  const here = current === null ? undefined : index.get(current);
  if (current !== null && !here) return null;
  const childrenOf = (id: string | null): readonly MoveNode[] => (id === null ? view.children : (index.get(id)?.node.children ?? []));
  switch (key) {
    case 'Home':
      return null;
    case 'ArrowLeft':
      return here ? here.parent : null;
    case 'ArrowRight':
      return childrenOf(current)[0]?.id ?? current;
    case 'End': {
      let id = current;
      for (let next = childrenOf(id)[0]; next; next = childrenOf(id)[0]) id = next.id;
      return id;
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      // the nearest fork on the way back: its neighbouring variation
      for (let id = current; id !== null; id = index.get(id)!.parent) {
        const { siblings, node } = index.get(id)!;
        if (siblings.length < 2) continue;
        const i = siblings.indexOf(node) + (key === 'ArrowDown' ? 1 : -1);
        return siblings[i]?.id ?? current;
      }
      return current;
    }
  }
};
