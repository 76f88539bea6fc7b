/**
 * Position search over the workspace's game files (XQF, PGN, DhtmlXQ): the pure PositionSearch
 * (src/analysis/positionSearch.ts) with VS Code's file system, a watcher that drops a file's index when
 * it changes or goes away, and opening a hit on the board at its move.
 *
 *   const r = await games.search(fen, { onProgress, token });   // SearchOutputDto
 *   await games.open(hit.file, hit.game, hit.node);
 */
import * as vscode from 'vscode';
import { pathOfNode, positionQuery } from '../../analysis/positionIndex';
import { PositionSearch } from '../../analysis/positionSearch';
import { toFen, parseFen } from '../../core/fen';
import { numberedMove, replayLine } from '../../core/line';
import type { Notation } from '../../core/notation';
import { Result, err, ok } from '../../core/result';
import { referencePaths } from '../../formats/gameReference';
import { type Game, nodesAlong } from '../../formats/game';
import { readGames } from '../../formats/read';
import type { SearchHitDto, SearchOutputDto } from '../../protocol/notebook';
import { Disposable } from '../dispose';
import type { SessionRegistry } from '../editors/boardSession';
import { TEXT_VIEW_TYPE, XQF_VIEW_TYPE } from '../editors/viewTypes';
import { readConfig } from '../config';
import { uiLanguage } from '../locale';

/** The files searched: XQF, PGN (and WXF), and DhtmlXQ/UBB pages, which come as text or HTML. */
export const GAME_GLOB = '**/*.{xqf,XQF,pgn,PGN,xqpgn,wxf,WXF,txt,TXT,htm,html,dhtml,ubb}';
const EXCLUDE = '**/{node_modules,.git,.vscode-test}/**';
/** Text and HTML files are searched only when they hold a DhtmlXQ or UBB record; others are not game files. */
const MAYBE_NOT_GAMES = /\.(txt|htm|html)$/i;
/** Most hits listed in an output (all are counted). */
export const HIT_LIMIT = 500;

export interface SearchRun {
  readonly onProgress?: (partial: SearchOutputDto) => void;
  readonly token?: vscode.CancellationToken;
}

export class GameSearch extends Disposable {
  private readonly index = new PositionSearch({ read: async (id) => vscode.workspace.fs.readFile(vscode.Uri.parse(id)) });

  constructor(private readonly registry: SessionRegistry) {
    super();
    const watcher = this._register(vscode.workspace.createFileSystemWatcher(GAME_GLOB));
    const drop = (uri: vscode.Uri): void => this.index.invalidate(uri.toString());
    this._register(watcher.onDidChange(drop));
    this._register(watcher.onDidDelete(drop));
    this._register(watcher.onDidCreate(drop));
  }

  /** Searches every game file of the workspace for `fen` and its mirror. */
  async search(fen: string, run: SearchRun = {}): Promise<Result<SearchOutputDto, string>> {
    const q = positionQuery(fen);
    if (!q.ok) return err(vscode.l10n.t('Invalid FEN: {0}', q.error.message));
    const normal = parseFen(fen);
    const shown = normal.ok ? toFen(normal.value) : fen;
    const uris = await vscode.workspace.findFiles(GAME_GLOB, EXCLUDE);
    uris.sort((a, b) => vscode.workspace.asRelativePath(a).localeCompare(vscode.workspace.asRelativePath(b)));
    const language = uiLanguage();
    const base = { version: 1 as const, fen: shown, files: uris.length, language } as const;
    let last = 0;
    const r = await this.index.search(
      uris.map((u) => ({ id: u.toString() })),
      q.value,
      {
        limit: HIT_LIMIT,
        isCancelled: () => run.token?.isCancellationRequested === true,
        onProgress: (done) => {
          // at most four progress reports a second
          const now = Date.now();
          if (now - last < 250) return;
          last = now;
          run.onProgress?.({ ...base, state: 'running', done, games: 0, total: 0, hits: [] });
        },
      },
    );
    const moves = await this.movesOf(r.hits, readConfig().notation);
    const hits = r.hits.map(
      (h, i): SearchHitDto => ({
        file: vscode.workspace.asRelativePath(vscode.Uri.parse(h.file), false),
        game: h.game,
        games: h.games,
        name: h.name,
        ply: h.ply,
        ...(moves[i] ? { move: moves[i] } : {}),
        main: h.main,
        mirrored: h.mirrored,
        node: h.node,
      }),
    );
    // text and HTML files without a game in them were never game files: they are not counted
    const notGames = r.unreadable.filter((u) => MAYBE_NOT_GAMES.test(u.file)).length;
    return ok({ ...base, state: r.cancelled ? 'stopped' : 'done', done: r.files - notGames, files: r.files - notGames, games: r.games, total: r.total, hits });
  }

