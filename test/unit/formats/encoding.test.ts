import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { decodeText, encodeUtf8 } from '../../../src/formats/text/encoding';
import { itShared, sharedPath } from '../../shared';

const utf8 = (s: string): Uint8Array => encodeUtf8(s);

describe('formats/text encoding detection', () => {
  it('decodes UTF-8 with and without BOM, and notes CRLF', () => {
    const plain = decodeText(utf8('1. 炮二平五\r\n'));
    assert.equal(plain.encoding, 'utf-8');
    assert.equal(plain.bom, false);
    assert.equal(plain.lineBreak, '\r\n');
    const bom = decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('马')]));
    assert.deepEqual([bom.text, bom.bom], ['马', true]);
  });

  it('tells GBK from Big5 by the script of common chess characters', () => {
    // 炮二平五 马８进７ in GBK, and 車馬進 in Big5 (bytes from the code tables)
    const gbk = Uint8Array.from([0xc5, 0xda, 0xb6, 0xfe, 0xc6, 0xbd, 0xce, 0xe5, 0x20, 0xc2, 0xed, 0xa3, 0xb8, 0xbd, 0xf8, 0xa3, 0xb7]);
    assert.deepEqual([decodeText(gbk).encoding, decodeText(gbk).text], ['gb18030', '炮二平五 马８进７']);
    const big5 = Uint8Array.from([0xa8, 0xae, 0xb0, 0xa8, 0xb6, 0x69]);
    assert.deepEqual([decodeText(big5).encoding, decodeText(big5).text], ['big5', '車馬進']);
  });

  it('calls pure ASCII UTF-8 with LF, and never throws on garbage', () => {
    const d = decodeText(utf8('1. h2e2 h9g7\n2. h0g2\n'));
    assert.deepEqual([d.encoding, d.lineBreak, d.bom], ['utf-8', '\n', false]);
    const junk = decodeText(Uint8Array.from([0xff, 0xfe, 0x81, 0x30, 0xc0]));
    assert.equal(typeof junk.text, 'string');
  });

  it('encodes UTF-8 for every plane', () => {
    assert.deepEqual([...encodeUtf8('a炮𠀀')], [0x61, 0xe7, 0x82, 0xae, 0xf0, 0xa0, 0x80, 0x80]);
    const text = 'é€😀 1. 炮二平五 {评注} '.repeat(1000);
    assert.deepEqual(encodeUtf8(text), new Uint8Array(Buffer.from(text, 'utf8')), 'the same bytes as Node writes');
  });

  itShared('detects every shared Chinese PGN: Big5 for the xqwlight twin, GB18030 for the rest', () => {
    const dir = sharedPath('pgn', 'chinese');
    for (const f of fs.readdirSync(dir)) {
      const d = decodeText(fs.readFileSync(`${dir}/${f}`));
      assert.equal(d.encoding, f.includes('big5') ? 'big5' : 'gb18030', f);
      assert.ok(!d.text.includes('\ufffd'), f);
    }
    const bom = decodeText(fs.readFileSync(sharedPath('pgn', 'dhtmlxq', 'vschess_dhtmlxq_xianrenzhilu.txt')));
    assert.deepEqual([bom.encoding, bom.bom], ['utf-8', true]);
  });
});
