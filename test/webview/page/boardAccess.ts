// The page reaches the board through its public index, plus the geometry to find squares on screen.
export * from '../../../webview/board';
export { squareToPoint as squareToPointOf } from '../../../webview/board/geometry';
