/**
 * Every command id of the extension, in one place. package.json contributes the palette's (held to this
 * list by test/unit/host/commandIds.test.ts); the others are run by lenses, links and the status bar.
 * No `vscode` import, so the unit suite reads it as it is.
 *
 *   registerCommand('flipBoard', () => flipBoard(s)); // services.ts
 *   item.command = COMMANDS.stopAnalysis;
 */
export const COMMANDS = {
  validateFen: 'xiangqiLens.validateFen',
  analysePosition: 'xiangqiLens.analysePosition',
  showBoard: 'xiangqiLens.showBoard',
  stopAnalysis: 'xiangqiLens.stopAnalysis',
  analyseGame: 'xiangqiLens.analyseGame',
  flipBoard: 'xiangqiLens.flipBoard',
  copyFen: 'xiangqiLens.copyFen',
  copyPgn: 'xiangqiLens.copyPgn',
  exportGame: 'xiangqiLens.exportGame',
  openAsText: 'xiangqiLens.openAsText',
  chooseNotation: 'xiangqiLens.chooseNotation',
  newGameFromFen: 'xiangqiLens.newGameFromFen',
  setupPosition: 'xiangqiLens.setupPosition',
  openBoardBeside: 'xiangqiLens.openBoardBeside',
  reviewGame: 'xiangqiLens.reviewGame',
  writeAnnotations: 'xiangqiLens.writeAnnotations',
  /** Shows the evaluation graph view beside the text (language/evalGraphView.ts). */
  showEvalGraph: 'xiangqiLens.showEvalGraph',
  newStudy: 'xiangqiLens.newStudy',
  sendToStudy: 'xiangqiLens.sendToStudy',
  openCellOnBoard: 'xiangqiLens.openCellOnBoard',
  exportStudy: 'xiangqiLens.exportStudy',
  findPosition: 'xiangqiLens.findPosition',
  trainOnMistakes: 'xiangqiLens.trainOnMistakes',
  trainNextDue: 'xiangqiLens.trainNextDue',
  /** A game's lens: the engine follows the game in the margin, or stops following it. */
  marginAnalyse: 'xiangqiLens.margin.analyse',
  marginStop: 'xiangqiLens.margin.stop',
  /** A position search hit's link (the renderer's channel, the integration suite). */
  openGameAtMove: 'xiangqiLens.openGameAtMove',
} as const;

export type CommandKey = keyof typeof COMMANDS;

/** The commands package.json does not contribute: run by lenses and links, not from the palette. */
export const UNLISTED_COMMANDS: readonly CommandKey[] = ['marginAnalyse', 'marginStop', 'openGameAtMove'];
