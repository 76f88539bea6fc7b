/**
 * Type guards for the setup board's messages, both ways (setupPage.ts): anything else is dropped. A FEN is
 * checked for its length and shape only; the rules judge it where it is used.
 *
 *   if (isSetupPageToHost(m)) handle(m);
 */
import { isFen, isRec, isStr } from './guards';
import { SETUP_STRINGS, type HostToSetupPage, type SetupPageState, type SetupPageToHost } from './setupPage';

const KEYS = Object.keys(SETUP_STRINGS);

export const isSetupPageToHost = (m: unknown): m is SetupPageToHost => {
  if (!isRec(m)) return false;
  switch (m.type) {
    case 'ready':
      return Object.keys(m).length === 1;
    case 'copyFen':
    case 'newGame':
    case 'changed':
      return isFen(m.fen) && Object.keys(m).length === 2;
    default:
      return false;
  }
};

const isStrings = (x: unknown): boolean => isRec(x) && Object.keys(x).length === KEYS.length && KEYS.every((k) => isStr(x[k], 500));

export const isHostToSetupPage = (m: unknown): m is HostToSetupPage =>
  isRec(m) && m.type === 'init' && (m.language === 'zh' || m.language === 'en') && isStrings(m.strings) && isFen(m.fen);

/** The page's saved state, as VS Code hands it back (from the page, so checked like a message). */
export const isSetupPageState = (x: unknown): x is SetupPageState =>
  isRec(x) && isFen(x.fen) && (x.orientation === 'red' || x.orientation === 'black');
