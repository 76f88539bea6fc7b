/**
 * The move tree panel: the game's moves as lichess lists them (see moveTreeLayout.ts), the current
 * move highlighted and kept in view, a click jumps to a move, the keyboard walks the tree
 * (←/→ moves, ↑/↓ variations, Home/End), and a context menu on a move offers the edits, which come
 * out as callbacks: the panel changes nothing itself.
 *
 * @example
 * const tree = createMoveTree(el, { jump: (id) => post({ type: 'goto', id }), action: (a) => post({ type: 'edit', ...a }) });
 * tree.update({ startPly: 0, children, current: 'n3' });
 */
import { el } from './dom';
import { layoutMoveTree, navigate, type Inline, type MoveCell, type MoveTreeView, type NavigationKey } from './moveTreeLayout';

export type MoveAction =
  | { readonly kind: 'delete' | 'promote' | 'comment'; readonly id: string }
  | { readonly kind: 'glyph'; readonly id: string; readonly nag: number };

export interface MoveTreeCallbacks {
  /** Show the position after the move `id` (null: the start position). */
  jump(id: string | null): void;
  /** An edit the user asked for from a move's context menu. */
  action?(a: MoveAction): void;
}

export interface MoveTreeLabels {
  readonly deleteFromHere: string;
  readonly promote: string;
  readonly comment: string;
  readonly empty: string;
}

const ENGLISH: MoveTreeLabels = { deleteFromHere: 'Delete from here', promote: 'Promote variation', comment: 'Edit comment…', empty: 'No moves yet' };
/** The glyphs the menu offers: !, ?, !!, ??, !?, ?! (NAGs 1–6) and "none" (0). */
const MENU_NAGS = [1, 2, 3, 4, 5, 6, 0];
const NAG_TEXT = ['∅', '!', '?', '!!', '??', '!?', '?!'];

const KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] satisfies NavigationKey[];

export const createMoveTree = (element: HTMLElement, callbacks: MoveTreeCallbacks, labels: MoveTreeLabels = ENGLISH) => {
  let view: MoveTreeView = { startPly: 0, children: [] };
  const root = el('div', { class: 'xq-movetree', tabindex: '0', role: 'listbox', 'aria-label': 'Moves' });
  const menu = el('div', { class: 'xq-menu', role: 'menu', hidden: '' });
  element.append(root, menu);

  const moveButton = (c: MoveCell, number?: string): HTMLElement => {
    const b = el('span', { class: `move${c.current ? ' current' : ''}${c.quality ? ` q-${c.quality}` : ''}`, 'data-id': c.id, role: 'option', 'aria-selected': String(c.current) });
    if (number) b.append(el('span', { class: 'num' }, number));
    b.append(c.label);
    if (c.glyphs) b.append(el('span', { class: 'nag' }, c.glyphs));
    return b;
  };
  const inline = (tokens: readonly Inline[]): HTMLElement => {
    const line = el('div', { class: 'line' });
    for (const t of tokens) {
      if (t.kind === 'move') line.append(moveButton(t.cell, t.number));
      else if (t.kind === 'comment') line.append(el('span', { class: 'comment' }, t.text));
      else line.append(el('span', { class: 'paren' }, t.kind === 'open' ? '(' : ')'));
    }
    return line;
  };

  const draw = (): void => {
    const rows = layoutMoveTree(view);
    root.replaceChildren(
      ...(rows.length ? [] : [el('div', { class: 'empty' }, labels.empty)]),
      ...rows.map((r) => {
        if (r.kind === 'comment') return el('div', { class: 'comment row' }, r.text);
        if (r.kind === 'note') return el('div', { class: `note row${r.quality ? ` q-${r.quality}` : ''}` }, r.text);
        if (r.kind === 'variations') return el('div', { class: 'variations' }, ...r.lines.map(inline));
        return el(
          'div',
          { class: 'row moves' },
          el('span', { class: 'index' }, r.numberText),
          // a row that starts with Black's move is numbered `N…`: its Red cell stays blank
          r.red ? moveButton(r.red) : el('span', { class: 'move empty' }),
          r.black ? moveButton(r.black) : el('span', { class: 'move empty' }),
        );
      }),
    );
    keepCurrentInView();
  };

  // Scrolls only the list's own box (the element it was given), never the page or the column around it,
  // so the controls above the list stay where they are; at the start it goes back to the top.
  const keepCurrentInView = (): void => {
    const current = root.querySelector<HTMLElement>('.move.current');
    if (!current) {
      element.scrollTop = 0;
      return;
    }
    const box = element.getBoundingClientRect();
    const r = current.getBoundingClientRect();
    const margin = Math.min(r.height, box.height / 4);
    if (r.top < box.top + margin) element.scrollTop -= box.top + margin - r.top;
    else if (r.bottom > box.bottom - margin) element.scrollTop += r.bottom - (box.bottom - margin);
  };

  const closeMenu = (): void => {
    menu.hidden = true;
    menu.replaceChildren();
  };
  const openMenu = (id: string, x: number, y: number): void => {
    if (!callbacks.action) return;
    const act = (a: MoveAction) => () => {
      closeMenu();
      callbacks.action?.(a);
    };
    const item = (text: string, run: () => void, cls = 'item'): HTMLElement => {
      const b = el('button', { class: cls, role: 'menuitem' }, text);
      b.addEventListener('click', run);
      return b;
    };
    menu.replaceChildren(
      item(labels.deleteFromHere, act({ kind: 'delete', id })),
      item(labels.promote, act({ kind: 'promote', id })),
      item(labels.comment, act({ kind: 'comment', id })),
      el('div', { class: 'glyphs' }, ...MENU_NAGS.map((nag) => item(NAG_TEXT[nag], act({ kind: 'glyph', id, nag }), 'item glyph'))),
    );
    menu.hidden = false;
    // place the menu at the pointer, inside the window
    const r = menu.getBoundingClientRect();
    menu.style.left = `${Math.max(0, Math.min(x, innerWidth - r.width - 4))}px`;
    menu.style.top = `${Math.max(0, Math.min(y, innerHeight - r.height - 4))}px`;
    (menu.querySelector('button') as HTMLElement | null)?.focus();
  };

  const idOf = (target: EventTarget | null): string | undefined => (target instanceof Element ? (target.closest('.move[data-id]')?.getAttribute('data-id') ?? undefined) : undefined);
  root.addEventListener('click', (e) => {
    const id = idOf(e.target);
    if (id !== undefined) callbacks.jump(id);
  });
  root.addEventListener('contextmenu', (e) => {
    const id = idOf(e.target);
    if (id === undefined) return;
    e.preventDefault();
    openMenu(id, e.clientX, e.clientY);
  });
  root.addEventListener('keydown', (e) => {
    if (!KEYS.includes(e.key)) return;
    e.preventDefault();
    const next = navigate(view, view.current ?? null, e.key as NavigationKey);
    if (next !== (view.current ?? null)) callbacks.jump(next);
  });
  menu.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') closeMenu();
  });
  const outside = (e: Event): void => {
    if (!menu.hidden && !menu.contains(e.target as Node)) closeMenu();
  };
  document.addEventListener('pointerdown', outside);

  return {
    /** Shows `next`; called by the app whenever the game or the current move changes. */
    update(next: MoveTreeView): void {
      view = next;
      draw();
    },
    focus: (): void => root.focus(),
    destroy(): void {
      document.removeEventListener('pointerdown', outside);
      root.remove();
      menu.remove();
    },
  };
};

export type MoveTreePanel = ReturnType<typeof createMoveTree>;
