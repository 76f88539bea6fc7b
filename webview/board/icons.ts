/**
 * The English board's pictures: each piece drawn as what its name says, in the spirit of the
 * "internationalized" Xiangqi sets English sites offer to players who do not read Chinese (pictures
 * of the original meaning, not Western chessmen). Our own drawings, in a 100-unit box centred on 0,0, each part its own
 * path (filled even-odd, so rings are rings):
 * the general's plumed helmet, the advisor's winged official hat, an elephant's head, a horse's
 * head, a chariot's wheel, a cannon on its carriage, a soldier's conical hat.
 *
 * @example
 * ICON_PATHS.n.map((d) => `<path d="${d}" fill-rule="evenodd"/>`).join(''); // inside a translated, scaled <g>
 */
import type { Role } from './types';

export const ICON_PATHS: Readonly<Record<Role, readonly string[]>> = {
  // helmet: plume, dome, brim, cheek guards
  k: ['M-5-44L0-30L5-44L9-44L3-22H-3L-9-44Z', 'M-26 6C-26-14-14-24 0-24C14-24 26-14 26 6Z', 'M-34 6H34V15H-34Z', 'M-30 15H-16L-12 34H-24Z', 'M16 15H30L24 34H12Z'],
  // official's hat: crown, band, long straight wings
  a: ['M-15 2V-16C-15-27-8-31 0-31C8-31 15-27 15-16V2Z', 'M-21 0H21V14H-21Z', 'M-21 3L-46-6L-48-1L-21 11Z', 'M21 3L46-6L48-1L21 11Z'],
  // elephant head: ears, brow, trunk curling forward, a tusk
  b: [
    'M-12-8C-14-26-36-28-42-14C-46-2-36 14-16 10Z',
    'M12-8C14-26 36-28 42-14C46-2 36 14 16 10Z',
    'M-16-12C-16-28 16-28 16-12C16 0 10 4 7 10C6 24 12 34 20 32C24 31 25 36 20 39C6 44-4 30-6 12C-12 6-16 0-16-12Z',
    'M-14 10L-22 24L-10 14Z',
  ],
  // horse head in profile, facing left: ear, muzzle, neck, and the mane behind
  n: [
    'M22 42L20 18C24 6 24-8 16-20L20-38L10-28C6-31 0-32-6-30C-16-26-24-16-34-4C-40 3-38 10-30 12C-24 14-18 10-12 8C-8 7-6 10-8 16L-14 42Z',
    'M16-20C24-16 30-6 30 8L26 26L22 16Z',
  ],
  // chariot wheel: rim (a ring), hub, eight spokes
  r: [
    'M0-34A34 34 0 1 1 0 34A34 34 0 1 1 0-34Z M0-26A26 26 0 1 0 0 26A26 26 0 1 0 0-26Z',
    'M0-7A7 7 0 1 1 0 7A7 7 0 1 1 0-7Z',
    'M-3-26H3V26H-3Z',
    'M-26-3H26V3H-26Z',
    'M-20-16L-16-20L20 16L16 20Z',
    'M16-20L20-16L-16 20L-20 16Z',
  ],
  // cannon: barrel raised to the right, muzzle, carriage wheel (a ring) and its hub
  c: [
    'M-38 8L24-24L32-10L-30 22Z',
    'M24-28L34-32L42-14L32-8Z',
    'M-10 10A18 18 0 1 1-10 46A18 18 0 1 1-10 10Z M-10 17A11 11 0 1 0-10 39A11 11 0 1 0-10 17Z',
    'M-10 24A4 4 0 1 1-10 32A4 4 0 1 1-10 24Z',
  ],
  // soldier's conical hat with a knob and a chin strap
  p: ['M-44 12L-4-24H4L44 12C30 20-30 20-44 12Z', 'M-5-24A5 5 0 1 1 5-24Z', 'M-20 20L-14 20L-2 36H2L14 20L20 20L6 42H-6Z'],
};
