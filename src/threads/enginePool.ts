/**
 * Several engines as one Analyser: each request goes to the engine with the fewest requests in hand
 * (each engine runs its own one after another), so a review's positions spread over every core the
 * pool was given. Meant for searches whose answer depends only on the position and the limits (`fresh`
 * requests at a node or depth budget): then which engine answers, and what it searched before, cannot
 * change the verdict. Engines start lazily, one per slot, on first use.
 *
 *   const pool = new EnginePool(2, () => new EngineClient({ workerPath, options: { hashMb: 16 } }));
 *   await Promise.all(positions.map((position) => pool.analyse({ position, limits: { nodes: 30_000 }, fresh: true })));
 */
import type { Analyser, AnalysisRequest } from '../analysis/analyser';
import type { AnalysisDto } from '../protocol/dto';

/** An engine the pool can hold: analyses, stops everything it has, and ends. */
export interface PooledEngine extends Analyser {
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export class EnginePool implements Analyser {
  private readonly slots: Array<{ engine: PooledEngine | undefined; busy: number }>;
  private disposed = false;

  constructor(
    size: number,
    private readonly make: (slot: number) => PooledEngine,
  ) {
    this.slots = Array.from({ length: Math.max(1, Math.trunc(size)) }, () => ({ engine: undefined, busy: 0 }));
  }

  get size(): number {
    return this.slots.length;
  }

  async analyse(request: AnalysisRequest): Promise<AnalysisDto> {
    if (this.disposed) throw new Error('the engine pool is disposed');
    // the least busy slot; the lowest index among equals, so a lone request always finds the same engine
    let best = 0;
    for (let i = 1; i < this.slots.length; i++) if (this.slots[i].busy < this.slots[best].busy) best = i;
    const slot = this.slots[best];
    slot.engine ??= this.make(best);
    slot.busy++;
    try {
      return await slot.engine.analyse(request);
    } finally {
      slot.busy--;
    }
  }

  /** Stops every search of every engine, running or waiting. */
  async stop(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.engine?.stop()));
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.all(this.slots.map((s) => s.engine?.dispose()));
  }
}
