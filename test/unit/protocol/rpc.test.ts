import { strict as assert } from 'node:assert';
import { Endpoint, RpcError } from '../../../src/protocol/rpc';

type Out = { type: 'ask'; id: number; q: string } | { type: 'note'; id?: number };
type In =
  | { type: 'progress'; inReplyTo: number; n: number }
  | { type: 'answer'; inReplyTo: number; a: string }
  | { type: 'fail'; inReplyTo: number; code: string }
  | { type: 'hello'; inReplyTo?: undefined };

const isIn = (m: unknown): m is In => typeof m === 'object' && m !== null && ['progress', 'answer', 'fail', 'hello'].includes((m as In).type);

const make = (timeoutMs = 0) => {
  const sent: Out[] = [];
  const events: In[] = [];
  const invalid: unknown[] = [];
  const ep = new Endpoint<Out, In>({
    send: (m) => sent.push(m),
    validate: isIn,
    classify: (m) => (m.type === 'progress' ? 'progress' : m.type === 'fail' ? 'error' : 'reply'),
    errorOf: (m) => ({ code: m.type === 'fail' ? m.code : 'X', message: 'remote failure' }),
    onEvent: (m) => events.push(m),
    onInvalid: (m) => invalid.push(m),
    timers: { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) },
    timeoutMs,
  });
  return { ep, sent, events, invalid };
};

const code = (p: Promise<unknown>) => p.then(() => 'resolved', (e: RpcError) => e.code);

describe('rpc Endpoint', () => {
  it('numbers requests, streams progress and resolves with the matching reply, out of order', async () => {
    const { ep, sent } = make();
    const seen: number[] = [];
    const a = ep.request({ type: 'ask', q: 'a' }, { onProgress: (m) => m.type === 'progress' && seen.push(m.n) });
    const b = ep.request({ type: 'ask', q: 'b' });
    assert.deepEqual(sent.map((m) => m.id), [a.id, b.id]);
    assert.notEqual(a.id, b.id);
    ep.receive({ type: 'answer', inReplyTo: b.id, a: 'B' });
    ep.receive({ type: 'progress', inReplyTo: a.id, n: 1 });
    ep.receive({ type: 'progress', inReplyTo: a.id, n: 2 });
    ep.receive({ type: 'answer', inReplyTo: a.id, a: 'A' });
    assert.deepEqual(await a.reply, { type: 'answer', inReplyTo: a.id, a: 'A' });
    assert.equal(((await b.reply) as { a: string }).a, 'B');
    assert.deepEqual(seen, [1, 2]);
    assert.equal(ep.pendingCount, 0);
  });

  it('turns error replies into RpcErrors with the remote code', async () => {
    const { ep } = make();
    const r = ep.request({ type: 'ask', q: 'x' });
    ep.receive({ type: 'fail', inReplyTo: r.id, code: 'ERR_NOPE' });
    assert.equal(await code(r.reply), 'ERR_NOPE');
  });

  it('passes events on, and rejects malformed messages without touching requests', async () => {
    const { ep, events, invalid } = make();
    const r = ep.request({ type: 'ask', q: 'x' });
    ep.receive({ type: 'hello' });
    ep.receive({ type: 'bogus', inReplyTo: r.id });
    ep.receive(null);
    ep.receive({ type: 'answer', inReplyTo: 999, a: 'stray' });
    assert.deepEqual(events.map((e) => e.type), ['hello', 'answer']);
    assert.equal(invalid.length, 2);
    assert.equal(ep.pendingCount, 1);
  });

  it('times out requests', async () => {
    const { ep } = make(20);
    const r = ep.request({ type: 'ask', q: 'x' });
    assert.equal(await code(r.reply), 'ERR_RPC_TIMEOUT');
    ep.receive({ type: 'answer', inReplyTo: r.id, a: 'late' });
    assert.equal(ep.pendingCount, 0);
  });

  it('rejects everything pending on dispose, and later requests at once', async () => {
    const { ep, sent } = make();
    const rs = [ep.request({ type: 'ask', q: '1' }), ep.request({ type: 'ask', q: '2' })];
    ep.dispose();
    assert.deepEqual(await Promise.all(rs.map((r) => code(r.reply))), ['ERR_RPC_DISPOSED', 'ERR_RPC_DISPOSED']);
    assert.equal(await code(ep.request({ type: 'ask', q: '3' }).reply), 'ERR_RPC_DISPOSED');
    ep.notify({ type: 'note' });
    assert.equal(sent.length, 2);
  });
});
