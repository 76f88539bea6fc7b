/**
 * An engine speaking UCI or UCCI to a GUI, one line at a time: the protocol's state (position, banned
 * moves, options) and its answers, with the engine injected so this stays pure and testable. The CLI's
 * `uci`/`ucci` commands drive it from stdin; a reader thread there answers `isready` and delivers `stop`
 * while a search holds the main thread.
 *
 *   const s = new EngineSession('uci', engine, (l) => process.stdout.write(l + '\n'), { canInterrupt: true });
 *   for (const line of lines) if (!s.handle(line)) break;
 */
import { AnalysisError, polledCancellation, type AnalysisRequest } from '../analysis/analyser';
import { positionError, replayed } from '../analysis/position';
import { clampSetting, protocolSettings, type EngineSetting } from '../core/engineSettings';
import { START_FEN } from '../core/fen';
import type { AnalysisDto, EngineOptionsDto, LimitsDto, PositionDto } from '../protocol/dto';
import { EngineProtocol, printBestMove, printInfo, printInfoString, printOption } from './engineLines';
import { parseGuiLine } from './guiCommands';
import type { RankBase } from './moves';

/** What the session needs from an engine (worker/localEngine.ts is the real one). */
export interface SessionEngine {
  /** Sets engine-wide options (core/engineSettings.ts rows of kind `option`). */
  configure(options: EngineOptionsDto): AnalysisError | undefined;
  newGame(): void;
  /** Searches on this thread: the session answers each `go` before it reads the next line. */
  search(request: AnalysisRequest): AnalysisDto;
}

export interface SessionOptions {
  /** True when a `stop` can reach a running search (a reader thread); else an unlimited `go` gets a time limit. */
  readonly canInterrupt: boolean;
  /** Polled by the search: a `stop` (or the end of input) has arrived. */
  readonly stopPending?: () => boolean;
  readonly name?: string;
}

/** How long an unlimited search may run when nothing can stop it. */
export const UNSTOPPABLE_MOVETIME = 10_000;

export class EngineSession {
  private position: PositionDto = { fen: START_FEN, moves: [] };
  private banmoves: string[] = [];
  /** Values of the `limit` rows a GUI set (MultiPV), given with each search. */
  private limits: { -readonly [K in keyof LimitsDto]: LimitsDto[K] } = {};
  private readonly base: RankBase;
  /** The settings this protocol names, as our engine advertises them (core/engineSettings.ts). */
  private readonly options: ReturnType<typeof protocolSettings>;

  constructor(
    private readonly proto: EngineProtocol,
    private readonly engine: SessionEngine,
    private readonly out: (line: string) => void,
    private readonly opts: SessionOptions,
  ) {
    this.base = proto === 'uci' ? 1 : 0;
    this.options = protocolSettings(proto, 'builtin');
  }

  /** Handles one line from the GUI; false when the session is over (`quit`). */
  handle(line: string): boolean {
    const at = replayed(this.position);
    const c = parseGuiLine(line, this.proto, at.ok ? at.value.turn : 0);
    switch (c.kind) {
      case 'hello':
        this.out(`id name ${this.opts.name ?? 'Xiangqi Lens'}`);
        this.out('id author Xiangqi Lens team');
        for (const o of this.options) this.out(printOption(o.name, o.spec, this.proto));
        this.out(this.proto === 'ucci' ? 'ucciok' : 'uciok');
        return true;
      case 'isready':
        this.out('readyok');
        return true;
      case 'newgame':
        this.engine.newGame();
        return true;
      case 'setoption':
        this.setOption(c.name, c.value);
        return true;
      case 'position': {
        const position: PositionDto = { fen: c.fen === 'startpos' ? START_FEN : c.fen, moves: c.moves };
        const at = replayed(position);
        if (at.ok) this.position = position;
        else this.out(printInfoString(`position refused: ${positionError(at.error).message}`));
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
        const stop = this.opts.stopPending;
        const limits: LimitsDto = {
          ...this.limits,
          ...(go.depth !== undefined ? { depth: go.depth } : {}),
          ...(go.nodes !== undefined ? { nodes: go.nodes } : {}),
          ...(go.movetime !== undefined ? { movetime: go.movetime } : {}),
          ...(go.clock ? { clock: go.clock } : {}),
          ...(go.searchmoves ? { searchmoves: go.searchmoves } : {}),
          ...(this.banmoves.length ? { banmoves: this.banmoves } : {}),
        };
        this.banmoves = [];
        const best = this.engine.search({
          position: this.position,
          limits,
          ...(stop ? { cancel: polledCancellation(stop) } : {}),
          onInfo: (info) => this.out(printInfo(info, this.base)),
        });
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

  /** A `setoption` for one of the table's rows: a whole number brought into range (and the GUI told), or text. */
  private setOption(name: string, value: string | undefined): void {
    // either protocol's name is understood (some GUIs send UCI's `Hash` to a UCCI engine)
    const named = [...protocolSettings('uci', 'builtin'), ...protocolSettings('ucci', 'builtin')].find((x) => x.name.toLowerCase() === name.toLowerCase());
    const o = named && this.options.find((x) => x.key === named.key);
    if (!o) return this.out(printInfoString(`unknown option '${name}' ignored`));
    const spec: EngineSetting = o.spec;
    let v: number | string;
    if (spec.type === 'int') {
      const n = value !== undefined && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
      if (Number.isNaN(n)) return this.out(printInfoString(`${o.name} needs a whole number; unchanged`));
      const c = clampSetting(spec, n);
      if (c.clamped) this.out(printInfoString(`${o.name} ${n} is out of range ${spec.min}–${spec.max}: set to ${c.value}`));
      v = c.value;
    } else v = (value ?? '').trim();
    if (spec.kind === 'limit') this.limits = { ...this.limits, [o.key]: v };
    else {
      const bad = this.engine.configure({ [o.key]: v });
      if (bad) this.out(printInfoString(bad.message));
    }
  }
}
