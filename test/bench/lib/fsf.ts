/**
 * Fairy-Stockfish driven over UCI as a peer: variant xiangqi, classical evaluation, one search thread.
 * Two builds answer alike: the WASM build (npm `fairy-stockfish-nnue.wasm`, GPL, a devDependency for
 * benches only; works on the main thread and inside a worker_threads worker), and a native binary built
 * by ../shared/peers/build-fsf-native.sh (several times faster; a child process). It numbers ranks 1–10
 * where ICCS numbers 0–9: moves go in and come out as ICCS here.
 *
 *   const sf = await Fsf.load({ hashMb: 16 });           // WASM
 *   const sf = await Fsf.open({ hashMb: 64 });           // native when XQLENS_FSF_NATIVE names a binary, else WASM; sf.build says which
 *   const r = await sf.go(START_FEN, ['h2e2'], 'movetime 200'); // r.bestmove 'h9g7', r.depth, r.nodes
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createInterface } from 'node:readline';

interface FsfModule {
  postMessage(line: string): void;
  addMessageListener(fn: (line: string) => void): void;
  terminate(): void;
}

export const toUci = (m: string): string => m.replace(/[0-9]/g, (d) => String(Number(d) + 1));
export const fromUci = (m: string): string => m.replace(/(10|[1-9])/g, (d) => String(Number(d) - 1));

/** A result's score in centipawns from the side to move; a mate in n counts as 30000 − n. */
export const fsfCentipawns = (r: FsfResult): number =>
  r.score === undefined ? 0 : r.score.kind === 'cp' ? r.score.value : Math.sign(r.score.value) * (30000 - Math.abs(r.score.value));

export interface FsfResult {
  bestmove: string;
  /** From the last info line with a score: depth, nodes, time, score from the side to move. */
  depth: number;
  seldepth: number;
  nodes: number;
  timeMs: number;
  score: { kind: 'cp' | 'mate'; value: number } | undefined;
  pv: string[];
  /** Wall time from the go command to bestmove, by our clock. */
  wallMs: number;
}

type FsfOptions = { hashMb?: number; threads?: number };

/** Where a native build is looked for: the env var, else the build script's default output when it exists. */
export const nativeFsfPath = (): string | undefined => {
  const named = process.env.XQLENS_FSF_NATIVE;
  if (named) return named;
  return fs.existsSync('/tmp/fsf-native/stockfish') ? '/tmp/fsf-native/stockfish' : undefined;
};

export class Fsf {
  private listeners: Array<(line: string) => void> = [];
  /** Which build answers: 'wasm (npm fairy-stockfish-nnue.wasm)' or 'native <path>', with the engine's own name. */
  build = '';
  private constructor(private readonly mod: FsfModule) {
    mod.addMessageListener((line) => {
      for (const l of [...this.listeners]) l(line);
    });
  }

  /** The native build when one is found (nativeFsfPath), else the WASM build. */
  static open(opts: FsfOptions = {}): Promise<Fsf> {
    const binary = nativeFsfPath();
    return binary ? Fsf.native(binary, opts) : Fsf.load(opts);
  }

  /** A native binary as a child process, behind the same UCI lines as the WASM module. */
  static async native(binary: string, opts: FsfOptions = {}): Promise<Fsf> {
    const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout });
    const mod: FsfModule = {
      postMessage: (line) => child.stdin.write(`${line}\n`),
      addMessageListener: (fn) => lines.on('line', fn),
      terminate: () => {
        child.stdin.end('quit\n');
        lines.close();
      },
    };
    return Fsf.setUp(mod, `native ${binary}`, opts);
  }

  static async load(opts: FsfOptions = {}): Promise<Fsf> {
    const dir = path.dirname(require.resolve('fairy-stockfish-nnue.wasm/stockfish.js'));
    // old Emscripten glue fetch()es the wasm by path when fetch exists: hand it the bytes, hide fetch
    const g = globalThis as { fetch?: unknown };
    const saved = g.fetch;
    delete g.fetch;
    let mod: FsfModule;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const factory = require(path.join(dir, 'stockfish.js')) as (o: object) => Promise<FsfModule>;
      mod = await factory({ wasmBinary: fs.readFileSync(path.join(dir, 'stockfish.wasm')), locateFile: (f: string) => path.join(dir, f) });
    } finally {
      g.fetch = saved;
    }
    return Fsf.setUp(mod, 'wasm (npm fairy-stockfish-nnue.wasm)', opts);
  }

  private static async setUp(mod: FsfModule, build: string, opts: FsfOptions): Promise<Fsf> {
    const sf = new Fsf(mod);
    const hello = await sf.command('uci', (l) => l === 'uciok');
    const name = hello.find((l) => l.startsWith('id name '))?.slice(8);
    sf.build = name ? `${build}: ${name}` : build;
    sf.send('setoption name UCI_Variant value xiangqi');
    sf.send(`setoption name Threads value ${opts.threads ?? 1}`);
    sf.send(`setoption name Hash value ${opts.hashMb ?? 16}`);
    await sf.command('isready', (l) => l === 'readyok');
    return sf;
  }

  send(line: string): void {
    this.mod.postMessage(line);
  }

  /** Sends a line and resolves with the output up to the line `done` accepts. */
  command(line: string, done: (l: string) => boolean): Promise<string[]> {
    return new Promise((resolve) => {
      const lines: string[] = [];
      const f = (l: string): void => {
        lines.push(l);
        if (done(l)) {
          this.listeners = this.listeners.filter((x) => x !== f);
          resolve(lines);
        }
      };
      this.listeners.push(f);
      this.send(line);
    });
  }

  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.command('isready', (l) => l === 'readyok');
  }

  /** Searches FEN + ICCS moves with a UCI `go` tail (`movetime 200`, `depth 14`, `depth 12 searchmoves h2e2`). */
  async go(fen: string, moves: readonly string[], limits: string): Promise<FsfResult> {
    this.send(`position fen ${fen}${moves.length ? ` moves ${moves.map(toUci).join(' ')}` : ''}`);
    const tail = limits.replace(/searchmoves (.*)$/, (_, ms: string) => `searchmoves ${ms.split(/\s+/).map(toUci).join(' ')}`);
    const t0 = performance.now();
    const lines = await this.command(`go ${tail}`, (l) => l.startsWith('bestmove'));
    const wallMs = performance.now() - t0;
    const best = lines[lines.length - 1].split(/\s+/)[1];
    let info: string | undefined;
    for (const l of lines) if (l.startsWith('info') && / score /.test(l) && / pv /.test(l)) info = l;
    const num = (k: string): number => Number(new RegExp(` ${k} (-?\\d+)`).exec(info ?? '')?.[1] ?? 0);
    const sc = / score (cp|mate) (-?\d+)/.exec(info ?? '');
    return {
      bestmove: best && best !== '(none)' ? fromUci(best) : '',
      depth: num('depth'),
      seldepth: num('seldepth'),
      nodes: num('nodes'),
      timeMs: num('time'),
      score: sc ? { kind: sc[1] as 'cp' | 'mate', value: Number(sc[2]) } : undefined,
      pv: info ? (/ pv (.*)$/.exec(info)?.[1] ?? '').split(/\s+/).filter(Boolean).map(fromUci) : [],
      wallMs,
    };
  }

  quit(): void {
    this.mod.terminate();
  }
}
