/**
 * How a feature folder of src/host joins the extension: it exports `register(context, services)`, taking
 * the shared services it needs (activate, in extension.ts, makes them once and hands the same object to
 * every folder), putting everything it makes in context.subscriptions, and registering its commands by
 * their key in commandIds.ts.
 *
 *   export function register(context: vscode.ExtensionContext, s: { readonly engines: Engines }): void {
 *     context.subscriptions.push(registerCommand('stopAnalysis', () => s.engines.stop()));
 *   }
 */
import * as vscode from 'vscode';
import { COMMANDS, type CommandKey } from './commandIds';

/** Registers a command by its key in commandIds.ts. */
export const registerCommand = (key: CommandKey, run: (...args: never[]) => unknown): vscode.Disposable => vscode.commands.registerCommand(COMMANDS[key], run);
