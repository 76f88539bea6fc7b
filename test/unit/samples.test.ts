import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { moveToIccs } from '../../src/core/notation';
import { lines } from '../../src/formats/game';
import { readGames } from '../../src/formats/read';
import { SAMPLES_DIR, buildSamples } from '../../scripts/samples';

describe('samples/ (npm start, integration workspace)', () => {
  const samples = buildSamples();

  it('holds exactly what scripts/samples.ts writes (run `npm run samples` after changing it)', () => {
    const onDisk = fs.readdirSync(SAMPLES_DIR).filter((n) => n !== 'README.md').sort();
    assert.deepEqual(onDisk, Object.keys(samples).sort());
    for (const [name, bytes] of Object.entries(samples)) assert.deepEqual(fs.readFileSync(path.join(SAMPLES_DIR, name)), Buffer.from(bytes), name);
  });

  it('every sample reads back without a warning, in the format its name says', () => {
    const formats: Record<string, string> = { xqf: 'xqf', pgn: 'pgn', fen: 'fen' };
    for (const [name, bytes] of Object.entries(samples)) {
      const r = readGames(bytes, name);
      assert.ok(r.ok, name);
      assert.equal(r.value.format, formats[path.extname(name).slice(1)], name);
      assert.deepEqual(r.value.issues, [], name);
    }
  });

  it('the XQF, the WXF PGN and the Chinese study hold the same self-play moves', () => {
    const mainOf = (name: string): string[] => {
      const r = readGames(samples[name], name);
      assert.ok(r.ok);
      return lines(r.value.games[0])[0].map(moveToIccs);
    };
    const game = mainOf('selfplay-1.xqf');
    assert.ok(game.length > 40);
    assert.deepEqual(mainOf('selfplay-1-wxf.pgn'), game);
    assert.deepEqual(mainOf('study-chinese.pgn'), game.slice(0, 12));
    const study = readGames(samples['study-chinese.pgn'], 'study-chinese.pgn');
    assert.ok(study.ok);
    assert.equal(lines(study.value.games[0]).length, 2, 'one variation');
  });

  it('positions.fen holds four positions, the mate in one among them', () => {
    const r = readGames(samples['positions.fen'], 'positions.fen');
    assert.ok(r.ok);
    assert.deepEqual(r.value.games.length, 4);
    assert.ok(r.value.games.some((g) => g.startFen === '4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1'));
  });
});
