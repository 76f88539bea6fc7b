import { strict as assert } from 'node:assert';
import { Endpoint, RpcError, type Responder } from '../../../src/protocol/rpc';

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

/** Two endpoints wired back to back, as host and webview (or host and worker) are. */
type AtoB =
  | { type: 'ask'; id: number; q: string }
  | { type: 'hmm'; inReplyTo: number; text: string }
  | { type: 'said'; inReplyTo: number; text: string }
  | { type: 'nope'; inReplyTo: number; code: string; message: string }
  | { type: 'ready' };
const isMsg = (m: unknown): m is AtoB => typeof m === 'object' && m !== null && typeof (m as AtoB).type === 'string';
const classify = (m: AtoB) =>
  (m.type === 'ask' ? 'request' : m.type === 'nope' ? 'error' : m.type === 'said' ? 'reply' : m.type === 'hmm' ? 'progress' : 'event') as 'request' | 'error' | 'reply' | 'progress' | 'event';

const pair = (opts: { handshake?: boolean } = {}) => {
  const log: string[] = [];
  let a!: Endpoint<AtoB, AtoB>;
  let b!: Endpoint<AtoB, AtoB>;
  const readies: number[] = [];
  const common = {
    validate: isMsg,
    classify,
    errorOf: (m: AtoB) => (m.type === 'nope' ? { code: m.code, message: m.message } : { code: 'X', message: 'x' }),
    makeError: (inReplyTo: number, code: string, message: string): AtoB => ({ type: 'nope', inReplyTo, code, message }),
    onRequest: async (m: AtoB, respond: Responder<AtoB>) => {
      if (m.type !== 'ask') return;
      if (m.q === 'throw') throw new Error('boom');
      if (m.q === 'bad') return respond.fail('ERR_BAD', 'no such question');
      respond.progress({ type: 'hmm', text: 'thinking' });
      respond.reply({ type: 'said', text: `answer to ${m.q}` });
      respond.reply({ type: 'said', text: 'ignored: a responder answers once' });
    },
  };
  const handshake = opts.handshake ? { handshake: { isReady: (m: AtoB) => m.type === 'ready', onReady: () => void readies.push(readies.length + 1) } } : {};
  a = new Endpoint<AtoB, AtoB>({ ...common, ...handshake, send: (m) => (log.push(`a→b ${m.type}`), b.receive(JSON.parse(JSON.stringify(m)))) });
  b = new Endpoint<AtoB, AtoB>({ ...common, send: (m) => (log.push(`b→a ${m.type}`), a.receive(JSON.parse(JSON.stringify(m)))) });
  return { a, b, log, readies };
};

describe('rpc Endpoint answering requests (both directions)', () => {
  it('answers a request with progress and one reply, in either direction', async () => {
    const { a, b } = pair();
    const seen: string[] = [];
    const r = await a.request({ type: 'ask', q: 'x' }, { onProgress: (m) => m.type === 'hmm' && seen.push(m.text) }).reply;
    assert.deepEqual(r, { type: 'said', inReplyTo: 1, text: 'answer to x' });
    assert.deepEqual(seen, ['thinking']);
    const back = await b.request({ type: 'ask', q: 'y' }).reply;
    assert.equal((back as { text: string }).text, 'answer to y');
    assert.equal(a.pendingCount + b.pendingCount, 0);
  });

  it('turns a refusal or a throw into an error reply with a code', async () => {
    const { a } = pair();
    assert.equal(await code(a.request({ type: 'ask', q: 'bad' }).reply), 'ERR_BAD');
    assert.equal(await code(a.request({ type: 'ask', q: 'throw' }).reply), 'ERR_REMOTE');
  });

  it('with a handshake, holds what it sends until the peer is ready, and hears every later ready', async () => {
    const { a, b, log, readies } = pair({ handshake: true });
    const r = a.request({ type: 'ask', q: 'early' });
    a.notify({ type: 'ready' });
    assert.equal(log.length, 0, 'nothing leaves before the peer says ready');
    assert.equal(a.ready, false);
    b.sayReady({ type: 'ready' });
    assert.equal(a.ready, true);
    assert.equal(((await r.reply) as { text: string }).text, 'answer to early');
    assert.equal(log[0], 'b→a ready');
    assert.ok(log.indexOf('a→b ask') < log.indexOf('a→b ready'), `held messages leave in order: ${log.join(', ')}`);
    b.sayReady({ type: 'ready' });
    assert.deepEqual(readies, [1, 2], 'a webview that reloads says ready again');
  });
});
