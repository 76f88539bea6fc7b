import { strict as assert } from 'node:assert';
import { formatScore, fromRedView, negateScore, parseScoreCommand, scoreCommandText, scoreOrder, toRedView } from '../../../src/core/score';
import { BLACK, RED } from '../../../src/core/types';

describe('core/score: one type, one point of view per place, one display', () => {
  it('turns a side-to-move score into Red\'s view and back', () => {
    assert.deepEqual(toRedView({ kind: 'cp', value: 35 }, RED), { kind: 'cp', value: 35 });
    assert.deepEqual(toRedView({ kind: 'cp', value: 35 }, BLACK), { kind: 'cp', value: -35 });
    assert.deepEqual(toRedView({ kind: 'mate', value: 2 }, BLACK), { kind: 'mate', value: -2 });
    assert.deepEqual(fromRedView(toRedView({ kind: 'mate', value: -4 }, BLACK), BLACK), { kind: 'mate', value: -4 });
    assert.deepEqual(negateScore({ kind: 'cp', value: 0 }), { kind: 'cp', value: 0 });
  });

  it('displays pawns, mate in N and mated in N, in words a host can translate', () => {
    assert.equal(formatScore({ kind: 'cp', value: 35 }), '0.35');
    assert.equal(formatScore({ kind: 'cp', value: 35 }, { signed: true }), '+0.35');
    assert.equal(formatScore({ kind: 'cp', value: -120 }, { signed: true }), '-1.20');
    assert.equal(formatScore({ kind: 'mate', value: 3 }), 'mate in 3');
    assert.equal(formatScore({ kind: 'mate', value: -3 }), 'mated in 3');
    assert.equal(formatScore({ kind: 'mate', value: -3 }, { short: true }), '#-3');
    const zh = { mateIn: (n: number) => `${n}步杀`, matedIn: (n: number) => `${n}步被杀` };
    assert.equal(formatScore({ kind: 'mate', value: -2 }, { words: zh }), '2步被杀');
  });

  it('orders scores: quicker mates best, being mated worst, centipawns between', () => {
    const s = [{ kind: 'mate', value: -1 }, { kind: 'cp', value: -900 }, { kind: 'mate', value: -5 }, { kind: 'cp', value: 40 }, { kind: 'mate', value: 6 }, { kind: 'mate', value: 2 }] as const;
    const sorted = [...s].sort((a, b) => scoreOrder(a) - scoreOrder(b)).map((x) => formatScore(x, { short: true }));
    assert.deepEqual(sorted, ['#-1', '#-5', '-9.00', '0.40', '#6', '#2']);
  });

  it('reads and writes the PGN command form', () => {
    for (const t of ['35', '-120', '#3', '#-3']) assert.equal(scoreCommandText(parseScoreCommand(t)!), t);
    assert.equal(parseScoreCommand('three'), undefined);
    assert.equal(parseScoreCommand('#'), undefined);
  });
});
