import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { START_FEN } from '../../../src/core/fen';
import { ExternalEngine, type ExternalEngineOptions } from '../../../src/host/externalEngine';
import type { InfoDto } from '../../../src/protocol/dto';
import { rejectsWith } from './rejectsWith';

const SCRIPT = path.resolve(__dirname, '..', '..', 'fixtures', 'engines', 'scripted-engine.js');
const START = { fen: START_FEN, moves: [] as string[] };

const scripted = (mode: string, extra: Partial<ExternalEngineOptions> = {}): ExternalEngine =>
  new ExternalEngine({ command: process.execPath, args: [SCRIPT, mode], protocol: mode === 'ucci' ? 'ucci' : 'uci', trusted: true, ...extra });


describe('ExternalEngine over scripted processes', function () {
  this.timeout(20_000);
  let eng: ExternalEngine | undefined;
  afterEach(async () => {
    await eng?.dispose();
    eng = undefined;
  });

  it('refuses to start in an untrusted workspace', async () => {
    let asked = 0;
    eng = scripted('uci', { trusted: () => (asked++, false) });
    const e = await rejectsWith(eng.analyse(START, { depth: 1 }), 'ERR_ENGINE_UNTRUSTED');
    assert.match(e.message, /trusted workspace/);
    assert.equal(asked, 1);
  });

  for (const mode of ['uci', 'ucci', 'fsf']) {
    it(`analyses with a well-behaved ${mode} engine`, async () => {
      eng = scripted(mode, { hashMb: 32 });
      const infos: InfoDto[] = [];
      const r = await eng.analyse(START, { depth: 3 }, { onInfo: (i) => infos.push(i) });
      assert.deepEqual(infos.map((i) => i.depth), [1, 2, 3]);
      assert.equal(r.bestmove, 'h2e2');
      assert.equal(r.ponder, 'h9g7');
      assert.deepEqual(r.lines[0].pv, ['h2e2', 'h9g7']);
      assert.deepEqual(r.lines[0].score, { kind: 'cp', value: 30 });
      assert.equal(eng.name, `Scripted ${mode}`);
    });
  }

  it('stops an infinite search and cancels it for a new request', async () => {
    eng = scripted('uci');
    let seen = 0;
    let go!: () => void;
    const started = new Promise<void>((r) => (go = r));
    const first = eng.analyse(START, {}, { onInfo: () => ++seen === 2 && go() });
    await started;
    const second = eng.analyse(START, { depth: 2 });
    const [a, b] = await Promise.all([first, second]);
    assert.equal(a.bestmove, 'h2e2');
    assert.ok(a.lines[0].depth >= 2);
    assert.equal(b.lines[0].depth, 2);
    let searching!: () => void;
    const third = eng.analyse(START, {}, { onInfo: () => searching() });
    await new Promise<void>((r) => (searching = r));
    await eng.stop();
    assert.equal((await third).bestmove, 'h2e2');
  });

  it('reports a crash with the exit code and what the engine said, then restarts', async () => {
    eng = scripted('crash');
    const e = await rejectsWith(eng.analyse(START, { depth: 1 }), 'ERR_ENGINE_CRASHED');
    assert.match(e.message, /code 3/);
    assert.match(e.message, /segmentation fault/);
    await rejectsWith(eng.analyse(START, { depth: 1 }), 'ERR_ENGINE_CRASHED');
  });

  it('kills an engine that prints garbage', async () => {
    eng = scripted('garbage');
    const e = await rejectsWith(eng.analyse(START, { depth: 1 }), 'ERR_ENGINE_GARBAGE');
    assert.match(e.message, /not UCI/);
  });

  it('times out an engine that never answers the handshake', async () => {
    eng = scripted('silent', { handshakeTimeoutMs: 300 });
    const e = await rejectsWith(eng.analyse(START, { depth: 1 }), 'ERR_ENGINE_TIMEOUT');
    assert.match(e.message, /did not answer 'uci' within 300 ms/);
  });

  it('kills an engine that ignores stop', async () => {
    eng = scripted('deaf', { stopTimeoutMs: 200 });
    let searching!: () => void;
    const started = new Promise<void>((r) => (searching = r));
    const run = rejectsWith(eng.analyse(START, {}, { onInfo: () => searching() }), 'ERR_ENGINE_HUNG');
    await started;
    await eng.stop();
    await run;
  });

  it('answers a request stopped while the engine starts without searching', async () => {
    eng = scripted('deaf');
    const run = eng.analyse(START, {});
    await eng.stop();
    assert.deepEqual(await run, { bestmove: null, lines: [] });
  });

  it('reports a command that does not exist', async () => {
    eng = new ExternalEngine({ command: path.join(__dirname, 'no-such-engine'), protocol: 'uci', trusted: true });
    await rejectsWith(eng.analyse(START, { depth: 1 }), 'ERR_ENGINE_SPAWN');
  });
});
