/**
 * The board page's app, for the custom editors and the preview alike: the page's state, the host's
 * messages into it, the user's actions out of it, and the panels (panels/index.ts) drawn from one view of
 * the state (pageView.ts). It knows the rules only through src/core; every change to the game is an edit
 * the host makes and confirms, so undo, save and the text stay the host's business.
 *
 *   createEditorApp(document.getElementById('app')!, channel, store);
 */
import { toFen } from '../../src/core/fen';
import type { GameEdit } from '../../src/formats/edit';
import { isNotation } from '../../src/core/notation';
import type { DocDto, EditorConfigDto, HostToWebview, PageCommand, PageState as SavedState, WebviewToHost } from '../../src/protocol/webview';
import { el } from '../panels/dom';
import type { MoveAction } from '../panels/moveTree';
import { navigate, type NavigationKey } from '../panels/moveTreeLayout';
import { registerToolkit } from '../ui/toolkit';
import { clampPath, idOf, nodeDataAt, pathFromId } from '../game/tree';
import { replayPath, startPly } from '../game/view';
import { movesView } from './moves';
import { pageView, type PageState } from './pageView';
import type { PageActions, Region } from './panel';
import { PANELS } from './panels';

/** How the page talks to the host: notifications, and edits that are confirmed or refused. */
export interface HostChannel {
  notify(m: WebviewToHost): void;
  edit(game: number, edit: GameEdit): Promise<{ ok: true; path: readonly number[] } | { ok: false; message: string }>;
}

export interface StateStore {
  get(): SavedState | undefined;
  set(s: SavedState): void;
}

