// Reading a file as text: UTF-8 with or without BOM; binary, UTF-16 and invalid UTF-8 refused by name.
import assert from 'node:assert/strict';
import { decodeText, firstInvalidUtf8 } from '../../../src/batch/read';

const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);

describe('batch read', () => {
  it('decodes UTF-8 and drops a byte-order mark, remembering it', () => {
    assert.deepEqual(decodeText(Buffer.from('naïve 😀', 'utf8')), { kind: 'text', text: 'naïve 😀', bom: false });
    assert.deepEqual(decodeText(Buffer.from('\uFEFFhello', 'utf8')), { kind: 'text', text: 'hello', bom: true });
  });

  it('refuses binary, UTF-16 and invalid UTF-8, the last with the offset of the first bad byte', () => {
    assert.equal(decodeText(bytes(0x61, 0x00, 0x62)).kind === 'skip' && 'binary', 'binary');
    assert.deepEqual(decodeText(bytes(0xff, 0xfe, 0x61, 0x00)), { kind: 'skip', reason: 'utf16' });
    assert.deepEqual(decodeText(bytes(0x61, 0x62, 0xc3, 0x28)), { kind: 'skip', reason: 'invalid-utf8', detail: 'first bad byte at offset 2' });
  });

  it('finds the first invalid byte: overlong forms, surrogates, truncation', () => {
    assert.equal(firstInvalidUtf8(Buffer.from('ok ✓ 😀')), -1);
    assert.equal(firstInvalidUtf8(bytes(0xc0, 0xaf)), 0); // overlong '/'
    assert.equal(firstInvalidUtf8(bytes(0x41, 0xed, 0xa0, 0x80)), 1); // a UTF-16 surrogate
    assert.equal(firstInvalidUtf8(bytes(0x41, 0x42, 0xe2, 0x9c)), 2); // cut short
    assert.equal(firstInvalidUtf8(bytes(0x80)), 0);
  });
});
