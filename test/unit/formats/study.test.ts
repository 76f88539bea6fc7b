import { strict as assert } from 'node:assert';
import { isRawCell, readStudy, writeStudy, type Study, type StudyCell } from '../../../src/formats/study';
import { rng } from '../../rng';

const ANALYSIS = 'application/vnd.xiangqi-lens.analysis+json';

const md = (source: string, metadata?: Record<string, unknown>): StudyCell => ({ kind: 'markdown', language: 'markdown', source, ...(metadata ? { metadata } : {}) });
const pos = (source: string, extra: Partial<StudyCell> = {}): StudyCell => ({ kind: 'code', language: 'xiangqi', source, outputs: [], ...extra });

/** A study with every shape the writer has to get right. */
const COMPOSED: Study = {
  metadata: { title: 'Central cannon' },
  cells: [
    md('# Central cannon\n\nThe screen horses answer **at once**.'),
    pos('startpos\n炮二平五 马8进7', {
      metadata: { depth: 14, multipv: 3 },
      outputs: [
        {
          items: [
            { mime: ANALYSIS, text: '{\n"fen": "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2",\n"lines": [{"multipv":1,"pv":["h0g2"]}]\n}' },
            { mime: 'text/plain', text: '1. +0.35 d14 马二进三' },
          ],
        },
        { items: [{ mime: 'image/png', base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' }], metadata: { note: 'a picture' } },
      ],
    }),
    md('A second note right after the first cell'),
    md('and a third, straight after it', { tag: 'x' }),
    md('Markdown that shows the format itself:\n<!-- xqnb:cell -->\n```xiangqi\nstartpos\n```'),
    md(''),
    md('\n  leading and trailing blank lines  \n'),
    md('```python\n<!-- xqnb:output text/plain -->\n```\nafter a fence of another language'),
    pos('fen with a fence inside?\n```\n````', { metadata: { note: 'a `backtick` in metadata' } }),
    { kind: 'code', language: 'python', source: 'print("not ours")', outputs: [{ items: [{ mime: 'application/vnd.code.notebook.stdout', text: 'not ours\n' }] }] },
    pos(''),
    pos('games/final.xqf#34\n\n'),
  ],
};

const nonBlankLines = (text: string): string[] => text.split(/\r?\n/).filter((l) => l.trim() !== '');
/** The format's own lines (markers, fences), which the writer may write otherwise when they hold no text. */
const STRUCTURE = /^(<!-- xqnb[ :].* -->|`{3,}.*|~{3,}.*)$/;

/** Every non-blank line of `original` appears in `written`, in the same order (with `contentOnly`, every line but the format's own). */
const keepsEveryLine = (original: string, written: string, contentOnly = false): void => {
  const out = nonBlankLines(written);
  let k = 0;
  for (const line of nonBlankLines(original).filter((l) => !contentOnly || !STRUCTURE.test(l))) {
    while (k < out.length && out[k] !== line) k++;
    assert.ok(k < out.length, `lost the line ${JSON.stringify(line)}`);
    k++;
  }
};

describe('formats/study: the .xqnb study format', () => {
  it('reads back every cell, output, item and metadata it wrote, and writes the same text again', () => {
    const text = writeStudy(COMPOSED);
    const r = readStudy(text);
    assert.deepEqual(r.issues, []);
    assert.deepEqual(r.study, COMPOSED);
    assert.equal(writeStudy(r.study), text);
  });

  it('a cell with CR or CRLF line breaks is written with \\n ones, so a second save equals the first', () => {
    const study: Study = { cells: [md('a\r\nb\rc'), md('end\r'), pos('startpos\r\nh2e2', { outputs: [{ items: [{ mime: 'text/plain', text: 'x\ry' }] }] })] };
    const first = writeStudy(study);
    const r = readStudy(first);
    assert.deepEqual(r.issues, []);
    assert.deepEqual(r.study.cells.map((c) => c.source), ['a\nb\nc', 'end\n', 'startpos\nh2e2']);
    assert.deepEqual(r.study.cells[2].outputs, [{ items: [{ mime: 'text/plain', text: 'x\ny' }] }]);
    assert.equal(writeStudy(r.study), first);
  });

  it('writes plain Markdown and ```xiangqi fences a person can read, with the exact form only where needed', () => {
    const text = writeStudy(COMPOSED);
    const lines = text.split('\n');
    assert.equal(lines[0], '<!-- xqnb v1 {"title":"Central cannon"} -->');
    assert.equal(lines[1], '');
    assert.equal(lines[2], '# Central cannon');
    assert.ok(text.includes('```xiangqi {"depth":14,"multipv":3}\nstartpos\n炮二平五 马8进7\n```\n<!-- xqnb:output application/vnd.xiangqi-lens.analysis+json -->\n```json\n{'));
    assert.ok(text.includes('<!-- xqnb:item text/plain -->\n```text\n1. +0.35 d14 马二进三\n```'));
    assert.ok(text.includes('```\n\nA second note'), 'Markdown after a code cell needs no marker');
    assert.ok(text.includes('<!-- xqnb:cell {"tag":"x"} -->\nand a third'));
    assert.ok(text.includes('<!-- xqnb:markdown 5 -->\nMarkdown that shows the format itself:'), 'markers inside Markdown: the exact form');
    assert.ok(text.includes('<!-- xqnb:markdown 0 -->'), 'an empty Markdown cell');
    assert.ok(text.includes('~~~xiangqi {"note":"a `backtick` in metadata"}\nfen with a fence inside?\n```\n````\n~~~'), 'a tilde fence when the info holds a backtick');
    assert.ok(text.includes('<!-- xqnb:code python -->\n```python\nprint("not ours")\n```'));
    assert.ok(text.endsWith('\n') && !text.endsWith('\n\n'));
  });

  it('reads a study written by hand: Markdown with ```xiangqi blocks, no header, CRLF line breaks, a byte order mark', () => {
    const text = '\ufeff# Notes\r\n\r\nSome text.\r\n\r\n```xiangqi\r\nstartpos\r\nh2e2 h9g7\r\n```\r\n\r\nMore notes.\r\n';
    const r = readStudy(text);
    assert.deepEqual(r.issues, []);
    assert.deepEqual(r.study.cells, [md('# Notes\n\nSome text.'), pos('startpos\nh2e2 h9g7'), md('More notes.')]);
  });

  it('takes outputs written after blank lines as the cell\'s own', () => {
    const text = '```xiangqi\nstartpos\n```\n\n<!-- xqnb:output text/plain -->\n```text\nhello\n```\n';
    const r = readStudy(text);
    assert.deepEqual(r.issues, []);
    assert.deepEqual(r.study.cells, [pos('startpos', { outputs: [{ items: [{ mime: 'text/plain', text: 'hello' }] }] })]);
  });

  describe('a damaged study opens with a clear error and loses nothing', () => {
    const cases: Array<{ name: string; text: string; code: string; line: number; raw: string }> = [
      {
        name: 'a position block left open',
        text: '# Notes\n\n```xiangqi\nstartpos\nh2e2\n\nMore notes that the open block swallowed',
        code: 'ERR_STUDY_FENCE',
        line: 3,
        raw: '```xiangqi\nstartpos\nh2e2\n\nMore notes that the open block swallowed',
      },
      {
        name: 'output JSON that does not parse',
        text: '```xiangqi\nstartpos\n```\n<!-- xqnb:output application/vnd.xiangqi-lens.analysis+json -->\n```json\n{"fen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",\n```\n\nAfter it.\n',
        code: 'ERR_STUDY_DATA',
        line: 4,
        raw: '<!-- xqnb:output application/vnd.xiangqi-lens.analysis+json -->\n```json\n{"fen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",\n```',
      },
      {
        name: 'cell metadata that is not JSON',
        text: 'Before.\n\n```xiangqi {depth: 12}\nstartpos\n```\n',
        code: 'ERR_STUDY_METADATA',
        line: 3,
        raw: '```xiangqi {depth: 12}\nstartpos\n```',
      },
      { name: 'an unknown marker', text: 'Before.\n<!-- xqnb:widget 3 -->\nAfter.\n', code: 'ERR_STUDY_MARKER', line: 2, raw: '<!-- xqnb:widget 3 -->' },
      { name: 'an output with no cell before it', text: '<!-- xqnb:output text/plain -->\n```text\norphan\n```\n', code: 'ERR_STUDY_OUTPUT', line: 1, raw: '<!-- xqnb:output text/plain -->\n```text\norphan\n```' },
      { name: 'an exact cell longer than the file', text: 'Before.\n<!-- xqnb:markdown 5 -->\none\ntwo\n', code: 'ERR_STUDY_LINES', line: 2, raw: '<!-- xqnb:markdown 5 -->\none\ntwo' },
      { name: 'base64 data that is not base64', text: '```xiangqi\nx\n```\n<!-- xqnb:output image/png -->\n```base64\n***\n```\n', code: 'ERR_STUDY_DATA', line: 4, raw: '<!-- xqnb:output image/png -->\n```base64\n***\n```' },
      { name: 'a newer format version', text: '<!-- xqnb v2 -->\n# Notes\n', code: 'ERR_STUDY_VERSION', line: 1, raw: '<!-- xqnb v2 -->' },
    ];
    for (const c of cases)
      it(`${c.name}: ${c.code} at line ${c.line}, the text kept in a raw cell and written back`, () => {
        const r = readStudy(c.text);
        assert.equal(r.issues.length, 1, JSON.stringify(r.issues));
        const issue = r.issues[0];
        assert.equal(issue.code, c.code);
        assert.equal(issue.line, c.line);
        assert.match(issue.message, /\S/);
        const raw = r.study.cells[issue.cell!];
        assert.ok(isRawCell(raw));
        assert.equal(raw.source, c.raw);
        const written = writeStudy(r.study);
        keepsEveryLine(c.text, written);
        // a damaged study saved and opened again is the same study: the damage stays raw, nothing moves
        const again = readStudy(written);
        assert.deepEqual(again.study.cells, r.study.cells);
        assert.equal(writeStudy(again.study), written);
      });
  });

  it('never throws on random text and always keeps every line (seeded fuzz over the format\'s own pieces)', () => {
    const pieces = [
      '<!-- xqnb v1 -->', '<!-- xqnb v1 {bad -->', '<!-- xqnb:cell -->', '<!-- xqnb:cell {"a":1} -->', '<!-- xqnb:markdown 2 -->', '<!-- xqnb:markdown x -->',
      '<!-- xqnb:code python -->', '<!-- xqnb:output text/plain -->', '<!-- xqnb:output application/json -->', '<!-- xqnb:item text/plain -->', '<!-- xqnb:nope -->',
      '```xiangqi', '```xiangqi {"depth":3}', '```xiangqi {oops}', '```', '````', '~~~', '```json', '```text', '```base64', '```python',
      '{"a": 1}', '{"a":', 'QUJD', '# heading', 'text', '', '  ', 'startpos', '炮二平五 马8进7',
    ];
    const random = rng(13);
    for (let n = 0; n < 400; n++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 14) }, () => pieces[Math.floor(random() * pieces.length)]);
      const text = lines.join('\n');
      const r = readStudy(text);
      const written = writeStudy(r.study);
      keepsEveryLine(text, written, true);
      const again = readStudy(written);
      assert.deepEqual(again.study, r.study, `not stable: ${JSON.stringify(text)}`);
    }
  });
});
