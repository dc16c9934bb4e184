import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_DENY_TYPE, listLine, parseList, PhiLists } from '../../../src/deid/lists';

const ALLOW = `# drugs and devices that look like names
Parkinson
  Foley   catheter
PATIENT: Hope
/Dr\\.? Seuss/i
/[unclosed/
/x/g
HOSPITAL:
`;
const DENY = `HOSPITAL: Harbor Clinic
/MRN-\\d{6}/
Oakridge
ZIP: /\\d{5}/
/a*/
`;

describe('deid allow and deny lists', () => {
  it('parses terms, typed lines and /regex/ lines, reporting malformed lines by number', () => {
    const allow = parseList(ALLOW, 'allow.txt');
    assert.equal(allow.rules.length, 4);
    assert.deepEqual(allow.problems.map((p) => p.line), [6, 7, 8]);
    assert.match(allow.problems[0]!.message, /invalid regular expression/);
    assert.match(allow.problems[1]!.message, /unsupported regex flags "g"/);
    const deny = parseList(DENY, 'deny.txt');
    assert.deepEqual(deny.problems.map((p) => [p.line, p.message]), [[5, '/a*/ matches empty text']]);
  });

  it('allows listed values whatever their case and spacing, typed entries only for their type', () => {
    const lists = new PhiLists([parseList(ALLOW, 'allow.txt')], []);
    assert.ok(lists.allows('PARKINSON', 'PATIENT'));
    assert.ok(lists.allows('foley catheter', 'DOCTOR'));
    assert.ok(lists.allows('Hope', 'PATIENT'));
    assert.ok(!lists.allows('Hope', 'CITY'), 'typed entry, other type');
    assert.ok(lists.allows('dr seuss', 'DOCTOR'), 'regex, whole value, i flag');
    assert.ok(!lists.allows('Dr Seuss Jr', 'DOCTOR'), 'a regex must match the whole value');
    assert.ok(!lists.allows('Parkinsonism', 'PATIENT'));
  });

  it('finds denied terms and patterns in text as whole words, with their type', () => {
    const lists = new PhiLists([], [parseList(DENY, 'deny.txt')]);
    const text = 'Seen at harbor  clinic; MRN-123456; lives in Oakridge, 02139. Not Oakridges.';
    const found = lists.denied(text).map((f) => [text.slice(f.start, f.end), f.type]);
    assert.deepEqual(found, [['harbor  clinic', 'HOSPITAL'], ['MRN-123456', DEFAULT_DENY_TYPE], ['Oakridge', DEFAULT_DENY_TYPE], ['02139', 'ZIP']]);
  });

  it('a line written by listLine reads back as exactly that term', () => {
    // A term that looks like "TYPE: value" with a type in capitals the reader does not know (fast-check found it).
    // And one written as an escaped /regex/ still matches with its blanks doubled, as a plain term does.
    for (const term of ['AAA:', 'MRN: 12', 'Note: x', '#  !', 'MRN:  12']) {
      const parsed = parseList(listLine(term), 'allow.txt');
      assert.deepEqual(parsed.problems, [], term);
      assert.ok(new PhiLists([parsed], []).allows(term, 'PATIENT'), term);
    }
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && !/[\r\n]/.test(s)), (term) => {
        const parsed = parseList(listLine(term), 'allow.txt');
        assert.deepEqual(parsed.problems, []);
        const lists = new PhiLists([parsed], []);
        assert.ok(lists.allows(term, 'PATIENT'), JSON.stringify([term, listLine(term)]));
      }),
      // Cheap, and rare shapes hide here: 100 runs found each of the cases above only now and then.
      { numRuns: 2000 },
    );
  });
});
