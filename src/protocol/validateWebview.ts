/**
 * Type guards for the board page's messages, both ways: a page (or a host) that sends anything else, or
 * anything larger than a real game needs, is ignored. Edits are checked to the last field, since they
 * change a user's file.
 *
 *   if (isWebviewToHost(m)) handle(m); // else drop it
 */
import { PAGE_COMMANDS, PAGE_SETTINGS, PAGE_STRINGS, REVIEW_QUALITIES, type HostToWebview, type WebviewToHost } from './webview';
import { isIccsMove } from './dto';
import { isNotation } from '../core/notation';
import { ENGINE_SETTINGS, isSettingValue } from '../core/engineSettings';
import { isArr, isInt, isRec, isScore, isStr, type Rec } from './guards';
import { isBook, isInfo, isPosition } from './validate';


// Bounds far above real games: a line of 10,000 plies, 100,000 characters of comment.
const MAX_PATH = 10_000;
const MAX_TEXT = 100_000;
const MAX_NODES = 250_000;

const isIndex = (x: unknown): x is number => isInt(x, 0, MAX_PATH);
export const isPath = (x: unknown): x is number[] => isArr(x, MAX_PATH, isIndex);
const isMove = (x: unknown): x is string => isIccsMove(x);
const isNag = (x: unknown): x is number => isInt(x, 1, 255);
const isComment = (x: unknown): x is string => isStr(x, MAX_TEXT);


const isNote = (x: unknown): boolean =>
  isRec(x) &&
  (x.score === undefined || isScore(x.score)) &&
  (x.depth === undefined || isInt(x.depth, 0, 1000)) &&
  (x.pv === undefined || isArr(x.pv, 1024, isMove));

/** A subtree (NodeData), checked without recursion and with a bound on its size. */
export const isNodeData = (x: unknown, rootMove: 'move' | 'root' = 'move'): boolean => {
  const stack: Array<[unknown, boolean]> = [[x, rootMove === 'root']];
  let seen = 0;
  while (stack.length) {
    const [n, isRoot] = stack.pop()!;
    if (++seen > MAX_NODES || !isRec(n)) return false;
    if (isRoot ? n.move !== '' : !isMove(n.move)) return false;
    if (n.comments !== undefined && !isArr(n.comments, 100, isComment)) return false;
    if (n.nags !== undefined && !isArr(n.nags, 16, isNag)) return false;
    if (n.eval !== undefined && !isNote(n.eval)) return false;
    if (n.children !== undefined) {
      if (!Array.isArray(n.children) || n.children.length > 256) return false;
      for (const c of n.children) stack.push([c, false]);
    }
  }
  return true;
};

/** A GameEdit (formats/edit.ts), every field checked. */
export const isGameEdit = (x: unknown): boolean => {
  if (!isRec(x) || !isPath(x.at) && x.type !== 'setHeader') return false;
  switch (x.type) {
    case 'addMoves':
      return isArr(x.moves, 512, isMove) && (x.moves as string[]).length > 0 && (x.index === undefined || isIndex(x.index));
    case 'delete':
      return true;
    case 'insert':
      return isIndex(x.index) && isNodeData(x.node);
    case 'promote':
      return x.toMain === undefined || typeof x.toMain === 'boolean';
    case 'reorder':
      return isIndex(x.from) && isIndex(x.to);
    case 'setComments':
      return isArr(x.comments, 100, isComment);
    case 'setNags':
      return isArr(x.nags, 16, isNag);
    case 'setHeader':
      return typeof x.name === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(x.name) && (x.value === undefined || isStr(x.value, 10_000)) && (x.index === undefined || isIndex(x.index));
    case 'setEval':
      return x.eval === undefined || isNote(x.eval);
    default:
      return false;
  }
};

const isGame = (x: unknown): boolean =>
  isRec(x) &&
  isArr(x.headers, 1000, (h): h is [string, string] => Array.isArray(h) && h.length === 2 && isStr(h[0], 100) && isStr(h[1], 10_000)) &&
  isStr(x.startFen, 200) &&
  isNodeData(x.root, 'root');

export const isDoc = (x: unknown): boolean =>
  isRec(x) &&
  isArr(x.games, 100_000, (g): g is string => isStr(g, 1000)) &&
  isIndex(x.index) &&
  (x.game === undefined || isGame(x.game)) &&
  (x.error === undefined || (isRec(x.error) && isStr(x.error.message, 2000) && isStr(x.error.where, 200))) &&
  (x.notice === undefined || isStr(x.notice, 2000));

