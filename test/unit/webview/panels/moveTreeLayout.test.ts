import { strict as assert } from 'node:assert';
import { layoutMoveTree, moveNumber, nagGlyph, navigate, type Inline, type MoveNode, type MoveRow, type MoveTreeView } from '../../../../webview/panels/moveTreeLayout';

/** A line of nodes from labels; each node's id is its label. */
const line = (...labels: string[]): MoveNode[] => {
  const [first, ...rest] = labels;
  return first === undefined ? [] : [{ id: first, label: first, children: line(...rest) }];
};
const withKids = (n: MoveNode, ...children: MoveNode[]): MoveNode => ({ ...n, children });

/** Rows as short strings: `1. a b`, `1… c`, `{comment}`, `[1… x 2. y | …]`. */
const text = (rows: readonly MoveRow[]): string[] =>
  rows.map((r) => {
    if (r.kind === 'comment') return `{${r.text}}`;
    if (r.kind === 'note') return `<${r.quality ?? ''}: ${r.text}>`;
    if (r.kind === 'variations') return `[${r.lines.map(inline).join(' | ')}]`;
    return [r.numberText, r.red ? r.red.label + r.red.glyphs : '', r.black ? r.black.label + r.black.glyphs : ''].filter(Boolean).join(' ');
  });
const inline = (tokens: readonly Inline[]): string =>
  tokens.map((t) => (t.kind === 'move' ? `${t.number ? `${t.number} ` : ''}${t.cell.label}` : t.kind === 'comment' ? `{${t.text}}` : t.kind === 'open' ? '(' : ')')).join(' ');

describe('move tree layout', () => {
  it('lays out the main line in numbered pairs', () => {
    assert.deepEqual(text(layoutMoveTree({ startPly: 0, children: line('a', 'b', 'c', 'd', 'e') })), ['1. a b', '2. c d', '3. e']);
  });

  it("numbers Black's first move 1… when the game starts with Black to move", () => {
    const rows = layoutMoveTree({ startPly: 1, children: line('x', 'y', 'z') });
    assert.deepEqual(text(rows), ['1… x', '2. y z']);
    const first = rows[0];
    assert.ok(first.kind === 'moves' && first.red === undefined && first.black?.ply === 1);
  });

  it('counts from a later move number, as a FEN with a full-move number gives it', () => {
    // Red to move at move 12: 22 plies before
    assert.deepEqual(text(layoutMoveTree({ startPly: 22, children: line('a', 'b') })), ['12. a b']);
    assert.deepEqual(text(layoutMoveTree({ startPly: 23, children: line('a', 'b') })), ['12… a', '13. b']);
  });

  it('writes a mark\'s words under its move, before the move\'s comment, and goes on with N…', () => {
    const [a] = line('a', 'b', 'c');
    const marked: MoveNode = { ...a, quality: 'mistake', note: 'Mistake (−1.20). Best was C8.5.', comment: 'mine', children: a.children };
    assert.deepEqual(text(layoutMoveTree({ startPly: 0, children: [marked] })), ['1. a', '<mistake: Mistake (−1.20). Best was C8.5.>', '{mine}', '1… b', '2. c']);
  });

  it("breaks the row after a commented Red move and goes on with N…; Black's alternatives follow Black's move", () => {
    const [a] = line('a', 'b', 'c');
    const tree = [withKids({ ...a, comment: 'centre' }, ...a.children, ...line('b2', 'c2', 'd2'))];
    assert.deepEqual(text(layoutMoveTree({ startPly: 0, children: tree })), ['1. a', '{centre}', '1… b', '[1… b2 2. c2 d2]', '2. c']);
  });

  it('shows variations after the move they replace, each on its own line, numbered', () => {
    // 1. a b (1… x 2. y) (1… p) 2. c
    const [a] = line('a', 'b', 'c');
    const tree = [withKids(a, a.children[0], ...line('x', 'y'), ...line('p'))];
    assert.deepEqual(text(layoutMoveTree({ startPly: 0, children: tree })), ['1. a b', '[1… x 2. y | 1… p]', '2. c']);
  });

  it('keeps variations inside variations inline in brackets, renumbering after them', () => {
    // 1. a b, with the variation 1… x 2. y z (2… w 3. v) 3. u
    const [a] = line('a', 'b');
    const [x] = line('x', 'y', 'z', 'u');
    const y = x.children[0];
    const nested = withKids(x, withKids(y, y.children[0], ...line('w', 'v')));
    const rows = layoutMoveTree({ startPly: 0, children: [withKids(a, a.children[0], nested)] });
    assert.deepEqual(text(rows), ['1. a b', '[1… x 2. y z ( 2… w 3. v ) 3. u]']);
  });

  it('writes NAG glyphs after the move and marks the current move and its quality', () => {
    const [a] = line('a', 'b');
    const rows = layoutMoveTree({ startPly: 0, current: 'b', children: [{ ...a, nags: [1, 16], children: [{ ...a.children[0], quality: 'blunder', nags: [4] }] }] });
    assert.deepEqual(text(rows), ['1. a!± b??']);
    const r = rows[0];
    assert.ok(r.kind === 'moves' && r.black?.current && !r.red?.current && r.black.quality === 'blunder');
    assert.equal(nagGlyph(146), 'N');
    assert.equal(nagGlyph(250), '$250');
  });

  it('shows a comment before the first move', () => {
    assert.deepEqual(text(layoutMoveTree({ startPly: 0, startComment: 'hello', children: line('a') })), ['{hello}', '1. a']);
  });

  it('numbers plies: even for Red, odd for Black', () => {
    assert.deepEqual(moveNumber(0), { number: 1, black: false });
    assert.deepEqual(moveNumber(1), { number: 1, black: true });
    assert.deepEqual(moveNumber(2), { number: 2, black: false });
  });
});

describe('move tree navigation', () => {
  // a b c d on the main line; at b's place the variations x y and p; at d's place q
  const [a] = line('a', 'b', 'c', 'd');
  const b = a.children[0];
  const c = b.children[0];
  const view: MoveTreeView = {
    startPly: 0,
    children: [withKids(a, withKids(b, withKids(c, c.children[0], ...line('q'))), ...line('x', 'y'), ...line('p'))],
  };
  const go = (from: string | null, ...keys: Parameters<typeof navigate>[2][]): string | null => keys.reduce((at, k) => navigate(view, at, k), from);

  it('→ goes forward along the main line, ← back, Home to the start, End to the line’s end', () => {
    assert.equal(go(null, 'ArrowRight'), 'a');
    assert.equal(go('a', 'ArrowRight', 'ArrowRight'), 'c');
    assert.equal(go('c', 'ArrowLeft'), 'b');
    assert.equal(go('a', 'ArrowLeft'), null);
    assert.equal(go('c', 'Home'), null);
    assert.equal(go('a', 'End'), 'd');
    assert.equal(go('d', 'ArrowRight'), 'd');
  });

  it('↓/↑ move between the variations at the nearest fork', () => {
    assert.equal(go('b', 'ArrowDown'), 'x');
    assert.equal(go('b', 'ArrowDown', 'ArrowDown'), 'p');
    assert.equal(go('p', 'ArrowUp'), 'x');
    assert.equal(go('b', 'ArrowUp'), 'b');
    // from inside a variation, the fork is where it began
    assert.equal(go('y', 'ArrowDown'), 'p');
    // from a main-line move past the last fork: the nearest fork on the way back
    assert.equal(go('d', 'ArrowDown'), 'q');
    assert.equal(go('x', 'End'), 'y');
  });

  it('sends an unknown id to the start', () => assert.equal(go('nope', 'ArrowRight'), null));
});
