/**
 * The board page's panels, in the order they are laid out in each region. A new panel is one file in
 * this folder and one line here.
 */
import type { PanelFactory, Region } from '../panel';
import { analysisSettingsPanel } from './analysisSettings';
import { boardPanel } from './board';
import { bookPanel } from './book';
import { commentPanel } from './comment';
import { enginePanel } from './engine';
import { evalBarPanel } from './evalBar';
import { graphPanel } from './graph';
import { headerPanel } from './header';
import { movesPanel } from './moves';
import { noticePanel } from './notice';
import { pickerPanel } from './picker';
import { statusPanel } from './status';
import { titlePanel } from './title';
import { toolbarPanel } from './toolbar';

export const PANELS: ReadonlyArray<{ readonly region: Region; readonly make: PanelFactory }> = [
  { region: 'board', make: boardPanel },
  { region: 'board', make: evalBarPanel },
  { region: 'below', make: graphPanel },
  { region: 'side', make: noticePanel },
  { region: 'side', make: titlePanel },
  { region: 'side', make: headerPanel },
  { region: 'side', make: pickerPanel },
  { region: 'side', make: toolbarPanel },
  { region: 'side', make: statusPanel },
  { region: 'side', make: analysisSettingsPanel },
  { region: 'side', make: enginePanel },
  { region: 'side', make: bookPanel },
  { region: 'side', make: commentPanel },
  { region: 'side', make: movesPanel },
];
