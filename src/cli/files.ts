import * as fs from 'node:fs';
import * as path from 'node:path';

/** Writes beside the target under a temporary name, then renames, so a failure leaves no partial file. */
export const writeAtomically = (file: string, data: Uint8Array | string): void => {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
};
