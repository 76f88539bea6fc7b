import { strict as assert } from 'node:assert';
import { run } from '../cli/run';

describe('engine CLI: go, bench, uci, ucci', function () {
  this.timeout(30000);

  it('go prints UCI-style info lines and ends with bestmove', async () => {
    const r = await run(['go', 'startpos', 'h2e2', '--depth', '3']);
    assert.equal(r.code, 0, r.err.join('\n'));
    assert.equal(r.out.filter((l) => l.startsWith('info depth')).length, 3);
    assert.match(r.out[r.out.length - 1], /^bestmove [a-i][0-9][a-i][0-9]( ponder [a-i][0-9][a-i][0-9])?$/);
  });

  it('go --json --multipv gives one line per PV at the last depth', async () => {
    const r = await run(['go', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', '--depth', '2', '--multipv', '2', '--json']);
    assert.equal(r.code, 0);
    const j = JSON.parse(r.out[0]) as { bestmove: string; lines: Array<{ multipv: number; pv: string[] }> };
    assert.equal(j.lines.length, 2);
    assert.equal(j.lines[0].pv[0], j.bestmove);
  });

  it('go rejects a bad FEN, an illegal move and a bad limit with exit 2', async () => {
    assert.equal((await run(['go', 'nonsense'])).code, 2);
    assert.equal((await run(['go', 'startpos', 'a0a5'])).code, 2);
    assert.equal((await run(['go', 'startpos', '--depth', 'x'])).code, 2);
  });

  it('bench prints the same node signature twice', async () => {
    const a = await run(['bench', '--depth', '3']);
    const b = await run(['bench', '--depth', '3']);
    const nodes = (o: string[]) => o.find((l) => l.startsWith('nodes '));
    assert.ok(nodes(a.out));
    assert.equal(nodes(a.out), nodes(b.out));
  });

  it('uci handshakes, takes a position with moves (ranks 1-10) and answers go', async () => {
    const r = await run(['uci'], 'uci\nisready\nposition startpos moves h3e3 h10g8\ngo depth 2\nquit\n');
    assert.ok(r.out.includes('uciok') && r.out.includes('readyok'));
    const best = r.out.find((l) => l.startsWith('bestmove'));
    assert.match(best ?? '', /^bestmove [a-i](10|[1-9])[a-i](10|[1-9])/);
  });

  it('ucci honours banmoves', async () => {
    const fen = 'position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
    const free = await run(['ucci'], `ucci\n${fen}\ngo depth 2\nquit\n`);
    const first = (free.out.find((l) => l.startsWith('bestmove')) ?? '').split(' ')[1];
    const banned = await run(['ucci'], `ucci\n${fen}\nbanmoves ${first}\ngo depth 2\nquit\n`);
    const second = (banned.out.find((l) => l.startsWith('bestmove')) ?? '').split(' ')[1];
    assert.ok(free.out.includes('ucciok'));
    assert.match(second, /^[a-i][0-9][a-i][0-9]$/);
    assert.notEqual(second, first);
  });
});
