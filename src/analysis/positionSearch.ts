/**
 * Position search over many game files, with one index per file kept between searches: a file is read
 * and indexed the first time a search needs it, and again only after `invalidate` (the host's file
 * watcher calls it) or when its stamp (modification time and size) changed. Files are read a few at a
 * time through the caller's `read`, so the host's event loop keeps turning between files. Pure: the
 * caller brings the file system.
 *
 * @example
 * const search = new PositionSearch({ read: (id) => fs.promises.readFile(id) });
 * const r = await search.search(files, query, { onProgress: (done, total) => … });
 * r.hits // [{ file: 'games/a.xqf', game: 0, name: '胡荣华 – 杨官璘', ply: 34, main: true, mirrored: false, node: 34 }]
 */
import { readGames } from '../formats/read';
import { findPosition, indexGames, type FileIndex, type PositionHit, type PositionQuery } from './positionIndex';

export interface SearchFile {
  /** How the caller names the file (a path, a URI); given back in hits. */
  readonly id: string;
  /** Changes when the file does (e.g. `${mtime}:${size}`); a cached index with another stamp is rebuilt. */
  readonly stamp?: string;
}

export interface SearchHit extends PositionHit {
  readonly file: string;
  /** The game's players or title. */
  readonly name: string;
  /** Games in the file (a link names the game only when there are several). */
  readonly games: number;
}

export interface SearchResult {
  /** Hits by file (in the order given), then game; at most `limit`. */
  readonly hits: readonly SearchHit[];
  /** All hits, counted past the limit too. */
  readonly total: number;
  readonly files: number;
  readonly games: number;
  /** Files that could not be read as games (not game files, or damaged), with why. */
  readonly unreadable: ReadonlyArray<{ readonly file: string; readonly message: string }>;
  /** Files read and indexed by this search (the rest came from the cache). */
  readonly indexed: number;
  readonly cancelled: boolean;
}

export interface SearchOptions {
  /** Most hits returned (default 1000); the count goes on. */
  readonly limit?: number;
  readonly onProgress?: (done: number, total: number) => void;
  readonly isCancelled?: () => boolean;
  /** Files read at once (default 8). */
  readonly concurrency?: number;
}

interface Cached {
  readonly stamp: string | undefined;
  /** The index, or why the file holds no games we can read. */
  readonly index: FileIndex | { readonly error: string };
}

export class PositionSearch {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly io: { read(id: string): Promise<Uint8Array> }) {}

  /** Forgets a file's index (it changed or went away); the next search reads it again. */
  invalidate(id: string): void {
    this.cache.delete(id);
  }

  clear(): void {
    this.cache.clear();
  }

  /** Files with an index in the cache. */
  get size(): number {
    return this.cache.size;
  }

  /** The index of one file, read now unless cached with the same stamp. */
  async indexOf(file: SearchFile): Promise<{ cached: Cached; fresh: boolean }> {
    const hit = this.cache.get(file.id);
    if (hit && hit.stamp === file.stamp) return { cached: hit, fresh: false };
    let cached: Cached;
    try {
      const bytes = await this.io.read(file.id);
      const r = readGames(bytes, file.id);
      cached = { stamp: file.stamp, index: r.ok ? indexGames(r.value.games) : { error: r.error.message } };
    } catch (e) {
      cached = { stamp: file.stamp, index: { error: (e as Error).message } };
    }
    this.cache.set(file.id, cached);
    return { cached, fresh: true };
  }

  async search(files: readonly SearchFile[], query: PositionQuery, o: SearchOptions = {}): Promise<SearchResult> {
    const limit = o.limit ?? 1000;
    const perFile: Array<SearchHit[] | undefined> = new Array(files.length);
    const unreadable: Array<{ file: string; message: string }> = [];
    let games = 0;
    let indexed = 0;
    let done = 0;
    let next = 0;
    let cancelled = false;
    const worker = async (): Promise<void> => {
      while (next < files.length) {
        if (o.isCancelled?.()) {
          cancelled = true;
          return;
        }
        const k = next++;
        const f = files[k];
        const { cached, fresh } = await this.indexOf(f);
        if (fresh) indexed++;
        const index = cached.index;
        if ('error' in index) unreadable.push({ file: f.id, message: index.error });
        else {
          games += index.games.length;
          const hits = findPosition(index, query);
          if (hits.length) perFile[k] = hits.map((h) => ({ ...h, file: f.id, name: index.games[h.game].name, games: index.games.length }));
        }
        o.onProgress?.(++done, files.length);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, o.concurrency ?? 8) }, worker));
    const all = perFile.flatMap((h) => h ?? []);
    return { hits: all.slice(0, limit), total: all.length, files: files.length, games, unreadable, indexed, cancelled };
  }
}