export const createEditorApp = (root: HTMLElement, host: HostChannel, store: StateStore) => {
  registerToolkit();
  const saved = store.get() ?? {};
  let state: PageState = { path: [...(saved.path ?? [])], flipped: saved.flipped ?? false, engineOn: saved.engineOn ?? false, review: [] };
  /** The notation picked on this page (the host keeps it too; this copy survives a window reload). */
  let notationPick = isNotation(saved.notation) ? saved.notation : undefined;

  const regions: Record<Region, HTMLElement> = { board: el('div', { class: 'xq-board-area' }), below: el('div', { class: 'xq-below' }), side: el('div', { class: 'xq-side' }) };
  root.classList.add('xq-editor');
  root.replaceChildren(regions.board, regions.below, regions.side);

  const game = () => state.doc?.game;
  const index = (): number => state.doc?.index ?? 0;
  const editable = (): boolean => !!state.config && !state.config.readOnly && !!game();

  const persist = (): void => {
    const { config, doc } = state;
    store.set({ path: [...state.path], flipped: state.flipped, engineOn: state.engineOn, ...(notationPick ? { notation: notationPick } : {}), ...(config?.kind === 'preview' && doc ? { preview: { config, doc } } : {}) });
  };

  let analyseTimer: ReturnType<typeof setTimeout> | undefined;
  const requestAnalysis = (): void => {
    clearTimeout(analyseTimer);
    if (!state.engineOn) return;
    // a burst of steps (holding → down) asks once, for where it stops
    analyseTimer = setTimeout(() => {
      const g = game();
      const at = g && replayPath(g, state.path);
      if (g && at) host.notify({ type: 'analyse', position: { fen: g.startFen, moves: at.moves } });
    }, 120);
  };

  const setEngine = (on: boolean): void => {
    state = { ...state, engineOn: on };
    persist();
    if (on) requestAnalysis();
    else {
      clearTimeout(analyseTimer);
      host.notify({ type: 'stop' });
    }
    render();
  };

  const go = (next: readonly number[]): void => {
    const g = game();
    if (!g) return;
    const path = clampPath(g.root, next);
    state = { ...state, path, preview: undefined, refused: undefined };
    persist();
    const at = replayPath(g, path);
    if (at) host.notify({ type: 'shown', game: index(), path, fen: toFen(at.position) });
    requestAnalysis();
    render();
  };

  // one edit at a time: a text document takes an edit only against the text it was read from, so a second
  // sent before the first is answered (Use writes ECCO and Opening) would be refused as stale
  let edits: Promise<unknown> = Promise.resolve();
  const edit = (e: GameEdit): Promise<{ ok: true; path: readonly number[] } | undefined> => {
    const run = edits.then(async () => {
      const r = await host.edit(index(), e);
      if (r.ok) return r;
      host.notify({ type: 'notice', message: r.message });
      return undefined;
    });
    edits = run.catch(() => undefined);
    return run;
  };

  const lastOf = (path: readonly number[]): number[] => {
    const g = game();
    const end = [...path];
    if (!g) return end;
    for (let n = nodeDataAt(g.root, end); n?.children?.length; n = n.children[0]) end.push(0);
    return end;
  };

  const commandOf: Record<PageCommand, () => void> = {
    flip: () => {
      state = { ...state, flipped: !state.flipped };
      persist();
      render();
    },
    analyse: () => setEngine(true),
    stop: () => setEngine(false),
    first: () => go([]),
    previous: () => go(state.path.slice(0, -1)),
    next: () => {
      const n = game() && nodeDataAt(game()!.root, state.path);
      if (n?.children?.length) go([...state.path, 0]);
    },
    last: () => go(lastOf(state.path)),
  };

  const actions: PageActions = {
    playMove: (move) =>
      void (async () => {
        const g = game();
        if (!g) return;
        const i = nodeDataAt(g.root, state.path)?.children?.findIndex((c) => c.move === move) ?? -1;
        if (i >= 0) return go([...state.path, i]);
        if (!editable()) return render();
        const r = await edit({ type: 'addMoves', at: state.path, moves: [move] });
        if (r) go(r.path);
        else render();
      })(),
    refuseMove: (from, to) => {
      state = { ...state, refused: { from, to } };
      render();
    },
    goTo: (id) => go(pathFromId(id)),
    command: (name) => commandOf[name](),
    toggleEngine: () => setEngine(!state.engineOn),
    previewLine: (line, move) => {
      state = { ...state, preview: { line, move } };
      render();
    },
    addLine: (line) => {
      const l = state.engine?.lines[line];
      if (l && editable()) void edit({ type: 'addMoves', at: state.path, moves: l.pv });
    },
    moveAction: (a) => void act(a),
    pickGame: (i) => host.notify({ type: 'pickGame', index: i }),
    pickNotation: (n) => {
      notationPick = n;
      persist();
      host.notify({ type: 'notation', notation: n });
    },
    copyFen: () => {
      const g = game();
      const at = g && replayPath(g, state.path);
      if (at) host.notify({ type: 'copy', text: toFen(at.position) });
    },
    saveComment: (at, text) =>
      void edit({ type: 'setComments', at, comments: text ? [text] : [] }).then(() => actions.closeComment()),
    closeComment: () => {
      state = { ...state, editingComment: undefined };
      render();
      root.querySelector<HTMLElement>('.xq-movetree')?.focus();
    },
    setHeader: (name, value) => {
      if (editable()) void edit(value ? { type: 'setHeader', name, value } : { type: 'setHeader', name });
    },
    setSetting: (key, value) => host.notify({ type: 'setting', key, value }),
  };

  async function act(a: MoveAction): Promise<void> {
    if (!editable()) return;
    const at = pathFromId(a.id);
    let e: GameEdit;
    if (a.kind === 'delete') e = { type: 'delete', at };
    else if (a.kind === 'promote') e = { type: 'promote', at };
    else if (a.kind === 'glyph') {
      const old = nodeDataAt(game()!.root, at)?.nags ?? [];
      // the move-quality glyphs (1–6) replace each other; other NAGs stay
      const kept = old.filter((n) => n > 6);
      e = { type: 'setNags', at, nags: a.nag === 0 ? kept : [a.nag, ...kept] };
    } else {
      state = { ...state, editingComment: at };
      return render();
    }
    const r = await edit(e);
    if (r && a.kind !== 'glyph') go(r.path);
  }

  const panels = PANELS.map(({ region, make }) => {
    const p = make({ actions });
    regions[region].append(p.element);
    return p;
  });
  const render = (): void => {
    const view = pageView(state);
    for (const p of panels) p.update(view);
  };

  // keys for the whole page, unless a text field or the move list (which moves the same way) has them
  window.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement | null;
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || target?.closest('textarea, input, vscode-text-area, vscode-text-field, vscode-dropdown')) return;
    const g = game();
    if (e.key === 'Escape' && state.preview) {
      state = { ...state, preview: undefined };
      render();
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key) && g && state.config) {
      e.preventDefault();
      const current = state.path.length ? idOf(state.path) : null;
      const view = { startPly: startPly(g), children: movesView(g, state.path, state.config.notation), current };
      go(pathFromId(navigate(view, current, e.key as NavigationKey)));
    } else if (e.key === 'f') commandOf.flip();
    else if (e.key === ' ' && g) {
      e.preventDefault();
      setEngine(!state.engineOn);
    }
  });

  /** Shows `next` at `at`; `announce` false for a restored preview drawn before the host has spoken (the host's word wins). */
  const show = (next: DocDto, at?: readonly number[], announce = true): void => {
    const before = state.doc?.index;
    const g = next.game;
    const path = g ? clampPath(g.root, at ?? state.path) : [];
    state = { ...state, doc: next, path, ...(before !== undefined && before !== next.index ? { review: [], summary: undefined } : {}) };
    persist();
    if (g && announce) {
      const pos = replayPath(g, path);
      if (pos) host.notify({ type: 'shown', game: next.index, path, fen: toFen(pos.position) });
    }
    if (announce) requestAnalysis();
    render();
  };

  const applyConfig = (config: EditorConfigDto): void => {
    state = { ...state, config };
  };

  // a preview restored after a window reload draws at once, before the host says anything
  if (saved.preview) {
    applyConfig(saved.preview.config);
    show(saved.preview.doc, saved.path, false);
  }

  return {
    /** Called with every message from the host (already validated). */
    receive(m: HostToWebview): void {
      switch (m.type) {
        case 'init':
          // a page reloaded with a pick of its own asks for it again (the host answers with `config`)
          if (notationPick && notationPick !== m.config.notation) host.notify({ type: 'notation', notation: notationPick });
          applyConfig(m.config);
          show(m.doc, m.path ?? state.path);
          return;
        case 'doc':
          show(m.doc, m.path);
          return;
        case 'config':
          applyConfig(m.config);
          render();
          return;
        case 'goto':
          go(m.path);
          return;
        case 'engine':
          state = { ...state, engine: m.state };
          render();
          return;
        case 'review':
          state = { ...state, review: m.plies, summary: m.summary };
          render();
          return;
        case 'opening':
          state = { ...state, opening: { game: m.game, ...(m.opening ? { opening: m.opening } : {}) } };
          render();
          return;
        case 'command':
          commandOf[m.name]();
          return;
        case 'applied':
        case 'refused':
          return;
      }
    },
  };
};
