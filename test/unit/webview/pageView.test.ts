import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { applyEdit } from '../../../src/formats/edit';
import { newGame } from '../../../src/formats/game';
import { toGameDto } from '../../../src/host/editors/gameDto';
import type { InfoDto } from '../../../src/protocol/dto';
import { PAGE_STRINGS, type DocDto, type EditorConfigDto } from '../../../src/protocol/webview';
import { pageView, type PageState } from '../../../webview/editor/pageView';

const CONFIG: EditorConfigDto = { kind: 'xqf', readOnly: false, language: 'en', notation: 'wxf', strings: PAGE_STRINGS };

const docOf = (moves: string[], headers: Record<string, string> = {}): DocDto => {
  const g = newGame(START_FEN, headers);
  assert.ok(applyEdit(g, { type: 'addMoves', at: [], moves }).ok);
  return { games: ['g'], index: 0, game: toGameDto(g) };
};

const line = (multipv: number, cp: number, pv: string[]): InfoDto => ({ depth: 9, seldepth: 9, multipv, score: { kind: 'cp', value: cp }, nodes: 9000, nps: 90_000, hashfull: 0, pv });

const state = (over: Partial<PageState> = {}): PageState => ({ path: [], flipped: false, engineOn: false, review: [], ...over });

describe('webview/editor/pageView: the board page as panels see it', () => {
  it('without a game: an empty board and nothing to analyse, list or graph; the reason the file could not be read', () => {
    const v = pageView(state({ config: CONFIG, doc: { games: [], index: 0, error: { message: 'bad header', where: 'byte 4' } } }));
    assert.equal(v.board.pieces.size, 0);
    assert.equal(v.engine, undefined);
    assert.equal(v.tree, undefined);
    assert.equal(v.graph, undefined);
    assert.match(v.notice ?? '', /bad header/);
  });

  it('the notation picker: the page\'s notation chosen, each choice named with the central cannon in it; the moves follow the config', () => {
    const doc = docOf(['h2e2', 'h9g7']);
    const v = pageView(state({ config: CONFIG, doc, path: [0] }));
    assert.equal(v.notation?.value, 'wxf');
    assert.deepEqual(v.notation?.options, [
      ['zh', 'Chinese · 炮二平五'],
      ['wxf', 'WXF · C2.5'],
      ['iccs', 'ICCS · h2e2'],
    ]);
    const zh = pageView(state({ config: { ...CONFIG, notation: 'zh' }, doc, path: [0] }));
    assert.equal(zh.notation?.value, 'zh');
    assert.deepEqual(zh.tree?.children.map((c) => c.label), ['炮二平五']);
    assert.equal(pageView(state({ doc })).notation, undefined, 'no choice before the host has said which notation');
  });

  it('at a move: its position, the last move, the title from the headers, the move list at that move, the side to move free to play', () => {
    const doc = docOf(['h2e2', 'h9g7'], { Event: 'Final', Red: 'A', Black: 'B', Result: '1-0' });
    const v = pageView(state({ config: CONFIG, doc, path: [0, 0] }));
    assert.equal(v.title, 'Final · A – B · 1-0');
    assert.equal(v.board.pieces.size, 32);
    assert.deepEqual(v.board.lastMove, ['h9', 'g7']);
    assert.equal(v.board.movable.color, 'red');
    assert.ok((v.board.movable.dests.get('e2')?.length ?? 0) > 0, 'the cannon on e2 moves');
    assert.equal(v.tree?.current, '0.0');
    assert.deepEqual(v.tree?.children.map((c) => c.label), ['C2.5']);
    assert.equal(v.engine?.status, PAGE_STRINGS.idle);
    // read only: nobody moves
    assert.equal(pageView(state({ config: { ...CONFIG, readOnly: true }, doc, path: [0, 0] })).board.movable.color, undefined);
  });

  it('the engine\'s lines for the position shown: arrows with Red\'s scores, the lines in the notation, the bar; not for another position', () => {
    const doc = docOf(['h2e2']);
    const engine = { position: { fen: START_FEN, moves: ['h2e2'] }, running: true, engine: 'Xiangqi Lens', lines: [line(1, -30, ['h9g7', 'h0g2']), line(2, -50, ['b9c7'])] };
    const v = pageView(state({ config: CONFIG, doc, path: [0], engineOn: true, engine }));
    // Black to move: a score of −30 for Black is +0.30 for Red
    assert.deepEqual(v.board.arrows.map((a) => [a.from, a.to, a.rank, a.label]), [['h9', 'g7', 1, '+0.30'], ['b9', 'c7', 2, '+0.50']]);
    assert.deepEqual(v.engine?.lines.map((l) => l.moves), [['H8+7', 'H2+3'], ['H2+3']]);
    assert.equal(v.bar.label, '+0.30');
    assert.match(v.engine?.status ?? '', /^Xiangqi Lens · /);
    const elsewhere = pageView(state({ config: CONFIG, doc, path: [], engineOn: true, engine }));
    assert.deepEqual(elsewhere.board.arrows, []);
    assert.deepEqual(elsewhere.engine?.lines, []);
  });

  it('stepping into a line shows its position without arrows; the review graphs the main line and fills the bar where the engine is silent', () => {
    const doc = docOf(['h2e2']);
    const engine = { position: { fen: START_FEN, moves: ['h2e2'] }, running: false, engine: 'Xiangqi Lens', lines: [line(1, -30, ['h9g7', 'h0g2'])] };
    const stepped = pageView(state({ config: CONFIG, doc, path: [0], engine, preview: { line: 0, move: 1 } }));
    assert.deepEqual(stepped.board.lastMove, ['h0', 'g2']);
    assert.deepEqual(stepped.board.arrows, []);
    const review = [{ ply: 1, score: { kind: 'cp', value: 40 }, quality: 'inaccuracy', words: 'Inaccuracy (−0.60). Best was P7+1.' }] as PageState['review'];
    const side = { inaccuracies: 1, mistakes: 0, blunders: 0, only: 0, accuracy: 95 };
    const summary = { red: side, black: { ...side, inaccuracies: 0, accuracy: 100 }, text: 'Red: 1 ?!, 0 ?, 0 ??, accuracy 95 %; Black: …' };
    const reviewed = pageView(state({ config: CONFIG, doc, path: [0], review, summary }));
    // each point names its move (for the dot's tooltip) and its score as the page writes it
    assert.deepEqual(reviewed.graph, { firstPly: 1, points: [{ id: '0', label: '1. C2.5', score: { kind: 'cp', value: 40 }, scoreText: '+0.40', quality: 'inaccuracy' }], current: '0', summary: summary.text });
    assert.equal(reviewed.bar.label, '+0.40');
    assert.equal(reviewed.tree?.children[0].quality, 'inaccuracy');
    assert.equal(reviewed.tree?.children[0].note, 'Inaccuracy (−0.60). Best was P7+1.');
  });

  it('the book only where the position is in it: its moves with their share, and the opening; nothing once out of it', () => {
    const doc = docOf(['h2e2']);
    const opening = { ecco: 'B00', nameZh: '中炮局', nameEn: 'Central Cannon' };
    const engine = (moves: Array<{ move: string; weight: number }>) => ({ position: { fen: START_FEN, moves: ['h2e2'] }, running: false, engine: 'Xiangqi Lens', lines: [], book: { moves, opening } });
    const inBook = pageView(state({ config: CONFIG, doc, path: [0], engine: engine([{ move: 'h9g7', weight: 3 }, { move: 'h7e7', weight: 1 }]) }));
    assert.deepEqual(inBook.book, { head: `${PAGE_STRINGS.book} · B00 Central Cannon`, moves: [{ move: 'h9g7', label: 'H8+7', percent: 75 }, { move: 'h7e7', label: 'C8.5', percent: 25 }] });
    assert.equal(pageView(state({ config: CONFIG, doc, path: [0], engine: engine([]) })).book, undefined);
  });

  it('the comment being edited: the move it belongs to in the notation, and its text', () => {
    const doc = docOf(['h2e2']);
    const v = pageView(state({ config: CONFIG, doc, path: [0], editingComment: [0] }));
    assert.deepEqual(v.comment, { at: [0], id: '0', label: 'C2.5', text: '' });
    assert.equal(pageView(state({ config: CONFIG, doc, path: [0] })).comment, undefined);
  });
});

