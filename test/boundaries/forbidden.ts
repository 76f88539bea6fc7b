// tsconfig.pure.json maps `vscode` here, so an import of it from a pure folder fails to compile with this message.
// (Node and DOM APIs already fail there: that config loads neither @types/node nor the DOM lib.)
const forbidden: 'src/core, formats, engine, protocol, uci and analysis are pure: they may not import vscode, Node or DOM modules' = 'imported';
export default forbidden;
