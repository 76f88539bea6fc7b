/**
 * An engine speaking UCI or UCCI to a GUI, one line at a time: the protocol's state (position, banned
 * moves, options) and its answers, with the engine injected so this stays pure and testable. The CLI's
 * `uci`/`ucci` commands drive it from stdin; a reader thread there answers `isready` and delivers `stop`
 * while a search holds the main thread.
 *
 *   const s = new EngineSession('uci', engine, (l) => process.stdout.write(l + '\n'), { canInterrupt: true });
 *   for (const line of lines) if (!s.handle(line)) break;
 */
import { HASH_MB, IntOption, MULTI_PV } from '../core/engineOptions';
import { START_FEN } from '../core/fen';
import type { Color } from '../core/types';
import type { InfoDto } from '../protocol/dto';
import { EngineProtocol, printBestMove, printInfo, printInfoString, printOption } from './engineLines';
import { GoDto, parseGuiLine } from './guiCommands';
import type { RankBase } from './moves';

/** What the session needs from an engine. */
export interface SessionEngine {
  /** Returns the names of settings that had to be clamped into range. */
  configure(s: { readonly hashMb?: number; readonly multiPv?: number }): string[];
  newGame(): void;
  /** An error message for a bad FEN or an illegal move, else undefined. */
  setPosition(fen: string, moves: readonly string[]): string | undefined;
  turn(): Color;
  go(go: GoDto, banmoves: readonly string[], onInfo: (info: InfoDto) => void): { bestmove: string | null; ponder?: string };
}

export interface SessionOptions {
  /** True when a `stop` can reach a running search (a reader thread); else an unlimited `go` gets a time limit. */
  readonly canInterrupt: boolean;
  readonly name?: string;
}

/** How long an unlimited search may run when nothing can stop it. */
export const UNSTOPPABLE_MOVETIME = 10_000;

/** Option names by protocol (UCCI's standard name for the hash is `hashsize`; `Hash` is accepted too). */
const OPTIONS: ReadonlyArray<{ readonly uci: string; readonly ucci: string; readonly spec: IntOption; readonly key: 'hashMb' | 'multiPv' }> = [
  { uci: 'Hash', ucci: 'hashsize', spec: HASH_MB, key: 'hashMb' },
  { uci: 'MultiPV', ucci: 'multipv', spec: MULTI_PV, key: 'multiPv' },
];

export class EngineSession {
  private banmoves: string[] = [];
  private readonly base: RankBase;

  constructor(
    private readonly proto: EngineProtocol,
    private readonly engine: SessionEngine,
    private readonly out: (line: string) => void,
    private readonly opts: SessionOptions,
  ) {
    this.base = proto === 'uci' ? 1 : 0;
    engine.setPosition(START_FEN, []);
  }

  /** Handles one line from the GUI; false when the session is over (`quit`). */
  handle(line: string): boolean {
    const c = parseGuiLine(line, this.proto, this.engine.turn());
    switch (c.kind) {
      case 'hello':
        this.out(`id name ${this.opts.name ?? 'Xiangqi Lens'}`);
        this.out('id author Xiangqi Lens team');
        for (const o of OPTIONS) this.out(printOption(o[this.proto], o.spec, this.proto));
        this.out(this.proto === 'ucci' ? 'ucciok' : 'uciok');
        return true;
      case 'isready':
        this.out('readyok');
        return true;
      case 'newgame':
        this.engine.newGame();
        return true;
      case 'setoption': {
        const o = OPTIONS.find((x) => [x.uci, x.ucci].some((n) => n.toLowerCase() === c.name.toLowerCase()));
        if (!o) {
          this.out(printInfoString(`unknown option '${c.name}' ignored`));
          return true;
        }
        const n = c.value !== undefined && /^-?\d{1,15}$/.test(c.value.trim()) ? Number(c.value) : NaN;
        if (Number.isNaN(n)) {
          this.out(printInfoString(`${o[this.proto]} needs a whole number; unchanged`));
          return true;
        }
        const clamped = this.engine.configure({ [o.key]: n });
        if (clamped.length) {
          const v = Math.min(o.spec.max, Math.max(o.spec.min, Math.trunc(n)));
          this.out(printInfoString(`${o[this.proto]} ${n} is out of range ${o.spec.min}–${o.spec.max}: set to ${v}`));
        }
        return true;
      }
      case 'position': {
        const bad = this.engine.setPosition(c.fen === 'startpos' ? START_FEN : c.fen, c.moves);
        if (bad) this.out(printInfoString(`position refused: ${bad}`));
        return true;
      }
      case 'banmoves':
        this.banmoves = [...c.moves];
        return true;
      case 'go': {
        for (const n of c.notes) this.out(printInfoString(n));
        let go = c.go;
        const unlimited = go.depth === undefined && go.nodes === undefined && go.movetime === undefined && go.clock === undefined;
        if (unlimited && !this.opts.canInterrupt) {
          go = { ...go, movetime: UNSTOPPABLE_MOVETIME };
          this.out(printInfoString(`nothing can stop this search: it ends after ${UNSTOPPABLE_MOVETIME} ms`));
        }
        const best = this.engine.go(go, this.banmoves, (info) => this.out(printInfo(info, this.base)));
        this.banmoves = [];
        this.out(printBestMove(best.bestmove, best.ponder, this.proto, this.base));
        return true;
      }
      case 'stop':
      case 'ponderhit':
        return true;
      case 'quit':
        return false;
      case 'bad':
        this.out(printInfoString(c.reason));
        return true;
      case 'unknown':
        return true;
    }
  }
}