describe('webview/editor/pageView: whose turn, which ply, and why a move was refused', () => {
  it('says whose turn it is and the ply shown', () => {
    const doc = docOf(['h2e2', 'h9g7', 'h0g2']);
    const start = pageView(state({ config: CONFIG, doc, path: [] }));
    assert.deepEqual(start.status, { turn: 'red', turnText: 'Red to move', plyText: 'Ply 0' });
    const two = pageView(state({ config: CONFIG, doc, path: [0] }));
    assert.deepEqual(two.status, { turn: 'black', turnText: 'Black to move', plyText: 'Ply 1' });
  });

  it("says why the board refused a move, in the page's words, beside any notice of the file", () => {
    const doc: DocDto = { games: ['g'], index: 0, game: toGameDto(newGame(START_FEN, {})) };
    // b0's horse to d1 passes c0, where the elephant stands
    const v = pageView(state({ config: CONFIG, doc, refused: { from: 'b0', to: 'd1' } }));
    assert.equal(v.notice, PAGE_STRINGS.illegalHorseLeg);
    const zh = { ...CONFIG, strings: { ...PAGE_STRINGS, illegalHorseLeg: '蹩马腿：马腿上有棋子。' } };
    assert.equal(pageView(state({ config: zh, doc, refused: { from: 'b0', to: 'd1' } })).notice, '蹩马腿：马腿上有棋子。');
    assert.equal(pageView(state({ config: CONFIG, doc: { ...doc, notice: 'Read only' }, refused: { from: 'c3', to: 'c2' } })).notice, `Read only\n${PAGE_STRINGS.illegalPawnBackward}`);
    assert.equal(pageView(state({ config: CONFIG, doc })).notice, undefined);
  });
});
