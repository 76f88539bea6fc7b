/**
 * The .xqnb serializer: bytes ↔ VS Code's notebook data, over the pure study format in
 * src/formats/study.ts (whose head comment is the format's reference, with README "Study notebooks").
 * In short: a UTF-8 Markdown document; position cells are ```xiangqi fences (cell metadata as JSON after
 * the language), each output follows its cell as `<!-- xqnb:output MIME -->` and a fenced block (JSON,
 * text or base64), so a study reads well in any text viewer and diffs line by line.
 *
 * A file that is not UTF-8 text is refused with a clear error (VS Code keeps it untouched); a stretch that
 * does not follow the format opens as a raw cell showing why, and is written back exactly as it was.
 *
 *   vscode.workspace.registerNotebookSerializer(STUDY_TYPE, new StudySerializer(), StudySerializer.options);
 */
import * as vscode from 'vscode';
import { isRawCell, readStudy, writeStudy, type Json, type StudyCell, type StudyItem, type StudyOutput } from '../../formats/study';

/** Output types kept as text in the file (the rest as base64). */
const isTextMime = (mime: string): boolean =>
  /^text\//i.test(mime) || /[/+](json|xml)$/i.test(mime) || /^application\/vnd\.code\.notebook\.(stdout|stderr|error)$/i.test(mime);

const utf8 = new TextDecoder('utf-8', { fatal: true });

export class StudySerializer implements vscode.NotebookSerializer {
  /** Outputs are part of the study; the execution order and timing are not. */
  static readonly options: vscode.NotebookDocumentContentOptions = {
    transientOutputs: false,
    transientCellMetadata: { executionOrder: true, runStartTime: true, runEndTime: true, statusMessage: true },
  };

  deserializeNotebook(content: Uint8Array): vscode.NotebookData {
    let text: string;
    try {
      text = utf8.decode(content);
    } catch {
      throw new Error(vscode.l10n.t('This study is not UTF-8 text, so it cannot be opened as a study; the file is left as it is. Open it with the text editor to see what it holds.'));
    }
    const { study, issues } = readStudy(text);
    const cells = study.cells.map((c) => toCellData(c));
    for (const issue of issues) {
      const cell = issue.cell === undefined ? undefined : cells[issue.cell];
      // the reason shows under the raw cell; it is not saved (a raw cell is written back as its text alone)
      cell?.outputs?.push(new vscode.NotebookCellOutput([vscode.NotebookCellOutputItem.error({ name: vscode.l10n.t('Not read as a study'), message: issue.message })]));
    }
    if (issues.length)
      void vscode.window.showWarningMessage(
        vscode.l10n.t('Part of this study could not be read (line {0}: {1}). It is kept as it is in a raw cell and saved back unchanged.', issues[0].line, issues[0].message),
      );
    const data = new vscode.NotebookData(cells);
    if (study.metadata) data.metadata = study.metadata;
    return data;
  }

  serializeNotebook(data: vscode.NotebookData): Uint8Array {
    const cells = data.cells.map(fromCellData);
    return new TextEncoder().encode(writeStudy({ cells, ...(data.metadata && Object.keys(data.metadata).length ? { metadata: data.metadata as Json } : {}) }));
  }
}

const toCellData = (c: StudyCell): vscode.NotebookCellData => {
  const kind = c.kind === 'markdown' ? vscode.NotebookCellKind.Markup : vscode.NotebookCellKind.Code;
  const cell = new vscode.NotebookCellData(kind, c.source, c.language);
  if (c.metadata) cell.metadata = c.metadata;
  cell.outputs = (c.outputs ?? []).map(
    (o) => new vscode.NotebookCellOutput(o.items.map(toItem), o.metadata),
  );
  return cell;
};

const toItem = (i: StudyItem): vscode.NotebookCellOutputItem =>
  'base64' in i ? new vscode.NotebookCellOutputItem(Buffer.from(i.base64, 'base64'), i.mime) : vscode.NotebookCellOutputItem.text(i.text, i.mime);

const fromCellData = (c: vscode.NotebookCellData): StudyCell => {
  const metadata = c.metadata && Object.keys(c.metadata).length ? (c.metadata as Json) : undefined;
  const base = { source: c.value, ...(metadata ? { metadata } : {}) };
  if (c.kind === vscode.NotebookCellKind.Markup) return { kind: 'markdown', language: 'markdown', ...base };
  const cell: StudyCell = { kind: 'code', language: c.languageId, ...base, outputs: [] };
  if (isRawCell(cell)) return cell;
  return { ...cell, outputs: (c.outputs ?? []).map(fromOutput) };
};

const fromOutput = (o: vscode.NotebookCellOutput): StudyOutput => ({
  items: o.items.map((i): StudyItem => (isTextMime(i.mime) ? { mime: i.mime, text: Buffer.from(i.data).toString('utf8') } : { mime: i.mime, base64: Buffer.from(i.data).toString('base64') })),
  ...(o.metadata && Object.keys(o.metadata).length ? { metadata: o.metadata as Json } : {}),
});
