/**
 * The board page's app, for the custom editors and the preview alike: the board, the eval bar and graph,
 * the engine lines and the move tree, kept in step with the host. It knows the rules only through
 * src/core (legal destinations, labels); every change to the game is an edit the host makes and
 * confirms, so undo, save and the text stay the host's business.
 *
 *   createEditorApp(document.getElementById('app')!, channel, store);
 */
import { toFen } from '../../src/core/fen';
import { parseIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { formatScore, toRedView, type Score } from '../../src/core/score';
import type { GameEdit } from '../../src/formats/edit';
import type { PositionDto } from '../../src/protocol/dto';
import {
  PAGE_STRINGS,
  type DocDto,
  type EditorConfigDto,
  type EngineStateDto,
  type GameDto,
  type HostToWebview,
  type PageCommand,
  type PageState,
  type PageStringKey,
  type ReviewPlyDto,
  type WebviewToHost,
} from '../../src/protocol/webview';
import { createBoard, isKey, type Arrow, type Key } from '../board';
import { el, icon, type IconName } from '../panels/dom';
import { createEngineLines, type EngineLabels } from '../panels/engineLines';
import { createEvalBar } from '../panels/evalBar';
import { createEvalGraph } from '../panels/evalGraph';
import { createMoveTree, type MoveAction } from '../panels/moveTree';
import { navigate, type NavigationKey } from '../panels/moveTreeLayout';
import { button, dropdown, registerToolkit } from '../ui/toolkit';
import { checkOf, clampPath, destsOf, idOf, lineLabels, movesView, nodeAt, pathOf, piecesOf, positionAt, startPly } from './model';

/** How the page talks to the host: notifications, and edits that are confirmed or refused. */
export interface HostChannel {
  notify(m: WebviewToHost): void;
  edit(game: number, edit: GameEdit): Promise<{ ok: true; path: readonly number[] } | { ok: false; message: string }>;
}


export interface StateStore {
  get(): PageState | undefined;
  set(s: PageState): void;
}

const positionKey = (p: PositionDto): string => `${p.fen}|${p.moves.join(' ')}`;

export const createEditorApp = (root: HTMLElement, host: HostChannel, store: StateStore) => {
  registerToolkit();
  const saved = store.get() ?? {};
  let config: EditorConfigDto | undefined;
  let doc: DocDto | undefined;
  let path: number[] = [...(saved.path ?? [])];
  let flipped = saved.flipped ?? false;
  let engineOn = saved.engineOn ?? false;
  let engine: EngineStateDto | undefined;
  let review: readonly ReviewPlyDto[] = [];
  /** Stepping through an engine line: which line, up to which of its moves. */
  let preview: { line: number; move: number } | undefined;
  let editingComment: number[] | undefined;

  const t = (key: PageStringKey, ...args: Array<string | number>): string =>
    (config?.strings[key] ?? PAGE_STRINGS[key]).replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));

  // layout
  const notice = el('div', { class: 'xq-notice', hidden: '' });
  const boardHost = el('div', { class: 'xq-board-host', id: 'board' });
  const barHost = el('div', { class: 'xq-evalbar-host' });
  const graphHost = el('div', { class: 'xq-graph-host' });
  const toolbar = el('div', { class: 'xq-toolbar' });
  const picker = el('div', { class: 'xq-picker' });
  const title = el('div', { class: 'xq-title' });
  const engineHost = el('div', { class: 'xq-engine-host' });
  const bookHost = el('div', { class: 'xq-book' });
  const commentHost = el('div', { class: 'xq-comment-editor', hidden: '' });
  const treeHost = el('div', { class: 'xq-tree-host' });
  root.classList.add('xq-editor');
  root.replaceChildren(
    el('div', { class: 'xq-board-area' }, boardHost, barHost),
    graphHost,
    el('div', { class: 'xq-side' }, notice, title, picker, toolbar, engineHost, bookHost, commentHost, treeHost),
  );

  const board = createBoard(boardHost, {
    events: {
      move: (from, to) => void playMove(`${from}${to}`),
    },
  });
  const bar = createEvalBar(barHost);
  const graph = createEvalGraph(graphHost, { jump: (id) => go(pathOf(id)) });
  let tree = createMoveTree(treeHost, { jump: (id) => go(pathOf(id)), action: (a) => void act(a) });
  let lines = createEngineLines(engineHost, engineCallbacks(), engineLabels());

  function engineLabels(): EngineLabels {
    return { start: t('analyse'), stop: t('stop'), addVariation: t('addVariation'), idle: t('idle') };
  }
  function engineCallbacks() {
    return {
      toggle: () => setEngine(!engineOn),
      play: (line: number, move: number) => {
        preview = { line, move };
        render();
      },
      addVariation: (line: number) => void addLine(line),
    };
  }

  const game = (): GameDto | undefined => doc?.game;
  const editable = (): boolean => !!config && !config.readOnly && !!game();

  const persist = (): void => {
    store.set({ path, flipped, engineOn, ...(config?.kind === 'preview' && doc ? { preview: { config, doc } } : {}) });
  };

  /** The position shown, as the host and engine name it. */
  const shownPosition = (): PositionDto | undefined => {
    const g = game();
    const at = g && positionAt(g, path);
    return g && at ? { fen: g.startFen, moves: at.moves } : undefined;
  };

  let analyseTimer: ReturnType<typeof setTimeout> | undefined;
  const requestAnalysis = (): void => {
    clearTimeout(analyseTimer);
    if (!engineOn) return;
    // a burst of steps (holding → down) asks once, for where it stops
    analyseTimer = setTimeout(() => {
      const p = shownPosition();
      if (p) host.notify({ type: 'analyse', position: p });
    }, 120);
  };

  function setEngine(on: boolean): void {
    engineOn = on;
    persist();
    if (on) requestAnalysis();
    else {
      clearTimeout(analyseTimer);
      host.notify({ type: 'stop' });
    }
    render();
  }

  function go(next: readonly number[]): void {
    const g = game();
    if (!g) return;
    path = clampPath(g.root, next);
    preview = undefined;
    persist();
    const at = positionAt(g, path);
    if (at) host.notify({ type: 'shown', game: doc?.index ?? 0, path, fen: shownFen(at.position) });
    requestAnalysis();
    render();
  }

  /** The FEN of the position itself (no history): what Copy FEN and the status bar want. */
  const shownFen = (pos: Position): string => toFen(pos);

  async function playMove(move: string): Promise<void> {
    const g = game();
    if (!g) return;
    const here = nodeAt(g.root, path);
    const i = here?.children?.findIndex((c) => c.move === move) ?? -1;
    if (i >= 0) return go([...path, i]);
    if (!editable()) return render();
    const r = await host.edit(doc?.index ?? 0, { type: 'addMoves', at: path, moves: [move] });
    if (r.ok) go(r.path);
    else {
      host.notify({ type: 'notice', message: r.message });
      render();
    }
  }

  async function addLine(line: number): Promise<void> {
    const l = engine?.lines[line];
    if (!l || !editable()) return;
    const r = await host.edit(doc?.index ?? 0, { type: 'addMoves', at: path, moves: l.pv });
    if (!r.ok) host.notify({ type: 'notice', message: r.message });
  }

  async function act(a: MoveAction): Promise<void> {
    if (!editable()) return;
    const at = pathOf(a.id);
    const g = game()!;
    let edit: GameEdit;
    if (a.kind === 'delete') edit = { type: 'delete', at };
    else if (a.kind === 'promote') edit = { type: 'promote', at };
    else if (a.kind === 'glyph') {
      const old = nodeAt(g.root, at)?.nags ?? [];
      // the move-quality glyphs (1–6) replace each other; other NAGs stay
      const kept = old.filter((n) => n > 6);
      edit = { type: 'setNags', at, nags: a.nag === 0 ? kept : [a.nag, ...kept] };
    } else {
      editingComment = at;
      return render();
    }
    const r = await host.edit(doc?.index ?? 0, edit);
    if (r.ok && a.kind !== 'glyph') go(r.path);
    else if (!r.ok) host.notify({ type: 'notice', message: r.message });
  }

  const commandOf: Record<PageCommand, () => void> = {
    flip: () => {
      flipped = !flipped;
      persist();
      render();
    },
    analyse: () => setEngine(true),
    stop: () => setEngine(false),
    first: () => go([]),
    previous: () => go(path.slice(0, -1)),
    next: () => {
      const n = game() && nodeAt(game()!.root, path);
      if (n?.children?.length) go([...path, 0]);
    },
    last: () => {
      const g = game();
      if (!g) return;
      const end = [...path];
      for (let n = nodeAt(g.root, end); n?.children?.length; n = n.children[0]) end.push(0);
      go(end);
    },
  };

  /** Scores on the page are from Red's point of view, as game records are read. */
  const scoreText = (s: Score): string =>
    formatScore(s, { signed: true, words: { mateIn: (n) => t('mateIn', n), matedIn: (n) => t('matedIn', n) } });

  const render = (): void => {
    const g = game();
    const cfg = config;
    notice.hidden = !doc?.error && !doc?.notice;
    notice.textContent = doc?.error ? t('cannotRead', doc.error.message, doc.error.where) : (doc?.notice ?? '');
    renderTitle(g);
    renderPicker();
    renderToolbar();
    // no game (a file that could not be read): an empty board, nothing to analyse or graph
    engineHost.hidden = !g;
    if (!g || !cfg) {
      graphHost.hidden = true;
      board.set({ position: new Map(), movable: { color: undefined, dests: new Map() }, arrows: [] });
      return;
    }
    const at = positionAt(g, path);
    if (!at) return;
    // stepping into an engine line shows its position, moves and all
    const line = preview && engine && positionKey(engine.position) === positionKey({ fen: g.startFen, moves: at.moves }) ? engine.lines[preview.line] : undefined;
    let pos = at.position;
    let last = at.lastMove;
    if (line && preview) {
      pos = pos.clone();
      for (const mv of line.pv.slice(0, preview.move + 1)) {
        const m = parseIccs(pos, mv);
        if (!m.ok) break;
        pos.play(m.value);
        const from = mv.slice(0, 2);
        const to = mv.slice(2, 4);
        last = isKey(from) && isKey(to) ? [from, to] : last;
      }
    }
    const current = engine && positionKey(engine.position) === positionKey({ fen: g.startFen, moves: at.moves }) ? engine : undefined;
    const turn = at.position.turn;
    const arrows: Arrow[] =
      !line && current
        ? current.lines
            .filter((l) => l.pv.length > 0)
            .map((l) => ({ from: l.pv[0].slice(0, 2) as Key, to: l.pv[0].slice(2, 4) as Key, rank: l.multipv, label: scoreText(toRedView(l.score, turn)) }))
        : [];
    const movable = editable() && !line;
    board.set({
      position: piecesOf(pos),
      orientation: flipped ? 'black' : 'red',
      glyphs: cfg.language,
      coordinates: cfg.language === 'zh' ? 'zh' : 'iccs',
      lastMove: last,
      check: checkOf(pos),
      arrows,
      movable: { color: movable || !cfg.readOnly ? (pos.turn === 0 ? 'red' : 'black') : undefined, dests: movable || !cfg.readOnly ? destsOf(pos) : new Map() },
    });
    const quality = new Map(review.filter((r) => r.quality).map((r) => [idOf(new Array<number>(r.ply).fill(0)), r.quality]));
    tree.update({
      startPly: startPly(g),
      ...(g.root.comments?.length ? { startComment: g.root.comments.join(' ') } : {}),
      children: movesView(g, path, cfg.notation, { quality }),
      current: path.length ? idOf(path) : null,
    });
    const ply = startPly(g) + at.ply;
    lines.update({
      startPly: ply,
      running: current?.running ?? false,
      status: current?.error
        ? t('engineFailed', current.error)
        : current?.lines[0]
          ? `${current.engine} · ${t('depthSpeed', current.lines[0].depth, Math.round(current.lines[0].nps / 1000))}`
          : engineOn
            ? current?.engine
            : t('idle'),
      lines: (current?.lines ?? []).map((l) => {
        const red = toRedView(l.score, turn);
        return { rank: l.multipv, depth: l.depth, score: scoreText(red), value: red, moves: lineLabels(at.position, l.pv, cfg.notation) };
      }),
    });
    renderBook(current, at.position);
    const reviewed = review.find((r) => r.ply === path.length && path.every((i) => i === 0));
    const barScore = current?.lines[0] ? toRedView(current.lines[0].score, turn) : reviewed?.score;
    bar.update({ orientation: flipped ? 'black' : 'red', ...(barScore ? { score: barScore, label: scoreText(barScore) } : {}) });
    graphHost.hidden = review.length === 0;
    graph.update({
      points: review.map((r) => ({ id: idOf(new Array<number>(r.ply).fill(0)), ...(r.score ? { score: r.score } : {}), ...(r.quality ? { quality: r.quality } : {}) })),
      current: path.length && path.every((i) => i === 0) ? idOf(path) : null,
    });
    renderComment(g, cfg);
  };

  const renderTitle = (g: GameDto | undefined): void => {
    if (!g) {
      title.textContent = '';
      return;
    }
    const h = new Map(g.headers.map(([k, v]) => [k.toLowerCase(), v]));
    const players = [h.get('red'), h.get('black')].filter(Boolean).join(' – ');
    title.textContent = [h.get('title') ?? h.get('event'), players, h.get('result') && h.get('result') !== '*' ? h.get('result') : undefined].filter(Boolean).join(' · ');
  };

  let pickerFor = '';
  const renderPicker = (): void => {
    const games = doc?.games ?? [];
    const key = `${games.join('\u0000')}|${doc?.index}`;
    if (key === pickerFor) return;
    pickerFor = key;
    picker.replaceChildren();
    if (games.length < 2) return;
    picker.append(
      el('label', {}, `${t('game')} `),
      dropdown(games.map((name, i) => [String(i), `${i + 1}. ${name}`] as const), String(doc?.index ?? 0), (v) => host.notify({ type: 'pickGame', index: Number(v) })),
    );
  };

  let toolbarFor = '';
  const renderToolbar = (): void => {
    const key = `${config?.strings.flip}|${!!game()}`;
    if (key === toolbarFor) return;
    toolbarFor = key;
    const cmd = (name: PageCommand & IconName, label: string): HTMLElement => button(label, { appearance: 'icon', title: label, icon: icon(name), onClick: () => commandOf[name]() });
    toolbar.replaceChildren(
      cmd('first', t('first')),
      cmd('previous', t('previous')),
      cmd('next', t('next')),
      cmd('last', t('last')),
      cmd('flip', t('flip')),
      button(t('copyFen'), {
        appearance: 'secondary',
        onClick: () => {
          const p = shownPosition();
          const g = game();
          const at = g && positionAt(g, path);
          if (p && at) host.notify({ type: 'copy', text: shownFen(at.position) });
        },
      }),
    );
  };

  const renderBook = (current: EngineStateDto | undefined, pos: Position): void => {
    const book = current?.book;
    bookHost.replaceChildren();
    if (!book || (book.moves.length === 0 && !book.opening)) return;
    const total = book.moves.reduce((s, m) => s + m.weight, 0) || 1;
    const labels = book.moves.map((m) => lineLabels(pos, [m.move], config?.notation ?? 'iccs')[0] ?? m.move);
    const opening = book.opening ? `${book.opening.ecco} ${config?.language === 'zh' ? book.opening.nameZh : book.opening.nameEn}` : '';
    bookHost.append(
      el('span', { class: 'head' }, `${t('book')}${opening ? ` · ${opening}` : ''}`),
      ...book.moves.map((m, i) => {
        const b = el('span', { class: 'move', 'data-move': m.move }, `${labels[i]} ${Math.round((100 * m.weight) / total)}%`);
        b.addEventListener('click', () => void playMove(m.move));
        return b;
      }),
    );
  };

  const renderComment = (g: GameDto, cfg: EditorConfigDto): void => {
    const at = editingComment;
    commentHost.hidden = !at;
    if (!at) return;
    if (commentHost.dataset.for === idOf(at)) return;
    commentHost.dataset.for = idOf(at);
    const node = nodeAt(g.root, at);
    const pos = positionAt(g, at.slice(0, -1));
    const label = node && pos && at.length ? (lineLabels(pos.position, [node.move], cfg.notation)[0] ?? node.move) : t('start');
    const area = el('textarea', { rows: '4', 'aria-label': t('commentOn', label) }) as HTMLTextAreaElement;
    area.value = (node?.comments ?? []).join('\n');
    const close = (): void => {
      editingComment = undefined;
      delete commentHost.dataset.for;
      render();
      tree.focus();
    };
    const save = async (): Promise<void> => {
      const text = area.value.trim();
      const r = await host.edit(doc?.index ?? 0, { type: 'setComments', at, comments: text ? [text] : [] });
      if (!r.ok) host.notify({ type: 'notice', message: r.message });
      close();
    };
    area.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void save();
    });
    commentHost.replaceChildren(
      el('div', { class: 'head' }, t('commentOn', label)),
      area,
      el('div', { class: 'actions' }, button(t('save'), { appearance: 'primary', onClick: () => void save() }), button(t('cancel'), { appearance: 'secondary', onClick: close })),
    );
    area.focus();
  };

  // keys for the whole page, unless a text field or the move list (which moves the same way) has them
  window.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement | null;
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || target?.closest('textarea, input, vscode-text-area, vscode-text-field, vscode-dropdown')) return;
    const g = game();
    if (e.key === 'Escape' && preview) {
      preview = undefined;
      render();
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key) && g && config) {
      e.preventDefault();
      const view = { startPly: startPly(g), children: movesView(g, path, config.notation), current: path.length ? idOf(path) : null };
      go(pathOf(navigate(view, view.current, e.key as NavigationKey)));
    } else if (e.key === 'f') commandOf.flip();
    else if (e.key === ' ' && g) {
      e.preventDefault();
      setEngine(!engineOn);
    }
  });

  /** Shows `next` at `at`; `announce` false for a restored preview drawn before the host has spoken (the host's word wins). */
  const show = (next: DocDto, at?: readonly number[], announce = true): void => {
    const before = doc?.index;
    doc = next;
    const g = next.game;
    if (before !== undefined && before !== next.index) review = [];
    path = g ? clampPath(g.root, at ?? path) : [];
    persist();
    if (g && announce) {
      const pos = positionAt(g, path);
      if (pos) host.notify({ type: 'shown', game: next.index, path, fen: shownFen(pos.position) });
    }
    if (announce) requestAnalysis();
    render();
  };

  const applyConfig = (next: EditorConfigDto): void => {
    const wordsChanged = JSON.stringify(next.strings) !== JSON.stringify(config?.strings);
    config = next;
    if (wordsChanged) {
      // the panels take their words once
      tree.destroy();
      lines.destroy();
      tree = createMoveTree(treeHost, { jump: (id) => go(pathOf(id)), action: (a) => void act(a) }, { deleteFromHere: t('deleteFromHere'), promote: t('promote'), comment: t('comment'), empty: t('noMoves') });
      lines = createEngineLines(engineHost, engineCallbacks(), engineLabels());
      toolbarFor = '';
      pickerFor = '';
    }
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
          applyConfig(m.config);
          show(m.doc, m.path ?? path);
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
          engine = m.state;
          render();
          return;
        case 'review':
          review = m.plies;
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
