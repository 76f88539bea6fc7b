import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { LocalEngine, MAX_BOOK_BYTES } from '../../../src/worker/localEngine';
import { readRegularFile } from '../../../src/worker/regularFile';

describe('worker: a book file is read only from a regular file of bounded size', () => {
  let dir: string;
  before(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-book-'))));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const bookError = (file: string): string | undefined => new LocalEngine({ hashMb: 1 }).configure({ bookFile: file })?.message;

  it('takes a regular BOOK.DAT', () => {
    const file = path.join(dir, 'BOOK.DAT');
    fs.writeFileSync(file, new Uint8Array(16));
    assert.equal(bookError(file), undefined);
    const r = readRegularFile(file, 16);
    assert.ok(r.ok && r.bytes.length === 16);
  });

  // POSIX devices and FIFOs: the suite runs on Linux and macOS
  it('refuses a device such as /dev/zero at once, reading nothing from it', () => {
    assert.equal(bookError('/dev/zero'), 'the book /dev/zero is not a regular file (a device, pipe, socket or folder)');
    // a link to it is judged by what it opens, not by its name
    const link = path.join(dir, 'zero.dat');
    fs.symlinkSync('/dev/zero', link);
    assert.match(bookError(link) ?? '', /is not a regular file/);
  });

  it('refuses a FIFO without waiting for a writer', () => {
    const fifo = path.join(dir, 'book.fifo');
    execFileSync('mkfifo', [fifo]);
    assert.match(bookError(fifo) ?? '', /is not a regular file/);
  });

  it('refuses a folder, a missing file, and a file past the size limit (a sparse one: nothing is written)', () => {
    assert.match(bookError(dir) ?? '', /is not a regular file/);
    assert.match(bookError(path.join(dir, 'missing.dat')) ?? '', /cannot be opened: .*ENOENT/);
    const big = path.join(dir, 'big.dat');
    fs.closeSync(fs.openSync(big, 'w'));
    fs.truncateSync(big, MAX_BOOK_BYTES + 8);
    assert.equal(bookError(big), `the book ${big} is larger than 64 MB`);
    const r = readRegularFile(big, 100);
    assert.deepEqual(r, { ok: false, reason: 'is larger than 100 bytes' });
  });
});
