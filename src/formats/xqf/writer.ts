/**
 * XQF writer: the encrypted 0x12 layout. Key bytes are fixed and consistent (KeysSum makes the four key bytes
 * sum to 0 mod 256, as XQStudio-era readers check), so other readers decrypt what we write.
 *
 * Nothing is dropped silently. A header XQF has no field for, or whose field would not read back the same (too long,
 * characters GBK lacks, spaces the field trims), travels whole in the root comment (carriedTags.ts); a field too
 * short for its value still gets the value cut at a character boundary, for other programs. Each is reported to
 * `onWarning`, as is comment text with characters GBK lacks (written as '?').
 *
 *   const r = writeXqf(game, { onWarning: (w) => console.warn(w.message) }); if (r.ok) fs.writeFileSync('out.xqf', r.value)
 */
import { parseFen } from '../../core/fen';
import { Result, err, ok } from '../../core/result';
import { BLACK, KING, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, PAWN, Role, pieceColor, pieceRole } from '../../core/types';
import { fileOf, rankOf } from '../../core/squares';
import type { Game, GameIssue, GameNode } from '../game';
import { deriveKeys, encodePieces } from './decode';
import { appendTags } from './carriedTags';
import { OFF, RESULTS, STRING_FIELDS, XQF_HEADER_SIZE, fieldText } from './header';
import { decodeGbk, encodeGbk, gbkHas } from './gbk';
import { READ_LIMITS } from '../limits';
import { escapeCommentText, formatCommands } from '../pgn/annotations';

/** Slots per role in the 16-slot side order R N B A K A B N R C C P P P P P. */
const SLOTS: Record<Role, readonly number[]> = {
  [CHARIOT]: [0, 8],
  [HORSE]: [1, 7],
  [ELEPHANT]: [2, 6],
  [ADVISOR]: [3, 5],
  [KING]: [4],
  [CANNON]: [9, 10],
  [PAWN]: [11, 12, 13, 14, 15],
};

const KEY_XY = 0x5b;
const KEY_XYF = 0x3d;
const KEY_XYT = 0x71;

const fail = (message: string): GameIssue => ({ code: 'ERR_XQF_WRITE', message, place: { offset: 0 } });

export interface XqfWriteOptions {
  /** Told what XQF could not hold as given: carried in the root comment, cut in a field, or written as '?'. */
  readonly onWarning?: (w: GameIssue) => void;
}

const FIELDS = new Map(STRING_FIELDS.map(([name, at, size]) => [name, { at, size }]));

/** The characters of `text` GBK lacks, each once, for a message. */
const lacking = (text: string): string => [...new Set([...text].filter((ch) => !gbkHas(ch)))].join('');

/** GBK bytes of `text` cut to at most `max` bytes at a character boundary. */
const cutGbk = (text: string, max: number): Uint8Array => {
  const bytes = encodeGbk(text);
  if (bytes.length <= max) return bytes;
  let end = 0;
  for (const ch of text) {
    const n = encodeGbk(ch).length;
    if (end + n > max) break;
    end += n;
  }
  return bytes.subarray(0, end);
};

