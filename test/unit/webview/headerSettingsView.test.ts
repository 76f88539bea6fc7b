import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { ENGINE_SETTINGS } from '../../../src/core/engineSettings';
import { applyEdit } from '../../../src/formats/edit';
import { newGame } from '../../../src/formats/game';
import { toGameDto } from '../../../src/host/editors/gameDto';
import { PAGE_STRINGS, type AnalysisSettingsDto, type DocDto, type EditorConfigDto } from '../../../src/protocol/webview';
import { pageView, type PageState } from '../../../webview/editor/pageView';

const CONFIG: EditorConfigDto = { kind: 'pgn', readOnly: false, language: 'en', notation: 'wxf', strings: PAGE_STRINGS };
const SETTINGS: AnalysisSettingsDto = { multipv: 3, boardSearch: 'infinite', depth: 12, movetime: 0, engine: 'external' };
const SCREEN_HORSES = { ecco: 'C00', nameZh: '中炮对屏风马', nameEn: 'Central Cannon vs Screen Horses' };

const docOf = (headers: Record<string, string>, moves: string[] = ['h2e2', 'h9g7']): DocDto => {
  const g = newGame(START_FEN, headers);
  if (moves.length) assert.ok(applyEdit(g, { type: 'addMoves', at: [], moves }).ok);
  return { games: ['g'], index: 0, game: toGameDto(g) };
};
const state = (over: Partial<PageState> = {}): PageState => ({ path: [], flipped: false, engineOn: false, review: [], ...over });
const fields = (v: ReturnType<typeof pageView>): Record<string, string> => Object.fromEntries((v.header?.fields ?? []).map((f) => [f.name, f.value]));

describe('webview/editor/headerView: the game header panel', () => {
  it('shows the headers a player edits, in order, with the file\'s values and a result drop-down', () => {
    const v = pageView(state({ config: CONFIG, doc: docOf({ Event: 'Final', Date: '2024.05.01', Red: '许银川', Black: '吕钦', Result: '1-0', Site: 'x' }) }));
    assert.deepEqual(v.header?.fields.map((f) => f.name), ['Event', 'Date', 'Red', 'Black', 'Result', 'ECCO', 'Opening']);
    assert.deepEqual(fields(v), { Event: 'Final', Date: '2024.05.01', Red: '许银川', Black: '吕钦', Result: '1-0', ECCO: '', Opening: '' });
    const result = v.header?.fields.find((f) => f.name === 'Result');
    assert.deepEqual(result?.choices?.map(([r]) => r), ['*', '1-0', '0-1', '1/2-1/2']);
    assert.equal(v.header?.editable, true);
    assert.equal(pageView(state({ config: { ...CONFIG, readOnly: true }, doc: docOf({}) })).header?.editable, false);
  });

  it('offers an unknown result as written, reads a header named in another case, and shows none without a game', () => {
    const v = pageView(state({ config: CONFIG, doc: docOf({ event: 'club', Result: '½-½' }) }));
    assert.equal(fields(v).Event, 'club');
    assert.equal(fields(v).Result, '½-½');
    assert.ok(v.header?.fields.find((f) => f.name === 'Result')?.choices?.some(([r]) => r === '½-½'));
    assert.equal(fields(pageView(state({ config: CONFIG, doc: docOf({}) }))).Result, '*', 'no result: unknown');
    assert.equal(pageView(state({ config: CONFIG, doc: { games: [], index: 0 } })).header, undefined);
  });

  it('names the book\'s opening in the UI language, says whether the headers hold it, and ignores another game\'s', () => {
    const doc = docOf({});
    const en = pageView(state({ config: CONFIG, doc, opening: { game: 0, opening: SCREEN_HORSES } }));
    assert.deepEqual(en.header?.book, { text: 'Book: C00 Central Cannon vs Screen Horses', ecco: 'C00', name: 'Central Cannon vs Screen Horses', known: false });
    const zh = pageView(state({ config: { ...CONFIG, language: 'zh', strings: { ...PAGE_STRINGS, bookOpening: '棋谱库：{0}' } }, doc, opening: { game: 0, opening: SCREEN_HORSES } }));
    assert.equal(zh.header?.book?.text, '棋谱库：C00 中炮对屏风马');
    // the file's Chinese name counts as known in an English UI
    const known = pageView(state({ config: CONFIG, doc: docOf({ ECCO: 'C00', Opening: '中炮对屏风马' }), opening: { game: 0, opening: SCREEN_HORSES } }));
    assert.equal(known.header?.book?.known, true);
    assert.equal(pageView(state({ config: CONFIG, doc, opening: { game: 1, opening: SCREEN_HORSES } })).header?.book, undefined);
    assert.equal(pageView(state({ config: CONFIG, doc, opening: { game: 0 } })).header?.book, undefined);
  });
});

describe('webview/editor/settingsView: the analysis settings panel', () => {
  it('shows lines, search and engine with the table\'s bounds, and a summary for the folded panel', () => {
    const s = pageView(state({ config: { ...CONFIG, analysis: { ...SETTINGS, external: 'pikafish' } } })).settings;
    assert.deepEqual(s?.lines, { key: 'multipv', label: 'Lines', value: 3, min: ENGINE_SETTINGS.multipv.min, max: ENGINE_SETTINGS.multipv.max });
    assert.equal(s?.search.value, 'infinite');
    assert.equal(s?.limits, undefined, 'depth and time hidden while searching until stopped');
    assert.deepEqual(s?.engine.choices, [['builtin', 'Built-in'], ['external', 'External: pikafish']]);
    assert.equal(s?.engine.value, 'external');
    assert.equal(s?.summary, 'Lines 3 · Until stopped · External: pikafish');
  });

  it('a limited search shows depth and time, the time winning in the summary when set; without an external engine only ours is offered', () => {
    const limited = pageView(state({ config: { ...CONFIG, analysis: { ...SETTINGS, boardSearch: 'limited', depth: 20 } } })).settings;
    assert.deepEqual(limited?.limits?.map((l) => [l.key, l.value, l.min, l.max]), [['depth', 20, 1, 40], ['movetime', 0, 0, 600_000]]);
    assert.equal(limited?.summary, 'Lines 3 · Depth 20 · Built-in');
    assert.deepEqual(limited?.engine.choices.map(([v]) => v), ['builtin']);
    assert.equal(limited?.engine.value, 'builtin', 'the setting says external, but none is configured: ours searches');
    const timed = pageView(state({ config: { ...CONFIG, analysis: { ...SETTINGS, boardSearch: 'limited', movetime: 1500 } } })).settings;
    assert.equal(timed?.summary, 'Lines 3 · 1500 ms · Built-in');
    assert.equal(pageView(state({ config: CONFIG })).settings, undefined, 'no settings sent: no panel');
  });
});
