/**
 * The outputs a study cell writes: an analysis or a position search as our own MIME type (drawn by the
 * renderer) with a plain-text twin for every other viewer, and errors. The JSON is laid out one key per
 * line and one engine line or hit per line, so a saved study diffs by what changed.
 *
 *   execution.replaceOutput(analysisOutput(dto));
 */
import * as vscode from 'vscode';
import { formatLine } from '../../core/line';
import { parseFen } from '../../core/fen';
import { toRedView } from '../../core/score';
import { ANALYSIS_MIME, SEARCH_MIME, hitReference, type AnalysisOutputDto, type SearchOutputDto } from '../../protocol/notebook';
import { scoreWords } from '../commands/analyse';

/** JSON with each top-level key on its own line, and each element of a top-level array too. */
export const studyJson = (value: object): string => {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  const body = entries.map(([k, v]) => {
    const text = Array.isArray(v) && v.length ? `[\n${v.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]` : JSON.stringify(v);
    return `${JSON.stringify(k)}: ${text}`;
  });
  return `{\n${body.join(',\n')}\n}`;
};

/** How many moves of each line the plain text lists. */
const TEXT_MOVES = 12;

export const analysisText = (a: AnalysisOutputDto): string => {
  const pos = parseFen(a.fen);
  const turn = pos.ok ? pos.value.turn : 0;
  const state = a.state === 'running' ? vscode.l10n.t('searching') : a.state === 'stopped' ? vscode.l10n.t('stopped') : a.state === 'failed' ? vscode.l10n.t('The engine failed: {0}', a.error ?? '') : '';
  const depth = a.lines[0] ? vscode.l10n.t('depth {0}', a.lines[0].depth) : '';
  const head = [a.fen, [a.engine, depth, state].filter(Boolean).join(' · ')];
  const lines = a.lines.map((l) => {
    const moves = formatLine(a.fen, l.pv.slice(0, TEXT_MOVES), a.notation).join(' ');
    return `${l.multipv}. ${scoreWords(toRedView(l.score, turn))}  ${moves}${l.pv.length > TEXT_MOVES ? ' …' : ''}`;
  });
  return [...head, ...lines].join('\n');
};

export const analysisOutput = (a: AnalysisOutputDto): vscode.NotebookCellOutput =>
  new vscode.NotebookCellOutput([vscode.NotebookCellOutputItem.text(studyJson(a), ANALYSIS_MIME), vscode.NotebookCellOutputItem.text(analysisText(a), 'text/plain')]);

export const searchText = (s: SearchOutputDto): string => {
  const head =
    s.state === 'running'
      ? vscode.l10n.t('Searching {0} of {1} files…', s.done, s.files)
      : s.total
        ? vscode.l10n.t('Reached in {0} of {1} games ({2} files searched)', s.total, s.games, s.files)
        : vscode.l10n.t('Reached in none of {0} games ({1} files searched)', s.games, s.files);
  const hits = s.hits.map((h) => {
    const notes = [h.name, h.main ? '' : vscode.l10n.t('variation'), h.mirrored ? vscode.l10n.t('mirrored') : ''].filter(Boolean).join(', ');
    return `${hitReference(h)}${notes ? `  (${notes})` : ''}`;
  });
  return [s.fen, head, ...hits, ...(s.total > s.hits.length ? [vscode.l10n.t('… and {0} more', s.total - s.hits.length)] : [])].join('\n');
};

export const searchOutput = (s: SearchOutputDto): vscode.NotebookCellOutput =>
  new vscode.NotebookCellOutput([vscode.NotebookCellOutputItem.text(studyJson(s), SEARCH_MIME), vscode.NotebookCellOutputItem.text(searchText(s), 'text/plain')]);

export const errorOutput = (name: string, message: string): vscode.NotebookCellOutput =>
  new vscode.NotebookCellOutput([vscode.NotebookCellOutputItem.error({ name, message })]);
