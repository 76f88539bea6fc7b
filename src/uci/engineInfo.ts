/**
 * The engine facade's report as the info line every boundary carries (ICCS moves, the one Score):
 * the worker sends it to the host, the CLI prints it as UCI text.
 *
 *   engine.onInfo = (i) => port.postMessage({ type: 'info', info: toInfoDto(i) });
 */
import { moveToIccs } from '../core/notation';
import type { EngineInfo } from '../engine/engine';
import type { InfoDto } from '../protocol/dto';

export const toInfoDto = (i: EngineInfo): InfoDto => ({
  depth: i.depth,
  seldepth: i.seldepth,
  score: i.score,
  nodes: i.nodes,
  nps: i.nps,
  hashfull: i.hashfull,
  multipv: i.multipv,
  pv: i.pv.map(moveToIccs),
  time: i.timeMs,
});
