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
import { moveToIccs } from '../core/notation/iccs';
import { EngineProtocol, printBestMove, printInfo, printInfoString, printOption } from './engineLines';
import { parseGuiLine, type GoDto } from './guiCommands';
import { toEngineMove, type RankBase } from './moves';

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
  /** The GUI's last `position` was refused, so a `go` has no board to answer for. */
  private positionRefused = false;
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
        this.positionRefused = !at.ok;
        if (at.ok) this.position = position;
        else this.out(printInfoString(`position refused: ${positionError(at.error).message}`));
        return true;
      }
      case 'banmoves':
        this.banmoves = [...c.moves];
        return true;
      case 'go': {
        for (const n of c.notes) this.out(printInfoString(n));
        this.go(c.go);
        return true;
      }
      case 'stop':
      case 'ponderhit':
        return true;
      case 'quit':
        return false;
      case 'bad':
        this.out(printInfoString(c.reason));
        // the GUI's position was not taken: searching the previous one would answer for the wrong board
        if (line.trim().startsWith('position')) this.positionRefused = true;
        return true;
      case 'unknown':
        return true;
    }
  }

  /**
   * One `go`, which always ends with a best move (a GUI waits for it): UCI's null move `0000`
   * (UCCI's `nobestmove`) when there is nothing to search, else the best legal move.
   */
  private go(requested: GoDto): void {
    const banmoves = this.banmoves;
    this.banmoves = [];
    const none = (why: string): void => {
      this.out(printInfoString(why));
      this.out(printBestMove(null, undefined, this.proto, this.base));
    };
    if (this.positionRefused) return none('the last position was refused: no move to give');
    const at = replayed(this.position);
    if (!at.ok) return none(`position refused: ${positionError(at.error).message}`);
    let searchmoves: readonly string[] = [];
    if (requested.searchmoves) {
      const legal = new Set(at.value.position.legalMoves().map(moveToIccs));
      searchmoves = requested.searchmoves.filter((m) => legal.has(m));
      for (const m of requested.searchmoves) if (!legal.has(m)) this.out(printInfoString(`searchmoves: ${toEngineMove(m, this.base)} is not legal here; ignored`));
      if (searchmoves.length === 0 && legal.size > 0) this.out(printInfoString('searchmoves: no legal move left; searching every move'));
    }
    let go = requested;
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
      ...(searchmoves.length ? { searchmoves } : {}),
      ...(banmoves.length ? { banmoves } : {}),
    };
    let best: AnalysisDto;
    try {
      best = this.engine.search({
        position: this.position,
        limits,
        ...(stop ? { cancel: polledCancellation(stop) } : {}),
        onInfo: (info) => this.out(printInfo(info, this.base)),
      });
    } catch (e) {
      return none(`search refused: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.out(printBestMove(best.bestmove, best.ponder, this.proto, this.base));
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
