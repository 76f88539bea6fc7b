/**
 * The folder the integration suites run in: a fresh copy of samples/ (the sample games `npm start`
 * opens too), so suites may edit and save without touching the checkout.
 *
 * @example
 * await startCodeServer({ files: readFolder(SAMPLES), ... });
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const SAMPLES = resolve(__dirname, '../../samples');

/** The files directly in `dir` (not its subfolders), by name. */
export const readFolder = (dir: string): Record<string, Uint8Array> =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((n) => statSync(join(dir, n)).isFile())
      .map((n) => [n, readFileSync(join(dir, n))]),
  );
