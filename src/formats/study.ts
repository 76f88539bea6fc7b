/**
 * The `.xqnb` study format: a Markdown document a person can read and diff, that VS Code opens as a
 * notebook. Pure text in, cells out (and back); the host's serializer (src/host/notebook/serializer.ts)
 * only turns bytes into text and cells into VS Code's types.
 *
 * The format, version 1 (README "Study notebooks" says the same for users):
 *
 *     <!-- xqnb v1 -->                          first line: format and version, then notebook metadata as JSON
 *     # Central cannon                          Markdown cells are written as they are
 *     ```xiangqi {"depth":14}                   a position cell: a fenced block; cell metadata after the language
 *     startpos
 *     炮二平五 马8进7
 *     ```
 *     <!-- xqnb:output application/vnd.xiangqi-lens.analysis+json -->
 *     ```json                                   each output: a marker naming its first item's MIME type, the data
 *     {…}                                         fenced (`text`, `json`, or `base64` for binary data)
 *     ```
 *     <!-- xqnb:item text/plain -->             more items of the same output
 *     ```text
 *     1. +0.35 d14 炮二平五 马8进7 …
 *     ```
 *     <!-- xqnb:cell -->                        a Markdown cell that directly follows another (optional metadata)
 *
 * A cell that would not read back from the plain form is written exactly: `<!-- xqnb:markdown N -->` and
 * then its N lines as they are (Markdown that holds our markers or a ```xiangqi fence, blank lines at
 * either end, an empty cell); `<!-- xqnb:code LANG {meta} -->` before a fence holds a cell in another
 * language. Fences are longer than any run of backticks inside them. Line breaks are written as `\n`: a CR or CRLF
 * in a cell is a line break, as in Markdown (CommonMark), read as one and written as `\n`, so a second save equals the first.
 *
 * Reading never fails and never drops text: a stretch that does not follow the format (a fence left
 * open, a marker with bad JSON, an output whose JSON does not parse, an unknown marker) becomes a raw
 * cell (`metadata.xqnb.raw`) holding those lines as they were, with an issue saying what and where; a
 * raw cell is written back verbatim, so saving a damaged study keeps every line of it.
 *
 * @example
 * const { study, issues } = readStudy(text);   // issues: [] for a well-formed study
 * writeStudy(study) === text                    // for a study this module wrote
 */

export type Json = Record<string, unknown>;

/** Output data: text (text and JSON types) or base64 (anything else). */
export type StudyItem = { readonly mime: string; readonly text: string } | { readonly mime: string; readonly base64: string };

export interface StudyOutput {
  readonly items: readonly StudyItem[];
  readonly metadata?: Json;
}

export interface StudyCell {
  readonly kind: 'markdown' | 'code';
  /** 'markdown' for Markdown cells; the cell language of a code cell (`xiangqi`). */
  readonly language: string;
  readonly source: string;
  readonly metadata?: Json;
  readonly outputs?: readonly StudyOutput[];
}

export interface Study {
  readonly cells: readonly StudyCell[];
  readonly metadata?: Json;
}

export type StudyIssueCode =
  | 'ERR_STUDY_VERSION'
  | 'ERR_STUDY_FENCE'
  | 'ERR_STUDY_MARKER'
  | 'ERR_STUDY_METADATA'
  | 'ERR_STUDY_OUTPUT'
  | 'ERR_STUDY_DATA'
  | 'ERR_STUDY_LINES';

export interface StudyIssue {
  readonly code: StudyIssueCode;
  readonly message: string;
  /** 1-based line of the file where the problem starts. */
  readonly line: number;
  /** The raw cell that holds the lines concerned, when there is one. */
  readonly cell?: number;
}

export const STUDY_VERSION = 1;
/** The language of position cells. */
export const POSITION_LANGUAGE = 'xiangqi';
/** Raw cells: text that did not read as the format, shown and kept as it is. */
export const RAW_LANGUAGE = 'plaintext';

