import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import * as fs from 'node:fs';
import * as os from 'node:os';
import { cancellationSource } from '../../../../src/analysis/analyser';
import { START_FEN } from '../../../../src/core/fen';
import { ExternalEngine, type ExternalEngineOptions } from '../../../../src/host/engines/externalEngine';
import { INFO_BOUNDS, type InfoDto } from '../../../../src/protocol/dto';
import { isInfo } from '../../../../src/protocol/validate';
import { rejectsWith } from './rejectsWith';

const SCRIPT = path.resolve(__dirname, '..', '..', '..', 'fixtures', 'engines', 'scripted-engine.js');
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
    const e = await rejectsWith(eng.analyse({ position: START, limits: { depth: 1 } }), 'ERR_ENGINE_UNTRUSTED');
    assert.match(e.message, /trusted workspace/);
    assert.equal(asked, 1);
  });

  for (const mode of ['uci', 'ucci', 'fsf']) {
    it(`analyses with a well-behaved ${mode} engine`, async () => {
      eng = scripted(mode, { options: { hashMb: 32 } });
      const infos: InfoDto[] = [];
      const r = await eng.analyse({ position: START, limits: { depth: 3 }, onInfo: (i) => infos.push(i) });
      assert.deepEqual(infos.map((i) => i.depth), [1, 2, 3]);
      assert.equal(r.bestmove, 'h2e2');
      assert.equal(r.ponder, 'h9g7');
      assert.deepEqual(r.lines[0].pv, ['h2e2', 'h9g7']);
      assert.deepEqual(r.lines[0].score, { kind: 'cp', value: 30 });
      assert.equal(eng.name, `Scripted ${mode}`);
    });
  }

  it('shows a line only as far as its moves are legal, and refuses an illegal best move', async () => {
    eng = scripted('illegal');
    const infos: InfoDto[] = [];
    await rejectsWith(eng.analyse({ position: START, limits: { depth: 2 }, onInfo: (i) => infos.push(i) }), 'ERR_ENGINE_ILLEGAL');
    assert.equal(infos.length, 2);
    for (const i of infos) assert.deepEqual(i.pv, ['h2e2'], 'the line stops before a9a5, which is not legal after h2e2');
  });

  it('logs a chatty engine\'s stderr at a bounded rate and says how much it left out', async () => {
    const logged: string[] = [];
    let now = 1_000_000;
    eng = scripted('chatty', { onStderr: (l) => logged.push(l), stderrLinesPerSecond: 20, now: () => now });
    // stderr comes on its own pipe: wait for the burst to be read (the suite's timeout guards a hang)
    const until = async (done: () => boolean): Promise<void> => {
      while (!done()) await new Promise((r) => setTimeout(r, 10));
    };
    await eng.analyse({ position: START, limits: { depth: 1 } });
    // one burst (its 'info string' and 200 stderr lines) falls in one second of this clock: 20 lines are logged
    await until(() => logged.length >= 20);
    assert.equal(logged.length, 20);
    now += 1500;
    // a second later, the next line first reports what was left out
    await eng.analyse({ position: START, limits: { depth: 1 } });
    await until(() => logged.length >= 41);
    assert.equal(logged[20], '(181 more lines from the engine were not logged)');
    assert.equal(logged.length, 41);
  });

  it('stops an infinite search when its request is cancelled, then runs the next', async () => {
    eng = scripted('uci');
    let seen = 0;
    let go!: () => void;
    const started = new Promise<void>((r) => (go = r));
    const cancel = cancellationSource();
    const first = eng.analyse({ position: START, cancel: cancel.token, onInfo: () => ++seen === 2 && go() });
    await started;
    cancel.cancel();
    const second = eng.analyse({ position: START, limits: { depth: 2 } });
    const [a, b] = await Promise.all([first, second]);
    assert.equal(a.bestmove, 'h2e2');
    assert.ok(a.lines[0].depth >= 2);
    assert.equal(b.lines[0].depth, 2);
    let searching!: () => void;
    const third = eng.analyse({ position: START, onInfo: () => searching() });
    await new Promise<void>((r) => (searching = r));
    await eng.stop();
    assert.equal((await third).bestmove, 'h2e2');
  });

  it('reports a crash with the exit code and what the engine said, then restarts', async () => {
    eng = scripted('crash');
    const e = await rejectsWith(eng.analyse({ position: START, limits: { depth: 1 } }), 'ERR_ENGINE_CRASHED');
    assert.match(e.message, /code 3/);
    assert.match(e.message, /segmentation fault/);
    await rejectsWith(eng.analyse({ position: START, limits: { depth: 1 } }), 'ERR_ENGINE_CRASHED');
  });

  it('kills an engine that prints garbage', async () => {
    eng = scripted('garbage');
    const e = await rejectsWith(eng.analyse({ position: START, limits: { depth: 1 } }), 'ERR_ENGINE_GARBAGE');
    assert.match(e.message, /not UCI/);
  });

  it('times out an engine that never answers the handshake', async () => {
    eng = scripted('silent', { handshakeTimeoutMs: 300 });
    const e = await rejectsWith(eng.analyse({ position: START, limits: { depth: 1 } }), 'ERR_ENGINE_TIMEOUT');
    assert.match(e.message, /did not answer 'uci' within 300 ms/);
  });

  it('kills an engine that ignores stop', async () => {
    eng = scripted('deaf', { stopTimeoutMs: 200 });
    let searching!: () => void;
    const started = new Promise<void>((r) => (searching = r));
    const run = rejectsWith(eng.analyse({ position: START, onInfo: () => searching() }), 'ERR_ENGINE_HUNG');
    await started;
    await eng.stop();
    await run;
  });

  it('answers a request cancelled while the engine starts without searching', async () => {
    eng = scripted('deaf');
    const cancel = cancellationSource();
    const run = eng.analyse({ position: START, cancel: cancel.token });
    cancel.cancel();
    assert.deepEqual(await run, { bestmove: null, lines: [] });
  });

  it('tells the engine the hash, the threads and each search\'s number of lines by their table names (a recording engine)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-told-'));
    const told = path.join(dir, 'told.txt');
    try {
      eng = new ExternalEngine({ command: process.execPath, args: [SCRIPT, 'recorder', told], protocol: 'uci', trusted: true, options: { hashMb: 32, threads: 3 } });
      const three = await eng.analyse({ position: START, limits: { depth: 2, multipv: 3 } });
      assert.deepEqual(three.lines.map((l) => l.multipv), [1, 2, 3], 'three lines come back, best first');
      const one = await eng.analyse({ position: START, limits: { depth: 2 } });
      assert.deepEqual(one.lines.map((l) => l.multipv), [1]);
      const lines = fs.readFileSync(told, 'utf8').split('\n');
      assert.ok(lines.includes('setoption name Hash value 32'), lines.join('\n'));
      assert.ok(lines.includes('setoption name Threads value 3'), lines.join('\n'));
      assert.deepEqual(lines.filter((l) => l.startsWith('setoption name MultiPV')), ['setoption name MultiPV value 3', 'setoption name MultiPV value 1']);
      // the number of lines is told before the search that wants it
      assert.ok(lines.indexOf('setoption name MultiPV value 3') < lines.findIndex((l) => l.startsWith('go')));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('clamps or refuses absurd values at the parser and says so once, so the page never drops a line silently', async () => {
    const notices: string[] = [];
    eng = scripted('absurd', { onNotice: (n) => notices.push(n) });
    const infos: InfoDto[] = [];
    const r = await eng.analyse({ position: START, limits: { depth: 2 }, onInfo: (i) => infos.push(i) });
    // the absurd line's score cannot be shown: it is refused; the engine's good lines follow
    assert.deepEqual(infos.map((i) => i.depth), [1, 2]);
    for (const i of [...infos, ...r.lines]) assert.ok(isInfo(i), JSON.stringify(i));
    assert.deepEqual(notices, [`the engine 'Scripted absurd' printed score cp 99999999999999 is out of range ±${INFO_BOUNDS.score}: the line is not shown`]);
    // the same kind of value is not told twice for one start of the engine
    await eng.analyse({ position: START, limits: { depth: 1 } });
    assert.equal(notices.length, 1);
  });

  it('reads a flood of 50,000 info lines cheaply, and its last line is still the one shown', async () => {
    eng = scripted('flood', { args: [SCRIPT, 'flood', '50000'] });
    let shown = 0;
    const cpu = process.cpuUsage();
    const r = await eng.analyse({ position: START, limits: { depth: 1 }, onInfo: () => shown++ });
    const used = process.cpuUsage(cpu);
    assert.ok(shown < 5000, `${shown} of 50,001 lines were parsed and shown`);
    // after the flood the engine prints its depth-1 line (cp 10), then its best move: held lines never overtake it
    assert.deepEqual(r.lines.map((l) => [l.depth, l.score.value]), [[1, 10]]);
    assert.equal(r.bestmove, 'h2e2');
    // generous: parsing every line cost 1.2–2.3 s of host CPU before the throttle, 0.06–0.11 s after (npm run bench:flood, 50,000 lines)
    assert.ok((used.user + used.system) / 1000 < 1000, `host CPU ${(used.user + used.system) / 1000} ms`);
  });

  it('reports a command that does not exist', async () => {
    eng = new ExternalEngine({ command: path.join(__dirname, 'no-such-engine'), protocol: 'uci', trusted: true });
    await rejectsWith(eng.analyse({ position: START, limits: { depth: 1 } }), 'ERR_ENGINE_SPAWN');
  });
});