  /**
   * The move that reached each hit as players write it (`1…马8进7`): the index keeps positions, not moves,
   * so each file with a listed hit is read once more. A file that no longer reads leaves its hits unnamed.
   */
  private async movesOf(hits: ReadonlyArray<{ file: string; game: number; node: number }>, notation: Notation): Promise<Array<string | undefined>> {
    const files = new Map<string, Promise<readonly Game[] | undefined>>();
    const gamesOf = (file: string): Promise<readonly Game[] | undefined> => {
      let p = files.get(file);
      if (!p) {
        const uri = vscode.Uri.parse(file);
        p = Promise.resolve(vscode.workspace.fs.readFile(uri)).then(
          (bytes) => {
            const r = readGames(bytes, uri.path);
            return r.ok ? r.value.games : undefined;
          },
          () => undefined,
        );
        files.set(file, p);
      }
      return p;
    };
    return Promise.all(
      hits.map(async (h) => {
        const game = (await gamesOf(h.file))?.[h.game];
        const path = game && pathOfNode(game, h.node);
        const nodes = game && path && path.length > 0 ? nodesAlong(game, path) : undefined;
        if (!game || !nodes) return undefined;
        const before = replayLine(game.startFen, nodes.slice(0, -1).map((n) => n.move));
        return before.ok ? numberedMove(before.value.position, nodes[nodes.length - 1].move, notation) : undefined;
      }),
    );
  }

  /** The workspace file a hit names; none outside its folder (a saved study's outputs could name any path). */
  uriOf(file: string): vscode.Uri | undefined {
    const folders = vscode.workspace.workspaceFolders ?? [];
    if (folders.length === 0) return undefined;
    // asRelativePath names a file of a multi-root workspace with its folder's name first
    const named = folders.find((f) => folders.length > 1 && file.startsWith(`${f.name}/`));
    const root = named?.uri ?? folders[0].uri;
    const inside = referencePaths(named ? file.slice(named.name.length + 1) : file, undefined, root.path);
    return inside.ok ? root.with({ path: inside.value[0] }) : undefined;
  }

  /** Opens game `game` of a workspace file on the board at the node numbered `node` (preorder). */
  async open(file: string, game: number, node: number): Promise<void> {
    const uri = this.uriOf(file);
    if (!uri) return;
    const read = readGames(await vscode.workspace.fs.readFile(uri), uri.path);
    const g = read.ok ? read.value.games[game] : undefined;
    const path = g ? pathOfNode(g, node) : undefined;
    await openGameAt(this.registry, uri, game, path ?? []);
  }
}

/**
 * Opens a game file on the board (XQF in its editor, text formats in the text board editor) and shows
 * game `game` at `path`, once the page has said where it is.
 */
export const openGameAt = async (registry: SessionRegistry, uri: vscode.Uri, game: number, path: readonly number[]): Promise<void> => {
  const viewType = /\.xqf$/i.test(uri.path) ? XQF_VIEW_TYPE : TEXT_VIEW_TYPE;
  await vscode.commands.executeCommand('vscode.openWith', uri, viewType);
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const s = registry.active;
    if (s?.where && s.doc.uri?.toString() === uri.toString()) {
      s.showGame(game, path);
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
};