/** Whether a cell holds text that could not be read, to be written back as it is. */
export const isRawCell = (c: StudyCell): boolean => (c.metadata?.xqnb as Json | undefined)?.raw === true;

const HEADER = /^<!-- xqnb v(\d+)(?: (.*))? -->$/;
const MARKER = /^<!-- xqnb:([a-z]+)(?: (.*?))? -->$/;
const FENCE = /^(`{3,}|~{3,})(.*)$/;

interface Fence {
  readonly char: string;
  readonly length: number;
  readonly info: string;
}

const fenceOf = (line: string): Fence | undefined => {
  const m = FENCE.exec(line);
  if (!m) return undefined;
  // a backtick fence's info string may not hold a backtick (CommonMark)
  if (m[1][0] === '`' && m[2].includes('`')) return undefined;
  return { char: m[1][0], length: m[1].length, info: m[2].trim() };
};

const closes = (line: string, f: Fence): boolean => {
  const t = line.trimEnd();
  return t.length >= f.length && t === f.char.repeat(t.length);
};

/** The first word of a fence's info string and the JSON after it, if any. */
const infoParts = (info: string): { word: string; rest: string } => {
  const m = /^(\S*)\s*(.*)$/.exec(info)!;
  return { word: m[1], rest: m[2] };
};

const parseMeta = (text: string): Json | undefined | 'bad' => {
  if (!text.trim()) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : 'bad';
  } catch {
    return 'bad';
  }
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isJsonMime = (mime: string): boolean => /[/+]json$/i.test(mime);

const isBlank = (s: string): boolean => s.trim() === '';

/** A position cell's fence: ```xiangqi, at the top level of the document. */
const isPositionFence = (f: Fence): boolean => infoParts(f.info).word === POSITION_LANGUAGE;

// ---------------------------------------------------------------------------------------------- reading

class Reader {
  private i = 0;
  readonly cells: StudyCell[] = [];
  readonly issues: StudyIssue[] = [];
  metadata: Json | undefined;
  /** Markdown lines gathered for the cell being read, and its metadata. */
  private md: { lines: string[]; metadata?: Json } | undefined;

  constructor(private readonly lines: readonly string[]) {}

  read(): void {
    this.header();
    while (this.i < this.lines.length) this.step();
    this.flushMarkdown();
  }

  private header(): void {
    const m = HEADER.exec(this.lines[0] ?? '');
    if (!m) return;
    const version = Number(m[1]);
    const meta = parseMeta(m[2] ?? '');
    if (meta === 'bad' || version !== STUDY_VERSION) {
      // keep the line: it becomes a raw cell, written back as it was
      this.raw(0, 1, meta === 'bad' ? 'ERR_STUDY_METADATA' : 'ERR_STUDY_VERSION',
        meta === 'bad' ? 'the study metadata on line 1 is not a JSON object' : `this study was written in format version ${version}; this version reads version ${STUDY_VERSION}`);
    } else this.metadata = meta;
    this.i = 1;
  }

  private step(): void {
    const line = this.lines[this.i];
    const marker = MARKER.exec(line);
    if (marker) return this.marker(marker[1], marker[2] ?? '');
    if (HEADER.test(line)) {
      this.flushMarkdown();
      return this.raw(this.i, this.i + 1, 'ERR_STUDY_MARKER', `line ${this.i + 1}: a study header belongs on the first line`);
    }
    const fence = fenceOf(line);
    if (fence && isPositionFence(fence)) {
      const meta = parseMeta(infoParts(fence.info).rest);
      return this.codeCell(this.i, POSITION_LANGUAGE, meta);
    }
    if (!this.md) this.md = { lines: [] };
    if (fence) {
      // another language's fence inside Markdown: its lines are Markdown, whatever they look like
      const end = this.fenceEnd(this.i, fence);
      for (const l of this.lines.slice(this.i, end === undefined ? this.lines.length : end + 1)) this.md.lines.push(l);
      this.i = end === undefined ? this.lines.length : end + 1;
      return;
    }
    this.md.lines.push(line);
    this.i++;
  }

  /** The index of the line that closes the fence opened at `start`, if any. */
  private fenceEnd(start: number, f: Fence): number | undefined {
    for (let j = start + 1; j < this.lines.length; j++) if (closes(this.lines[j], f)) return j;
    return undefined;
  }

  private marker(kind: string, args: string): void {
    const at = this.i;
    const { word, rest } = infoParts(args);
    switch (kind) {
      case 'cell': {
        const meta = parseMeta(args);
        if (meta === 'bad') return this.rawMarker(at, 'ERR_STUDY_METADATA', `the cell metadata on line ${at + 1} is not a JSON object`);
        this.flushMarkdown();
        this.md = { lines: [], ...(meta ? { metadata: meta } : {}) };
        this.i++;
        return;
      }
      case 'markdown': {
        const n = Number(word);
        const meta = parseMeta(rest);
        if (!/^\d+$/.test(word) || meta === 'bad') return this.rawMarker(at, 'ERR_STUDY_MARKER', `line ${at + 1}: a markdown marker needs a line count and may have JSON metadata`);
        if (at + 1 + n > this.lines.length) {
          this.flushMarkdown();
          return this.raw(at, this.lines.length, 'ERR_STUDY_LINES', `line ${at + 1}: the cell should have ${n} lines; the file ends before`);
        }
        this.flushMarkdown();
        this.cells.push({ kind: 'markdown', language: 'markdown', source: this.lines.slice(at + 1, at + 1 + n).join('\n'), ...(meta ? { metadata: meta } : {}) });
        this.i = at + 1 + n;
        return;
      }
      case 'code': {
        const meta = parseMeta(rest);
        const fence = this.nextFence(at + 1);
        if (!word || !fence) return this.rawMarker(at, 'ERR_STUDY_MARKER', `line ${at + 1}: a code marker needs a language and a fenced block after it`);
        this.i = at + 1;
        return this.codeCell(at + 1, word, meta, at);
      }
      case 'output':
      case 'item':
        return this.output(kind, word, rest);
      default:
        return this.rawMarker(at, 'ERR_STUDY_MARKER', `line ${at + 1}: unknown marker '${kind}'`);
    }
  }

  private nextFence(j: number): Fence | undefined {
    return j < this.lines.length ? fenceOf(this.lines[j]) : undefined;
  }

  /** A code cell whose fence opens at `start` (its marker, if any, at `from`). */
  private codeCell(start: number, language: string, meta: Json | undefined | 'bad', from = start): void {
    this.flushMarkdown();
    const fence = fenceOf(this.lines[start])!;
    const end = this.fenceEnd(start, fence);
    if (end === undefined) return this.raw(from, this.lines.length, 'ERR_STUDY_FENCE', `the ${language} block opened on line ${start + 1} is never closed`);
    if (meta === 'bad') return this.raw(from, end + 1, 'ERR_STUDY_METADATA', `line ${from + 1}: the cell metadata is not a JSON object`);
    this.cells.push({ kind: 'code', language, source: this.lines.slice(start + 1, end).join('\n'), ...(meta ? { metadata: meta } : {}), outputs: [] });
    this.i = end + 1;
  }

  private output(kind: 'output' | 'item', mime: string, rest: string): void {
    const at = this.i;
    const fence = this.nextFence(at + 1);
    const end = fence && this.fenceEnd(at + 1, fence);
    const span = fence ? (end === undefined ? this.lines.length : end + 1) : at + 1;
    const fail = (code: StudyIssueCode, message: string): void => {
      this.flushMarkdown();
      this.raw(at, span, code, message);
    };
    if (!fence) return fail('ERR_STUDY_MARKER', `line ${at + 1}: an ${kind} marker needs a fenced block after it`);
    if (end === undefined) return fail('ERR_STUDY_FENCE', `the output block opened on line ${at + 2} is never closed`);
    const meta = parseMeta(rest);
    if (!mime || meta === 'bad' || (kind === 'item' && meta)) return fail('ERR_STUDY_MARKER', `line ${at + 1}: an ${kind} marker names a MIME type${kind === 'output' ? ' and may have JSON metadata' : ''}`);
    // blank lines between a cell and its outputs are no Markdown cell
    if (this.md && !this.md.metadata && this.md.lines.every(isBlank)) this.md = undefined;
    const last = this.cells.at(-1);
    const outputs = last?.kind === 'code' && !this.md && !isRawCell(last) ? (last.outputs as StudyOutput[]) : undefined;
    if (!outputs || (kind === 'item' && outputs.length === 0)) return fail('ERR_STUDY_OUTPUT', `line ${at + 1}: an ${kind} that follows no ${kind === 'item' ? 'output' : 'code cell'}`);
    const body = this.lines.slice(at + 2, end).join('\n');
    let item: StudyItem;
    if (infoParts(fence.info).word === 'base64') {
      const data = body.replace(/\s+/g, '');
      if (!BASE64.test(data) || data.length % 4 !== 0) return fail('ERR_STUDY_DATA', `line ${at + 2}: the ${mime} data is not base64`);
      item = { mime, base64: data };
    } else {
      if (isJsonMime(mime)) {
        try {
          JSON.parse(body);
        } catch (e) {
          return fail('ERR_STUDY_DATA', `line ${at + 2}: the ${mime} data is not JSON (${(e as Error).message})`);
        }
      }
      item = { mime, text: body };
    }
    if (kind === 'output') outputs.push({ items: [item], ...(meta ? { metadata: meta } : {}) });
    else {
      const o = outputs[outputs.length - 1];
      outputs[outputs.length - 1] = { ...o, items: [...o.items, item] };
    }
    this.i = span;
  }

  /** A marker that did not read: it and the fenced block after it (if any) become a raw cell. */
  private rawMarker(at: number, code: StudyIssueCode, message: string): void {
    this.flushMarkdown();
    const fence = this.nextFence(at + 1);
    const end = fence ? this.fenceEnd(at + 1, fence) : undefined;
    this.raw(at, fence ? (end === undefined ? this.lines.length : end + 1) : at + 1, code, message);
  }

  private raw(from: number, to: number, code: StudyIssueCode, message: string): void {
    this.issues.push({ code, message, line: from + 1, cell: this.cells.length });
    this.cells.push({ kind: 'code', language: RAW_LANGUAGE, source: this.lines.slice(from, to).join('\n'), metadata: { xqnb: { raw: true } }, outputs: [] });
    this.i = to;
  }

  private flushMarkdown(): void {
    const md = this.md;
    if (!md) return;
    this.md = undefined;
    let a = 0;
    let b = md.lines.length;
    while (a < b && isBlank(md.lines[a])) a++;
    while (b > a && isBlank(md.lines[b - 1])) b--;
    // blank lines between blocks are the writer's, not a cell
    if (a === b && !md.metadata) return;
    this.cells.push({ kind: 'markdown', language: 'markdown', source: md.lines.slice(a, b).join('\n'), ...(md.metadata ? { metadata: md.metadata } : {}) });
  }
}

/** Reads a study; never throws. A well-formed file gives no issues. */
export const readStudy = (text: string): { study: Study; issues: StudyIssue[] } => {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = body.split(/\r\n?|\n/);
  // the writer ends the file with a line break: no empty last line of content
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 1 && lines[0] === '') lines.pop();
  const r = new Reader(lines);
  r.read();
  return { study: { cells: r.cells, ...(r.metadata ? { metadata: r.metadata } : {}) }, issues: r.issues };
};

