import { strict as assert } from 'node:assert';
import { readGames } from '../../../src/formats/read';
import { isInside, issueWithoutContent, normalisePath, referencePaths } from '../../../src/formats/gameReference';

describe('formats/gameReference: a study reads games only inside its folder', () => {
  it('normalises paths, and notices a climb above the top', () => {
    assert.equal(normalisePath('/ws/./studies/../games//a.pgn'), '/ws/games/a.pgn');
    assert.equal(normalisePath('/ws/..'), '/');
    assert.equal(normalisePath('/ws/../..'), undefined);
    assert.ok(isInside('/ws/games/a.pgn', '/ws') && isInside('/ws', '/ws') && isInside('/x', '/'));
    assert.ok(!isInside('/wsx/a.pgn', '/ws'), 'a sibling whose name starts like the root is outside');
  });

  it('tries beside the study, then from its workspace folder, each once', () => {
    assert.deepEqual(referencePaths('games/a.pgn', '/ws/studies', '/ws'), { ok: true, value: ['/ws/studies/games/a.pgn', '/ws/games/a.pgn'] });
    assert.deepEqual(referencePaths('../games/a.pgn', '/ws/studies', '/ws'), { ok: true, value: ['/ws/games/a.pgn'] });
    assert.deepEqual(referencePaths('a.pgn', '/ws', '/ws'), { ok: true, value: ['/ws/a.pgn'] });
    assert.deepEqual(referencePaths('a.pgn', undefined, '/ws'), { ok: true, value: ['/ws/a.pgn'] }, 'an unsaved study: from the folder alone');
  });

  it('refuses a reference that climbs out of the folder, however it is written', () => {
    for (const ref of ['../../x.pgn', '../../../../../../tmp/secret.txt', 'games/../../../x.pgn', '..\\..\\x.pgn', '../../wsx/a.pgn']) {
      const r = referencePaths(ref, '/ws/studies', '/ws');
      assert.ok(!r.ok && r.error.code === 'ERR_REF_OUTSIDE', ref);
      assert.match(r.error.message, /outside the study's folder \/ws/);
    }
    // a study with no workspace folder: its own folder is the limit
    assert.ok(!referencePaths('../x.pgn', '/home/me/notes', '/home/me/notes').ok);
  });

  it('refuses an absolute path or a URI', () => {
    for (const ref of ['/etc/passwd', '\\\\server\\share\\a.pgn', 'C:\\Users\\me\\a.pgn', 'c:/a.pgn', 'file:///etc/a.pgn'])
      assert.equal((referencePaths(ref, '/ws', '/ws') as { error?: { code: string } }).error?.code, 'ERR_REF_ABSOLUTE', ref);
  });

  it('describes a file that is not a game without a word of its text', () => {
    const r = readGames(new TextEncoder().encode('API_KEY=sk-12345\nPASSWORD=hunter2\n'), 'secret.txt');
    assert.ok(!r.ok);
    assert.match(r.error.message, /API_KEY/, 'the reader itself quotes the text (the CLI shows it to the file’s owner)');
    const said = issueWithoutContent(r.error);
    assert.equal(said, 'ERR_NO_GAME at 1:1');
    assert.doesNotMatch(said, /API|KEY|sk-|hunter/);
  });
});
