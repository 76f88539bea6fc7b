/**
 * The game header panel's view, pure: the headers a player edits (event, date, players, result, ECCO code,
 * opening), each with its label and value, and the opening the main line reaches by the book, named in the
 * UI's language, with whether the headers already say it. pageView.ts adds it to the page's view.
 *
 *   headerView(state, t) // { editable, fields: [{ name: 'Event', label: 'Event', value: '…' }, …], book? }
 */
import type { BookDto } from '../../src/protocol/dto';
import type { EditorConfigDto, GameDto, PageStringKey } from '../../src/protocol/webview';

type Words = (key: PageStringKey, ...args: Array<string | number>) => string;

/** One header as the panel edits it; `choices` (value → label) make it a drop-down. */
export interface HeaderField {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly choices?: ReadonlyArray<readonly [string, string]>;
}

export interface HeaderView {
  readonly head: string;
  /** The game can be changed (not the preview, not a file that could not be read). */
  readonly editable: boolean;
  readonly fields: readonly HeaderField[];
  /** The opening by the book: its ECCO code and name in the UI's language, and whether the headers say so already. */
  readonly book?: { readonly text: string; readonly ecco: string; readonly name: string; readonly known: boolean };
}

/** The headers the panel shows, in its order, with their words. */
export const HEADER_FIELDS = [
  ['Event', 'headerEvent'],
  ['Date', 'headerDate'],
  ['Red', 'headerRed'],
  ['Black', 'headerBlack'],
  ['Result', 'headerResult'],
  ['ECCO', 'headerEcco'],
  ['Opening', 'headerOpening'],
] as const satisfies ReadonlyArray<readonly [string, PageStringKey]>;

/** The results PGN and XQF both hold (xqf/header.ts RESULTS), as the drop-down offers them. */
const RESULT_WORDS = [
  ['*', 'resultUnknown'],
  ['1-0', 'resultRedWins'],
  ['0-1', 'resultBlackWins'],
  ['1/2-1/2', 'resultDraw'],
] as const satisfies ReadonlyArray<readonly [string, PageStringKey]>;

export const headerView = (game: GameDto, config: EditorConfigDto, opening: BookDto['opening'] | undefined, t: Words): HeaderView => {
  // header names are matched as the file spells them, then without case (a hand-written `[event "…"]`)
  const value = (name: string): string => (game.headers.find(([k]) => k === name) ?? game.headers.find(([k]) => k.toLowerCase() === name.toLowerCase()))?.[1] ?? '';
  const fields = HEADER_FIELDS.map(([name, key]): HeaderField => {
    const v = value(name);
    if (name !== 'Result') return { name, label: t(key), value: v };
    const choices: Array<readonly [string, string]> = RESULT_WORDS.map(([r, w]) => [r, t(w)] as const);
    // a result written some other way is offered as it is, so showing the panel changes nothing
    if (v && !choices.some(([r]) => r === v)) choices.push([v, v]);
    return { name, label: t(key), value: v || '*', choices };
  });
  const name = opening && (config.language === 'zh' ? opening.nameZh : opening.nameEn);
  const book =
    opening && name
      ? {
          text: t('bookOpening', `${opening.ecco} ${name}`),
          ecco: opening.ecco,
          name,
          known: value('ECCO') === opening.ecco && [opening.nameZh, opening.nameEn].includes(value('Opening')),
        }
      : undefined;
  return { head: t('gameDetails'), editable: !config.readOnly, fields, ...(book ? { book } : {}) };
};