// ---------------------------------------------------------------------------------------------- writing

const json = (v: Json | undefined): string => (v && Object.keys(v).length ? JSON.stringify(v) : '');

/** A fence longer than any run of `char` that starts a line of `body`, at least three. */
const fenceFor = (body: string, char: '`' | '~'): string => {
  let longest = 2;
  for (const m of body.matchAll(char === '`' ? /^ {0,3}(`+)/gm : /^ {0,3}(~+)/gm)) longest = Math.max(longest, m[1].length);
  return char.repeat(longest + 1);
};

const fenced = (info: string, body: string): string[] => {
  const char = info.includes('`') ? '~' : '`';
  const f = fenceFor(body, char);
  return [`${f}${info}`, ...body.split('\n'), f];
};

/** Whether a Markdown source written plainly (after a boundary) reads back as exactly one cell with that source. */
const readsBackPlain = (source: string): boolean => {
  const lines = source.split('\n');
  if (source === '' || isBlank(lines[0]) || isBlank(lines.at(-1)!)) return false;
  // a fence left open would swallow the cells after it
  for (let j = 0; j < lines.length; j++) {
    const f = fenceOf(lines[j]);
    if (!f) continue;
    while (++j < lines.length && !closes(lines[j], f));
    if (j >= lines.length) return false;
  }
  const r = readStudy(`<!-- xqnb v${STUDY_VERSION} -->\n${source}\n`);
  return r.issues.length === 0 && r.study.cells.length === 1 && r.study.cells[0].kind === 'markdown' && r.study.cells[0].source === source && !r.study.cells[0].metadata;
};

const writeOutput = (o: StudyOutput): string[] =>
  o.items.flatMap((item, k) => {
    const marker = k === 0 ? `<!-- xqnb:output ${item.mime}${json(o.metadata) ? ` ${json(o.metadata)}` : ''} -->` : `<!-- xqnb:item ${item.mime} -->`;
    if ('base64' in item) return [marker, ...fenced('base64', item.base64.replace(/.{1,76}/g, '$&\n').replace(/\n$/, ''))];
    return [marker, ...fenced(isJsonMime(item.mime) ? 'json' : 'text', lf(item.text))];
  });

/** Every line break (CRLF, CR, LF) as `\n`: the reader takes each for one. */
const lf = (s: string): string => s.replace(/\r\n?/g, '\n');

/** The study as text; reading it back gives the same cells (with their line breaks as `\n`). */
export const writeStudy = (study: Study): string => {
  const meta = json(study.metadata);
  const blocks: string[][] = [[`<!-- xqnb v${STUDY_VERSION}${meta ? ` ${meta}` : ''} -->`]];
  let after: 'start' | 'markdown' | 'code' = 'start';
  for (const c of study.cells) {
    const cell = c.source.includes('\r') ? { ...c, source: lf(c.source) } : c;
    if (isRawCell(cell)) {
      blocks.push(cell.source.split('\n'));
      // what follows a raw cell is read as if it followed whatever the raw text holds: mark it
      after = 'markdown';
      continue;
    }
    const m = json(cell.metadata);
    if (cell.kind === 'markdown') {
      if (readsBackPlain(cell.source)) blocks.push([...(after === 'markdown' || m ? [`<!-- xqnb:cell${m ? ` ${m}` : ''} -->`] : []), ...cell.source.split('\n')]);
      else {
        const lines = cell.source === '' ? [] : cell.source.split('\n');
        blocks.push([`<!-- xqnb:markdown ${lines.length}${m ? ` ${m}` : ''} -->`, ...lines]);
      }
      after = 'markdown';
      continue;
    }
    const head = cell.language === POSITION_LANGUAGE ? [] : [`<!-- xqnb:code ${cell.language}${m ? ` ${m}` : ''} -->`];
    const info = cell.language === POSITION_LANGUAGE ? `${POSITION_LANGUAGE}${m ? ` ${m}` : ''}` : cell.language;
    blocks.push([...head, ...fenced(info, cell.source), ...(cell.outputs ?? []).flatMap(writeOutput)]);
    after = 'code';
  }
  return blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
};
