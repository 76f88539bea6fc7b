/**
 * Type guards for the evaluation graph view's messages, both ways (graphView.ts): anything else is dropped.
 *
 *   if (isGraphViewToHost(m)) handle(m);
 */
import { GRAPH_VIEW_STRINGS, type GraphViewToHost, type HostToGraphView } from './graphView';
import { isArr, isInt, isRec, isStr } from './guards';
import { isReviewPly } from './validateWebview';

const KEYS = Object.keys(GRAPH_VIEW_STRINGS);
/** Longest main line a graph takes (as the board page's paths). */
const MAX_PLIES = 4096;

export const isGraphViewToHost = (m: unknown): m is GraphViewToHost => {
  if (!isRec(m)) return false;
  switch (m.type) {
    case 'ready':
      return Object.keys(m).length === 1;
    case 'jump':
      return isInt(m.ply, 1, MAX_PLIES) && Object.keys(m).length === 2;
    default:
      return false;
  }
};

const isStrings = (x: unknown): boolean => isRec(x) && Object.keys(x).length === KEYS.length && KEYS.every((k) => isStr(x[k], 500));
const isLabel = (x: unknown): x is string => isStr(x, 40);

const isGame = (x: unknown): boolean =>
  isRec(x) &&
  isStr(x.title, 1000) &&
  isInt(x.startPly, 0, 1) &&
  isArr(x.labels, MAX_PLIES, isLabel) &&
  isArr(x.plies, MAX_PLIES, (p): p is unknown => isReviewPly(p)) &&
  (x.current === undefined || isInt(x.current, 1, MAX_PLIES)) &&
  (x.summary === undefined || isStr(x.summary, 2000)) &&
  (x.progress === undefined || (isRec(x.progress) && isInt(x.progress.done, 0, 100_000) && isInt(x.progress.total, 0, 100_000)));

export const isHostToGraphView = (m: unknown): m is HostToGraphView =>
  isRec(m) && m.type === 'show' && (m.language === 'zh' || m.language === 'en') && isStrings(m.strings) && (m.game === undefined || isGame(m.game));
