/** The engine's lines: Analyse/Stop, its status, each line to step into or add to the game. */
import { el } from '../../panels/dom';
import { createEngineLines } from '../../panels/engineLines';
import type { PanelFactory } from '../panel';

export const enginePanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-engine-host' });
  const callbacks = { toggle: () => actions.toggleEngine(), play: (line: number, move: number) => actions.previewLine(line, move), addVariation: (line: number) => actions.addLine(line) };
  let words = '';
  let lines: ReturnType<typeof createEngineLines> | undefined;
  return {
    element,
    update: (v) => {
      // the lines take their words once: new words, new lines
      const key = [v.t('analyse'), v.t('stop'), v.t('addVariation'), v.t('idle')].join('\u0000');
      if (key !== words || !lines) {
        lines?.destroy();
        lines = createEngineLines(element, callbacks, { start: v.t('analyse'), stop: v.t('stop'), addVariation: v.t('addVariation'), idle: v.t('idle') });
        words = key;
      }
      element.hidden = !v.engine;
      if (v.engine) lines.update(v.engine);
    },
    destroy: () => lines?.destroy(),
  };
};
