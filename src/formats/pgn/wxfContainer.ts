/**
 * Where a WXF container's moves begin: the `START{` line of `FORMAT WXF` … `START{ … }END`. Only a `START{`
 * that follows header lines (`KEY value`, `/* note *\/`) and nothing else opens one, so a PGN whose comment
 * holds such a line stays a PGN.
 *
 *   wxfStart('FORMAT\tWXF\nSTART{\n 1. C2.5 }END')?.index // 11
 *   wxfStart('[Event "x"]\n{a\nSTART{} 1. C2.5') // null
 */
const START = /^[ \t]*START\{/m;
const HEADER_LINE = /^[ \t]*([A-Z_]+\b|\/\*)/;

export const wxfStart = (text: string): RegExpExecArray | null => {
  const m = START.exec(text);
  if (!m) return null;
  const head = text.slice(0, m.index).replace(/^\uFEFF/, '');
  for (const line of head.split('\n')) if (line.trim() && !HEADER_LINE.test(line)) return null;
  return m;
};
