/**
 * The file list of a zip archive (a .vsix), read from its central directory. Enough to check what a
 * package ships; it does not extract. Format: PKWARE APPNOTE.TXT, sections 4.3.12 and 4.3.16.
 *
 * @example
 * zipEntries(readFileSync('x.vsix')).map((e) => e.name) // ['extension.vsixmanifest', …]
 */
export interface ZipEntry {
  readonly name: string;
  /** Uncompressed size in bytes. */
  readonly size: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export const zipEntries = (zip: Buffer): ZipEntry[] => {
  // the end-of-central-directory record is 22 bytes plus a comment of at most 65535
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error('not a zip archive: no end-of-central-directory record');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out: ZipEntry[] = [];
  for (let k = 0; k < count; k++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error(`bad central directory entry at ${at}`);
    const size = zip.readUInt32LE(at + 24);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    out.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLen), size });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
};
