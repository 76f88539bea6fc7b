import * as vscode from 'vscode';
import type { BoardSession, SessionRegistry } from '../editors/boardSession';

import { FEN_VIEW_TYPE, PREVIEW_VIEW_TYPE, TEXT_VIEW_TYPE, XQF_VIEW_TYPE } from '../editors/viewTypes';

/** The view types of our board pages. */
export const BOARD_VIEW_TYPES = [XQF_VIEW_TYPE, TEXT_VIEW_TYPE, FEN_VIEW_TYPE, PREVIEW_VIEW_TYPE] as const;

/** The board page in front, when the focused tab is one of ours. */
export const activeBoard = (registry: SessionRegistry): BoardSession | undefined => {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  const ours =
    (input instanceof vscode.TabInputCustom && (BOARD_VIEW_TYPES as readonly string[]).includes(input.viewType)) ||
    (input instanceof vscode.TabInputWebview && input.viewType.includes(PREVIEW_VIEW_TYPE));
  return ours ? registry.active : undefined;
};
