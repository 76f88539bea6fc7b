/**
 * The board editor for .xqf files (viewType xiangqiLens.xqf): a CustomEditorProvider over XqfDocument, so
 * undo/redo, the dirty marker, save, save as (.xqf or .pgn), revert and hot exit are VS Code's own.
 */
import * as vscode from 'vscode';
import { BoardSession, type SessionServices } from './boardSession';
import { XqfDocument } from './xqfDocument';

export class XqfEditorProvider implements vscode.CustomEditorProvider<XqfDocument> {
  private readonly _onDidChangeCustomDocument = new vscode.EventEmitter<vscode.CustomDocumentEditEvent<XqfDocument>>();
  readonly onDidChangeCustomDocument = this._onDidChangeCustomDocument.event;

  constructor(private readonly services: SessionServices) {}

  async openCustomDocument(uri: vscode.Uri, context: vscode.CustomDocumentOpenContext, _token: vscode.CancellationToken): Promise<XqfDocument> {
    const doc = await XqfDocument.open(uri, context.backupId);
    doc.onDidEdit((e) => this._onDidChangeCustomDocument.fire(e));
    return doc;
  }

  async resolveCustomEditor(document: XqfDocument, panel: vscode.WebviewPanel, _token: vscode.CancellationToken): Promise<void> {
    const session = new BoardSession(panel.webview, document, this.services);
    trackActive(panel, session, this.services);
  }

  saveCustomDocument(document: XqfDocument, cancellation: vscode.CancellationToken): Thenable<void> {
    return document.save(cancellation);
  }

  saveCustomDocumentAs(document: XqfDocument, destination: vscode.Uri, cancellation: vscode.CancellationToken): Thenable<void> {
    return document.saveAs(destination, cancellation);
  }

  revertCustomDocument(document: XqfDocument, cancellation: vscode.CancellationToken): Thenable<void> {
    return document.revert(cancellation);
  }

  backupCustomDocument(document: XqfDocument, context: vscode.CustomDocumentBackupContext, cancellation: vscode.CancellationToken): Thenable<vscode.CustomDocumentBackup> {
    return document.backup(context.destination, cancellation);
  }
}

/** Keeps the registry's active page in step with the panel's focus, and ends the session with the panel. */
export const trackActive = (panel: vscode.WebviewPanel, session: BoardSession, services: SessionServices): void => {
  if (panel.active) services.registry.setActive(session);
  const view = panel.onDidChangeViewState((e) => {
    if (e.webviewPanel.active) services.registry.setActive(session);
  });
  panel.onDidDispose(() => {
    view.dispose();
    session.dispose();
  });
};
