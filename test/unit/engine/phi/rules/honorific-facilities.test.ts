// Per-rule tests of facility.honorific-name (src/engine/phi/rules/honorific-facilities.ts): an Indian hospital, nursing
// home or centre named for a person with the honorific first, in the three letter cases, read whole above the title
// rules' patient; an honorific before a person, a stop word or a country is left alone. Invented examples, none from
// any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.honorific-name') ?? [];

describe('rule facility.honorific-name', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a hospital named with the honorific first, in capitals, Title case and small letters', () => {
    assert.deepEqual(byRule('SHRI QUARNATH MULTISPECIALITY HOSPITAL\nStation Road, Town\n'), ['HOSPITAL:SHRI QUARNATH MULTISPECIALITY HOSPITAL']);
    assert.deepEqual(byRule('Referred from Sri Tolvana Nursing Home, Town.\n'), ['HOSPITAL:Sri Tolvana Nursing Home']);
    assert.deepEqual(byRule('SREE QUARNATH SEVA SADAN, TOWN - 700001\n'), ['HOSPITAL:SREE QUARNATH SEVA SADAN']);
    assert.deepEqual(byRule('Shri Tolvan Hospital & Research Centre\n'), ['HOSPITAL:Shri Tolvan Hospital & Research Centre']);
    assert.deepEqual(byRule('ref from shree quarnath clinic\n'), ['HOSPITAL:shree quarnath clinic']);
  });
  it('keeps the hospital whole over the title rules\' patient', () => {
    const people = checks?.people('SHRI QUARNATH HOSPITAL\nName: Smt. A B\n') ?? [];
    assert.ok(!people.includes('PATIENT:QUARNATH'), JSON.stringify(people));
  });
  it('leaves an honorific before a person, a stop word, a country or a kind in another case alone', () => {
    const negatives = [
      'Shri Ramesh was taken to hospital by his son.\n', 'Sri Lanka hospitals were full.\n', 'shri quarnath Hospital\n',
      'Shri Quarnath, hospital attendant\n', 'Smt. Quarna Devi\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
