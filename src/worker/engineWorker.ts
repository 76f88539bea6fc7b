import { parentPort } from 'node:worker_threads';
import { parseFen } from '../core/fen';
import { perft } from '../core/perft';

/**
 * The engine's thread. For now it answers perft requests; the search service joins it later.
 * Messages are checked on arrival: anything malformed gets an error reply, never a crash.
 */
type Request = { readonly id: number; readonly type: 'perft'; readonly fen: string; readonly depth: number };

const isRequest = (m: unknown): m is Request => {
  if (typeof m !== 'object' || m === null) return false;
  const r = m as Record<string, unknown>;
  return (
    typeof r.id === 'number' &&
    r.type === 'perft' &&
    typeof r.fen === 'string' &&
    Number.isInteger(r.depth) &&
    (r.depth as number) >= 0 &&
    (r.depth as number) <= 8
  );
};

parentPort?.on('message', (msg: unknown) => {
  if (!isRequest(msg)) {
    const id = typeof (msg as { id?: unknown })?.id === 'number' ? (msg as { id: number }).id : -1;
    parentPort?.postMessage({ inReplyTo: id, type: 'error', code: 'ERR_BAD_MESSAGE', message: 'malformed request' });
    return;
  }
  const pos = parseFen(msg.fen);
  if (!pos.ok) {
    parentPort?.postMessage({ inReplyTo: msg.id, type: 'error', code: pos.error.code, message: pos.error.message });
    return;
  }
  parentPort?.postMessage({ inReplyTo: msg.id, type: 'perft', nodes: perft(pos.value, msg.depth) });
});