const isConfig = (x: unknown): boolean =>
  isRec(x) &&
  ['xqf', 'pgn', 'fen', 'preview'].includes(x.kind as string) &&
  typeof x.readOnly === 'boolean' &&
  (x.language === 'zh' || x.language === 'en') &&
  isNotation(x.notation) &&
  isRec(x.strings) &&
  Object.keys(PAGE_STRINGS).every((k) => isStr((x.strings as Rec)[k], 1000)) &&
  (x.analysis === undefined || isAnalysisSettings(x.analysis));

const isPageSetting = (key: unknown): key is (typeof PAGE_SETTINGS)[number] => (PAGE_SETTINGS as readonly unknown[]).includes(key);

/** Every page setting present with a value its row takes, and an external engine's name when there is one. */
const isAnalysisSettings = (x: unknown): boolean =>
  isRec(x) && PAGE_SETTINGS.every((k) => isSettingValue(ENGINE_SETTINGS[k], x[k])) && (x.external === undefined || isStr(x.external, 200));

const isOpening = (x: unknown): boolean => isRec(x) && isStr(x.ecco, 10) && isStr(x.nameZh, 200) && isStr(x.nameEn, 200);

const isEngineState = (x: unknown): boolean =>
  isRec(x) &&
  isPosition(x.position) &&
  typeof x.running === 'boolean' &&
  isArr(x.lines, ENGINE_SETTINGS.multipv.max, isInfo) &&
  (x.book === undefined || isBook(x.book)) &&
  isStr(x.engine, 200) &&
  (x.error === undefined || isStr(x.error, 2000));

export const isReviewPly = (x: unknown): boolean =>
  isRec(x) &&
  isInt(x.ply, 1, MAX_PATH) &&
  (x.score === undefined || isScore(x.score)) &&
  (x.quality === undefined || (REVIEW_QUALITIES as readonly unknown[]).includes(x.quality)) &&
  (x.best === undefined || isArr(x.best, 1024, isMove)) &&
  (x.words === undefined || isStr(x.words, 2000));

const isSideSummary = (x: unknown): boolean =>
  isRec(x) &&
  isInt(x.inaccuracies, 0, MAX_PATH) &&
  isInt(x.mistakes, 0, MAX_PATH) &&
  isInt(x.blunders, 0, MAX_PATH) &&
  isInt(x.only, 0, MAX_PATH) &&
  (x.accuracy === undefined || (typeof x.accuracy === 'number' && x.accuracy >= 0 && x.accuracy <= 100));

const isReviewSummary = (x: unknown): boolean => isRec(x) && isSideSummary(x.red) && isSideSummary(x.black) && isStr(x.text, 2000);

/** Checks a message from the page; anything else is dropped by the host. */
export const isWebviewToHost = (m: unknown): m is WebviewToHost => {
  if (!isRec(m)) return false;
  switch (m.type) {
    case 'ready':
    case 'stop':
      return true;
    case 'edit':
      return isInt(m.id, 1, Number.MAX_SAFE_INTEGER) && isInt(m.game, 0, 100_000) && isGameEdit(m.edit);
    case 'shown':
      return isInt(m.game, 0, 100_000) && isPath(m.path) && isStr(m.fen, 200);
    case 'analyse':
      return isPosition(m.position);
    case 'pickGame':
      return isInt(m.index, 0, 100_000);
    case 'copy':
      return isStr(m.text, 10_000_000);
    case 'notice':
      return isStr(m.message, 2000);
    case 'notation':
      return isNotation(m.notation) && Object.keys(m).length === 2;
    case 'setting':
      return isPageSetting(m.key) && isSettingValue(ENGINE_SETTINGS[m.key], m.value);
    default:
      return false;
  }
};

/** Checks a message from the host (the page trusts nothing either). */
export const isHostToWebview = (m: unknown): m is HostToWebview => {
  if (!isRec(m)) return false;
  switch (m.type) {
    case 'init':
      return isConfig(m.config) && isDoc(m.doc) && (m.path === undefined || isPath(m.path));
    case 'doc':
      return isDoc(m.doc) && (m.path === undefined || isPath(m.path));
    case 'config':
      return isConfig(m.config);
    case 'goto':
      return isPath(m.path);
    case 'engine':
      return isEngineState(m.state);
    case 'review':
      return isArr(m.plies, MAX_PATH, (p): p is Rec => isReviewPly(p)) && typeof m.done === 'boolean' && (m.summary === undefined || isReviewSummary(m.summary));
    case 'opening':
      return isInt(m.game, 0, 100_000) && (m.opening === undefined || isOpening(m.opening));
    case 'command':
      return (PAGE_COMMANDS as readonly string[]).includes(m.name as string);
    case 'applied':
      return isInt(m.inReplyTo, 1, Number.MAX_SAFE_INTEGER) && isPath(m.path);
    case 'refused':
      return isInt(m.inReplyTo, 1, Number.MAX_SAFE_INTEGER) && isStr(m.code, 100) && isStr(m.message, 2000);
    default:
      return false;
  }
};