export const writeXqf = (game: Game, opts: XqfWriteOptions = {}): Result<Uint8Array, GameIssue> => {
  const start = parseFen(game.startFen);
  if (!start.ok) return err(fail(`bad start FEN: ${game.startFen}`));
  const pos = start.value;

  const h = new Uint8Array(XQF_HEADER_SIZE);
  h[0] = 0x58;
  h[1] = 0x51;
  h[OFF.version] = 0x12;
  h[OFF.keyMask] = 0xff;
  h[OFF.keyOrA] = 0x00;
  h[OFF.keyOrA + 1] = 0x11;
  h[OFF.keyOrA + 2] = 0x22;
  h[OFF.keyOrA + 3] = 0x44;
  h[OFF.keyXY] = KEY_XY;
  h[OFF.keyXYf] = KEY_XYF;
  h[OFF.keyXYt] = KEY_XYT;
  h[OFF.keysSum] = (256 - ((KEY_XY + KEY_XYF + KEY_XYT) & 0xff)) & 0xff;
  const keys = deriveKeys(h);

  const squares = new Uint8Array(32).fill(0xff);
  const used = new Set<number>();
  for (let sq = 0; sq < 256; sq++) {
    const pc = pos.board[sq];
    if (!pc) continue;
    const side = pieceColor(pc) === BLACK ? 16 : 0;
    const slot = SLOTS[pieceRole(pc)].map((s) => s + side).find((s) => !used.has(s));
    if (slot === undefined) return err(fail('too many pieces of one kind for the XQF piece table'));
    used.add(slot);
    squares[slot] = fileOf(sq) * 10 + rankOf(sq);
  }
  encodePieces(h, keys, squares);
  if (pos.turn === BLACK) h[OFF.whoPlay] = 1;
  const warn = (code: string, message: string, offset: number): void => opts.onWarning?.({ code, message, place: { offset } });
  const carried: Array<[string, string]> = [];
  const noField: string[] = [];
  for (const [name, value] of Object.entries(game.headers)) {
    const field = FIELDS.get(name);
    if (field) {
      const bytes = encodeGbk(value);
      const max = field.size - 1;
      if (value !== '' && bytes.length <= max && fieldText(decodeGbk(bytes)) === value) {
        h[field.at] = bytes.length;
        h.set(bytes, field.at + 1);
        continue;
      }
      const cut = cutGbk(value, max);
      h[field.at] = cut.length;
      h.set(cut, field.at + 1);
      carried.push([name, value]);
      const why =
        bytes.length > max
          ? `is ${bytes.length} bytes in GBK and its XQF field holds ${max}: the field keeps whole characters up to ${cut.length} bytes`
          : lacking(value)
            ? `has characters GBK lacks (${lacking(value)}): the field shows '?'`
            : `would not read back the same from its XQF field (empty, or spaces at an end)`;
      warn('WARN_XQF_FIELD', `${name} ${why}; the whole value travels in the root comment`, field.at);
    } else if (name === 'Result' && RESULTS.includes(value)) h[OFF.result] = RESULTS.indexOf(value);
    else if (name === 'XQFType' && /^(?:0|[1-9]\d{0,2})$/.test(value) && Number(value) < 256) h[OFF.type] = Number(value);
    else {
      carried.push([name, value]);
      noField.push(name);
    }
  }
  if (noField.length)
    warn('WARN_XQF_NO_FIELD', `XQF has no field for ${noField.join(', ')}: carried in the root comment as [%tag] commands`, XQF_HEADER_SIZE);

  const body: number[] = [];
  const put = (n: GameNode, next: boolean, variation: boolean, tags: ReadonlyArray<[string, string]> = []): void => {
    const from = n.move & 255;
    const to = n.move >> 8;
    const x = n.move ? fileOf(from) * 10 + rankOf(from) : 0;
    const y = n.move ? fileOf(to) * 10 + rankOf(to) : 0;
    // XQF has no field for NAGs or engine notes: they travel as PGN-style commands at the end of the comment.
    const notes = formatCommands(n.eval, n.nags.slice(0, READ_LIMITS.maxNags));
    // text reading like a command is escaped, so it reads back as text (annotations.ts)
    const said = n.comments.map((c) => escapeCommentText(c, false)).join('\n');
    // several comments within the bound each may be past it together, and XQF holds one a move: said, not lost unsaid
    if (said.length > READ_LIMITS.maxCommentChars)
      warn('WARN_XQF_LONG_COMMENT', `a move's comments are ${said.length} characters together, more than the ${READ_LIMITS.maxCommentChars} a reader takes: XQF holds one comment a move`, XQF_HEADER_SIZE + body.length);
    const text = appendTags(notes ? (said ? `${said} ${notes}` : notes) : said, tags);
    const bytes = text ? encodeGbk(text) : new Uint8Array(0);
    const missing = bytes.includes(0x3f) ? lacking(said) : '';
    if (missing) warn('WARN_XQF_GBK', `a comment has characters GBK lacks (${missing}): written as '?'`, XQF_HEADER_SIZE + body.length);
    body.push((x + 24 + keys.srcOff) & 0xff, (y + 32 + keys.dstOff) & 0xff, (next ? 0x80 : 0) | (variation ? 0x40 : 0) | (bytes.length ? 0x20 : 0), 0);
    if (bytes.length) {
      const len = bytes.length + keys.commentOff;
      body.push(len & 0xff, (len >> 8) & 0xff, (len >> 16) & 0xff, (len >>> 24) & 0xff);
      for (const b of bytes) body.push(b);
    }
  };
  // Preorder, iteratively: a node, then its children's subtrees in order.
  put(game.root, game.root.children.length > 0, false, carried);
  const stack: Array<{ list: GameNode[]; i: number }> = [{ list: game.root.children, i: 0 }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.i >= top.list.length) {
      stack.pop();
      continue;
    }
    const n = top.list[top.i++];
    put(n, n.children.length > 0, top.i < top.list.length);
    if (n.children.length) stack.push({ list: n.children, i: 0 });
  }

  const out = new Uint8Array(XQF_HEADER_SIZE + body.length);
  out.set(h);
  for (let i = 0; i < body.length; i++) out[XQF_HEADER_SIZE + i] = (body[i] + keys.stream[(XQF_HEADER_SIZE + i) & 31]) & 0xff;
  return ok(out);
};
