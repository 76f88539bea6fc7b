/**
 * Writing a file the user owns without ever losing it: the data goes to a fresh temporary file beside the target,
 * is flushed to disk, and replaces the target in one rename, so a reader sees the old file or the new one and any
 * failure leaves the old one whole. What should not be replaced is refused before anything is written: a symbolic
 * link (the rename would replace the link, not the file it points to), a folder, a device, pipe or socket, and a
 * read-only file. A replaced file keeps its permission bits, and its owner where the process may keep it (root).
 * Errors name the target, never the temporary file.
 *
 * @example
 * const target = checkTarget(out);                 // before the work, so a refusal costs nothing
 * if (!target.ok) return reportWriteError(io, target.error);
 * const w = writeAtomically(out, bytes);
 * if (!w.ok) return reportWriteError(io, w.error); // "xqlens: cannot write out.xqf: no space left on the device"
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { err, ok, type Result } from '../core/result';
import { CliIo, EXIT_FAIL, EXIT_USAGE } from './command';

export interface WriteError {
  /** ERR_TARGET: the target must not or cannot be written (bad input, exit 2); ERR_WRITE: writing failed (exit 1). */
  readonly code: 'ERR_TARGET' | 'ERR_WRITE';
  readonly message: string;
}

/** What replacing a target must keep: the permission bits and owner of the file there, if any. */
export interface Target {
  readonly file: string;
  readonly mode?: number;
  readonly owner?: { readonly uid: number; readonly gid: number };
}

const refused = (file: string, why: string): Result<never, WriteError> =>
  err({ code: 'ERR_TARGET', message: `refusing to write ${file}: ${why}` });
const unreachable = (file: string, why: string): Result<never, WriteError> => err({ code: 'ERR_TARGET', message: `cannot write ${file}: ${why}` });
const failed = (file: string, why: string): Result<never, WriteError> => err({ code: 'ERR_WRITE', message: `cannot write ${file}: ${why}` });

/** A system error in words, about the target's folder rather than the temporary file it happened on. */
const reason = (e: unknown, file: string, tmp: string): string => {
  const dir = path.dirname(path.resolve(file));
  switch ((e as NodeJS.ErrnoException).code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied in ${dir}`;
    case 'ENOENT':
      return `there is no folder ${dir}`;
    case 'ENOTDIR':
      return `a part of ${dir} is not a folder`;
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EFBIG':
      return 'the file would be larger than this process may write';
    case 'EROFS':
      return `${dir} is on a read-only file system`;
    default:
      return (e instanceof Error ? e.message : String(e)).split(tmp).join(file);
  }
};

/** May `file` be written (created, or replaced)? Checked again by writeAtomically; call it early to fail fast. */
export const checkTarget = (file: string): Result<Target, WriteError> => {
  // an empty name would resolve to the working folder's parent and fail late as a write error
  if (file === '') return refused('""', 'the file name is empty');
  let st: fs.Stats;
  try {
    st = fs.lstatSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return unreachable(file, reason(e, file, file));
    const dir = path.dirname(path.resolve(file));
    if (!fs.existsSync(dir)) return unreachable(file, `there is no folder ${dir}`);
    if (!fs.statSync(dir).isDirectory()) return unreachable(file, `${dir} is not a folder`);
    return ok({ file });
  }
  if (st.isSymbolicLink()) return refused(file, 'it is a symbolic link; give the file it points to');
  if (st.isDirectory()) return refused(file, 'it is a folder');
  if (!st.isFile()) return refused(file, 'it is not a regular file (a device, pipe or socket)');
  // no write bit at all is a file marked read-only, even for root, whom access() always lets write
  let writable = (st.mode & 0o222) !== 0;
  try {
    fs.accessSync(file, fs.constants.W_OK);
  } catch {
    writable = false;
  }
  if (!writable) return refused(file, 'it is read-only');
  return ok({ file, mode: st.mode & 0o7777, owner: { uid: st.uid, gid: st.gid } });
};

/** Creates or replaces `file` with `data`, all or nothing (see the module comment). */
export const writeAtomically = (file: string, data: Uint8Array | string): Result<void, WriteError> => {
  const target = checkTarget(file);
  if (!target.ok) return target;
  const { mode, owner } = target.value;
  // a fresh name, created exclusively: nothing planted at it (a link) is followed or reused
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    fd = fs.openSync(tmp, 'wx', mode ?? 0o666);
    fs.writeFileSync(fd, data);
    // the umask narrows the mode given to open; a replaced file keeps exactly the bits it had
    if (owner && (owner.uid !== process.getuid?.() || owner.gid !== process.getgid?.())) {
      try {
        fs.fchownSync(fd, owner.uid, owner.gid);
      } catch {
        // only root may give a file away: others replace it as their own, as every editor does
      }
    }
    // after chown, which may clear set-id bits
    if (mode !== undefined) fs.fchmodSync(fd, mode);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(tmp, file);
    return ok(undefined);
  } catch (e) {
    if (fd !== undefined) fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    return failed(file, reason(e, file, tmp));
  }
};

/** Reports a refused target (exit 2, bad input) or a failed write (exit 1) the way every command does. */
export const reportWriteError = (io: CliIo, e: WriteError): number => {
  io.err(`xqlens: ${e.message}`);
  return e.code === 'ERR_TARGET' ? EXIT_USAGE : EXIT_FAIL;
};
