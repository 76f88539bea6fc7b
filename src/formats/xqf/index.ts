/**
 * XQF (XQStudio-era binary game files): read every version from 0x0A to 0x12, write 0x12.
 *
 *   const r = readXqf(bytes); if (r.ok) { const out = writeXqf(r.value.game) }
 */
export { readXqf } from './reader';
export type { XqfRead } from './reader';
export { writeXqf } from './writer';
