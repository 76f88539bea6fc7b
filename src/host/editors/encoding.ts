/**
 * Chinese game files saved in GBK or Big5 (the xqbase-era tools write them) show as mojibake when VS Code
 * opens them as UTF-8. When our detection (formats/text/encoding.ts) finds such a file open as UTF-8, it is
 * opened again in its own encoding, with VS Code's encoding API where the editor has it (1.100 and later);
 * older editors are told how to do it by hand.
 *
 *   const doc = (await reopenWithDetectedEncoding(document)) ?? document;
 */
import * as vscode from 'vscode';
import { decodeText } from '../../formats/text/encoding';

/** VS Code's names for the encodings we detect. */
const VSCODE_ENCODING = { 'gb18030': 'gb18030', big5: 'cp950' } as const;

type OpenWithEncoding = (uri: vscode.Uri, options: { encoding: string }) => Thenable<vscode.TextDocument>;

export const reopenWithDetectedEncoding = async (document: vscode.TextDocument): Promise<vscode.TextDocument | undefined> => {
  if (document.uri.scheme !== 'file' || document.isDirty) return undefined;
  // only text VS Code could not decode is a candidate: U+FFFD where the bytes were not UTF-8
  if (!document.getText().includes('\ufffd')) return undefined;
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(document.uri);
  } catch {
    return undefined;
  }
  const detected = decodeText(bytes).encoding;
  if (detected === 'utf-8') return undefined;
  const encoding = VSCODE_ENCODING[detected];
  const current = (document as vscode.TextDocument & { encoding?: string }).encoding;
  if (current === undefined) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('{0} is written in {1}: use "Reopen with Encoding" on the status bar to read it', vscode.workspace.asRelativePath(document.uri), detected === 'big5' ? 'Big5' : 'GBK'),
    );
    return undefined;
  }
  if (current === encoding) return undefined;
  const open = vscode.workspace.openTextDocument as unknown as OpenWithEncoding;
  return open(document.uri, { encoding });
};
