/**
 * The one reading of the UI language: Chinese for any `zh-*` display language, English otherwise. Pages,
 * outputs, hovers and the margin's words all ask here.
 *
 *   const glyphs = uiLanguage(); // 'zh' | 'en'
 */
import * as vscode from 'vscode';

export type UiLanguage = 'zh' | 'en';

export const uiLanguage = (): UiLanguage => (vscode.env.language.toLowerCase().startsWith('zh') ? 'zh' : 'en');
