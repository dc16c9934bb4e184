// The rules against the hard-negative corpus (test/data/phi-hard-negatives.txt): invented clinical lines of the kinds
// that read as names or places (eponyms and devices, departments, services, sides after role abbreviations, status
// terms, holidays, brands, scores, roles without names, headings, weekdays and months, public services; and since
// hardneg22 eponymous tests, operations, anatomy and instruments, feed and equipment brands, place words as common
// words, doses and codes, generic institutions, relatives without names; and since hardneg23 places named by kind,
// foods and goods named after places, weekday schedules, education, faiths, genetics and scales with eponyms, vaccines
// and device makers, form formulas, insurance, social history, wings and sizes, non-English words, Title-case common
// phrases) and hold no
// PHI. The whole engine, over the built dictionaries as the product runs, must find nothing in any line, except the
// KNOWN false alarms below, still to be fixed. The list is a ratchet: the test fails when a finding appears that it
// does not name, and when one it names no longer appears (then take it off the list).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../src/engine/phi/index';
import { hardNegatives } from '../../../../scripts/phi-hard-negatives';

const ROOT = join(__dirname, '..', '..', '..', '..', '..');

/** Known rule false alarms in the corpus, as "rule TYPE: text": each one a fix still to make. Only ever shrinks. */
const KNOWN: readonly string[] = [];

/** The items of `a` that `b` does not hold, counted: a known finding listed twice must be found twice. */
function without(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  return a.filter((x) => {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    return n === 0;
  });
}

describe('the rules on the hard-negative corpus (built dictionaries)', () => {
  const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', 'src', 'engine'));
  const dicts = loadPhiDictionaries(path);
  const identify = createPhiIdentifier(dicts);
  // The clinical words of the Disease and Symptom Ontologies, which scripts/build-phi-dictionaries.mjs adds when
  // ../shared/data is beside the project (CI and every packaged build). Without them an eponym such as "Ballard"
  // ("Ballard suction") is a name the lists hold and no clinical word: that build is not the one the product ships.
  const medicalWords = path === undefined ? 0 : ((JSON.parse(readFileSync(path, 'utf8')) as { medical?: unknown[] }).medical ?? []).length;

  beforeEach(function () {
    // A checkout without the built dictionaries, or built without the ontologies' words, runs other rules than the
    // product: the corpus holds the product's rules.
    if (dicts.source !== 'file' || medicalWords === 0) this.skip();
  });

  it('finds nothing in any line but the known false alarms, and each known one still', () => {
    const lines = hardNegatives(ROOT);
    assert.ok(lines.length >= 1050, `${lines.length} lines`);
    const found = lines.flatMap(({ line }) => identify(line).map((f) => `${f.rule} ${f.type}: ${line.slice(f.start, f.end)}`));
    assert.deepEqual(without(found, KNOWN), [], 'new findings in hard negatives (fix the rule)');
    assert.deepEqual(without(KNOWN, found), [], 'known false alarms no longer found: take them off KNOWN');
  });
});
