/**
 * Match statistics: Elo from a score with a 95% interval computed over game pairs (the same
 * opening with colours swapped), which removes most of the openings' own bias from the error.
 *
 *   summary([1, 0.5, 0, 1]) // pairs (1, .5) and (0, 1): { points: 2.5, games: 4, elo: 88, lo, hi, ... }
 */
export const elo = (q: number): number => (q <= 0 ? -Infinity : q >= 1 ? Infinity : -400 * Math.log10(1 / q - 1));

export interface Summary {
  points: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  score: number;
  elo: number;
  lo: number;
  hi: number;
  text: string;
}

/** `scores` in playing order, consecutive games forming pairs; an odd last game is its own unit. */
export const summary = (scores: readonly number[]): Summary => {
  const n = scores.length;
  const points = scores.reduce((a, b) => a + b, 0);
  const units: number[] = [];
  for (let i = 0; i < n; i += 2) units.push(i + 1 < n ? (scores[i] + scores[i + 1]) / 2 : scores[i]);
  const q = n > 0 ? points / n : 0.5;
  const m = units.length;
  const variance = m > 1 ? units.reduce((s, x) => s + (x - q) ** 2, 0) / (m - 1) : 0.25;
  const se = Math.sqrt(variance / Math.max(1, m));
  const e = elo(q);
  const lo = elo(q - 1.96 * se), hi = elo(q + 1.96 * se);
  const wins = scores.filter((s) => s === 1).length;
  const losses = scores.filter((s) => s === 0).length;
  const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(0) : x > 0 ? '+inf' : '-inf');
  const text = `${points.toFixed(1)}/${n} (${(100 * q).toFixed(1)}%)  Elo ${fmt(e)} [95%: ${fmt(lo)} .. ${fmt(hi)}]  +${wins} =${n - wins - losses} -${losses}`;
  return { points, games: n, wins, draws: n - wins - losses, losses, score: q, elo: e, lo, hi, text };
};

export const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
export const median = (xs: readonly number[]): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s.length & 1 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** `uptime`'s load averages, for the record beside every timed figure. */
export const loadAverage = (): string => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');
  return os.loadavg().map((x) => x.toFixed(2)).join(' ');
};
