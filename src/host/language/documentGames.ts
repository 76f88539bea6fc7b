import * as vscode from 'vscode';
import { GameTextCache, readNow, type ReadResult } from '../../formats/gameTextCache';
import { Disposable } from '../dispose';

/** Longest stretch a reading runs before it lets the extension host's other work go first. */
const SLICE_MS = 8;

interface Entry {
  readonly cache: GameTextCache;
  version: number;
  /** The reading of `version`, shared by everyone who asks. */
  reading?: Promise<ReadResult | undefined>;
  answer?: ReadResult;
}

/**
 * The games of every open game-text document, read once per document version and shared: the Problems
 * panel, folding, the outline, the board beside the text and the move decorations all ask here, so a
 * version is read once whoever asks. Reading runs in slices of a few milliseconds between which the
 * extension host does other work, and after an edit re-reads only the games the edit touched
 * (formats/gameTextCache.ts). A reading that a newer version overtakes stops at its next slice.
 *
 * @example
 * const r = await games.read(document, token); // undefined when the document changed meanwhile or token fired
 * if (r?.ok) r.value.games[0].root.children[0].source?.move
 * games.onDidRead(({ document, result }) => redecorate(document, result));
 */
export class DocumentGames extends Disposable {
  private readonly entries = new Map<string, Entry>();
  private readonly _onDidRead = this._register(new vscode.EventEmitter<{ readonly document: vscode.TextDocument; readonly result: ReadResult }>());
  /** Fires when a document's current version has been read. */
  readonly onDidRead = this._onDidRead.event;
  private disposed = false;

  constructor() {
    super();
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.entries.delete(d.uri.toString())));
    this._register({ dispose: () => (this.disposed = true) });
  }

  /** What the document's current version reads as, when that reading has finished; else undefined. */
  peek(document: vscode.TextDocument): ReadResult | undefined {
    const e = this.entries.get(document.uri.toString());
    return e && e.version === document.version ? e.answer : undefined;
  }

  /**
   * The games of the document's current version, read now (for the board beside the text, which answers
   * synchronously): the same cache, so after an edit only the games it touched are read again.
   */
  readNow(document: vscode.TextDocument): ReadResult {
    const key = document.uri.toString();
    let e = this.entries.get(key);
    if (!e) {
      e = { cache: new GameTextCache(), version: -1 };
      this.entries.set(key, e);
    }
    if (e.version === document.version && e.answer) return e.answer;
    const answer = readNow(e.cache, document.getText(), document.fileName);
    e.version = document.version;
    e.answer = answer;
    // a slower reading of this version in flight stops at its next slice and answers with this one
    e.reading = Promise.resolve(answer);
    this._onDidRead.fire({ document, result: answer });
    return answer;
  }

  /**
   * The games of the document's current version. Callers asking for the same version share one reading;
   * undefined when the document changed before it finished or `token` was cancelled (the reading goes
   * on for the others).
   */
  read(document: vscode.TextDocument, token?: vscode.CancellationToken): Promise<ReadResult | undefined> {
    const key = document.uri.toString();
    let e = this.entries.get(key);
    if (!e) {
      e = { cache: new GameTextCache(), version: -1 };
      this.entries.set(key, e);
    }
    if (e.version !== document.version || !e.reading) {
      e.version = document.version;
      e.answer = undefined;
      e.reading = this.run(e, document);
    }
    return token ? untilCancelled(e.reading, token) : e.reading;
  }

  private async run(e: Entry, document: vscode.TextDocument): Promise<ReadResult | undefined> {
    const version = document.version;
    const reading = e.cache.read(document.getText(), document.fileName);
    for (;;) {
      const until = performance.now() + SLICE_MS;
      const answer = reading.step(() => performance.now() > until);
      if (answer) {
        if (e.version !== version || this.disposed) return undefined;
        e.answer = answer;
        this._onDidRead.fire({ document, result: answer });
        return answer;
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
      // overtaken by a newer version, or closed: what was read stays in the cache for the next reading
      if (e.version !== version || this.disposed || this.entries.get(document.uri.toString()) !== e) return undefined;
      // read meanwhile by readNow
      if (e.answer) return e.answer;
    }
  }
}

const untilCancelled = <T>(p: Promise<T | undefined>, token: vscode.CancellationToken): Promise<T | undefined> =>
  token.isCancellationRequested
    ? Promise.resolve(undefined)
    : new Promise((resolve) => {
        const sub = token.onCancellationRequested(() => {
          sub.dispose();
          resolve(undefined);
        });
        void p.then((v) => {
          sub.dispose();
          resolve(v);
        });
      });
