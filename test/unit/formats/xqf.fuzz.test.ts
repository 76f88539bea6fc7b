import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { newGame, playAt } from '../../../src/formats/game';
import { readXqf } from '../../../src/formats/xqf/reader';
import { writeXqf } from '../../../src/formats/xqf/writer';
import { sharedExtras, sharedPath } from '../../shared';
import { rng } from '../../rng';


/** Real files from the corpus the fuzz also starts from when it is there. */
const SHARED_SEEDS = ['walker_test1.xqf', 'walker_game_varations.xqf', 'endgame_v0B_shiqingyaqu360_pimapinghu.xqf', 'endgame_v0C_zhuxiangzhai_xiaowuhu.XQF', 'endgame_v10_shiqingyaqu550_096.XQF', 'eleeye_SAMPLE.XQF'];

/** The composed game the fuzz starts from, so it runs without the shared corpus too. */
const composed = (): Uint8Array => {
  const g = newGame(START_FEN, { Title: '模糊测试' });
  const p = parseFen(START_FEN);
  assert.ok(p.ok);
  let path: number[] = [];
  for (let i = 0; i < 12; i++) {
    const moves = p.value.legalMoves();
    const m = moves[(i * 7) % moves.length];
    const r = playAt(g, path, m);
    assert.ok(r.ok);
    if (i % 4 === 0) {
      const alt = moves[(i * 7 + 1) % moves.length];
      assert.ok(playAt(g, path, alt).ok);
    }
    path = r.value;
    p.value.play(m);
  }
  g.root.children[0].comments = ['注释'];
  const w = writeXqf(g);
  assert.ok(w.ok);
  return w.value;
};

const checkOne = (b: Uint8Array): void => {
  const r = readXqf(b);
  if (r.ok) {
    for (const w of r.value.warnings) {
      assert.ok('offset' in w.place && w.place.offset >= 0 && w.place.offset <= b.length, JSON.stringify(w));
      assert.ok(w.code && w.message);
    }
    // Whatever loads can be written and read back.
    const again = writeXqf(r.value.game);
    assert.ok(again.ok);
    assert.ok(readXqf(again.value).ok);
  } else {
    assert.match(r.error.code, /^ERR_XQF_/);
    assert.ok(r.error.message.length > 0);
    assert.ok('offset' in r.error.place && r.error.place.offset >= 0 && r.error.place.offset <= b.length);
  }
};

describe('XQF reader fuzz (seeded)', () => {
  const shared = sharedExtras('mutations of six shared XQF files too', () =>
    SHARED_SEEDS.map((f) => new Uint8Array(fs.readFileSync(sharedPath('xqf', f)))),
  );
  it('survives truncated, bit-flipped and random buffers with located results', function () {
    this.timeout(30000);
    const next = rng(20261123);
    const corpus = [composed(), ...shared];
    let cases = 0;
    let failures = 0;
    for (let i = 0; i < 3000; i++) {
      const base = corpus[i % corpus.length];
      let b: Uint8Array;
      const kind = i % 3;
      if (kind === 0) b = base.slice(0, Math.floor(next() * (base.length + 1)));
      else if (kind === 1) {
        b = base.slice();
        const flips = 1 + Math.floor(next() * 8);
        for (let k = 0; k < flips; k++) {
          // Bias flips towards the key bytes, piece table and tree, where the decoding logic lives.
          const at = next() < 0.5 ? Math.floor(next() * 64) : 1024 + Math.floor(next() * Math.max(1, b.length - 1024));
          if (at < b.length) b[at] ^= 1 << Math.floor(next() * 8);
        }
      } else {
        b = new Uint8Array(Math.floor(next() * 2048));
        for (let k = 0; k < b.length; k++) b[k] = Math.floor(next() * 256);
        if (b.length > 3 && next() < 0.7) {
          b[0] = 0x58;
          b[1] = 0x51;
          b[2] = [0x0a, 0x0b, 0x0c, 0x0d, 0x10, 0x12][Math.floor(next() * 6)];
        }
      }
      let result;
      try {
        result = readXqf(b);
      } catch (e) {
        assert.fail(`case ${i} threw: ${String(e)}`);
      }
      if (!result.ok) failures++;
      checkOne(b);
      cases++;
    }
    assert.equal(cases, 3000);
    assert.ok(failures > 100, `only ${failures} failures: the mutations are too gentle`);
  });
});
