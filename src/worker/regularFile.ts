/**
 * Reads a file a setting names, only when it is a regular file of at most `maxBytes`: a device such as
 * /dev/zero would fill memory, and a FIFO would hang the thread on open or on read. The file is opened
 * without blocking and checked through its descriptor (not its path), so a name swapped between the check
 * and the read changes nothing; at most `maxBytes + 1` bytes are ever read.
 *
 *   const r = readRegularFile(settings.bookFile, 64 * 1024 * 1024);
 *   if (!r.ok) return error(`the book ${file} ${r.reason}`); // "is not a regular file (a device, pipe or socket)"
 */
import * as fs from 'node:fs';

export type RegularFileRead = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: string };

export const readRegularFile = (file: string, maxBytes: number): RegularFileRead => {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer (Windows has no such flag)
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { ok: false, reason: `cannot be opened: ${(e as Error).message}` };
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return { ok: false, reason: 'is not a regular file (a device, pipe, socket or folder)' };
    if (st.size > maxBytes) return { ok: false, reason: `is larger than ${maxBytes % 1048576 ? `${maxBytes} bytes` : `${maxBytes / 1048576} MB`}` };
    // one byte more than the size said: a file that grew since is seen growing, never read without end
    const buf = new Uint8Array(st.size + 1);
    let got = 0;
    for (let n; got < buf.length && (n = fs.readSync(fd, buf, got, buf.length - got, got)) > 0; ) got += n;
    if (got > st.size) return { ok: false, reason: 'changed while it was read' };
    return { ok: true, bytes: buf.subarray(0, got) };
  } catch (e) {
    return { ok: false, reason: `cannot be read: ${(e as Error).message}` };
  } finally {
    fs.closeSync(fd);
  }
};
