// Per-rule tests of org.family-firm (src/engine/phi/rules/family-firms.ts): a firm named by its family, a surname, the
// family's form and its trade, with kin named by the same words as hard negatives. Invented examples, none from any
// evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.family-firm') ?? [];

describe('rule org.family-firm', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a firm named by its family and its trade, in each letter case in its slot', () => {
    assert.deepEqual(byRule('he details cars at his cousin\'s shop (Quarrow & Sons Glass) downtown.\n'), ['ORGANIZATION:Quarrow & Sons Glass']);
    assert.deepEqual(byRule('Kind of business: own farm, Tarnovi Brothers Walnuts\nMarital: married.\n'), ['ORGANIZATION:Tarnovi Brothers Walnuts']);
    assert.deepEqual(byRule('pt loads trucks for brellick bros lumber, hurt back.\n'), ['ORGANIZATION:brellick bros lumber']);
    // (After "DRIVES FOR" or "WORKS AT" org.caps-employer reads the same name first.)
    assert.deepEqual(byRule('WIFE CLEANS FOR VELMORA BROS, WILL VISIT.\n'), ['ORGANIZATION:VELMORA BROS']);
    assert.deepEqual(byRule('Wife bakes for Orrin & Son.\n'), ['ORGANIZATION:Orrin & Son']);
    // "and" for "&", with the trade or after a cue of work (struct19).
    assert.deepEqual(byRule('He paints for Tasselby and Sons Decorating, off work since the fall.\n'), ['ORGANIZATION:Tasselby and Sons Decorating']);
    assert.deepEqual(byRule('HUSBAND DRIVES A TRUCK AT BROWDRICK AND SONS.\n'), ['ORGANIZATION:BROWDRICK AND SONS']);
    // Two blanks or a tab between the words: the name's start is found by the words' offsets (struct19).
    assert.deepEqual(byRule('he fixes cars at his uncle\'s shop (Quarrow  Vell & Sons Glass).\n'), ['ORGANIZATION:Quarrow  Vell & Sons Glass']);
    assert.deepEqual(byRule('Industry: own farm, Tarnovi\tBrothers Walnuts\n'), ['ORGANIZATION:Tarnovi\tBrothers Walnuts']);
  });
  it('leaves kin named by the same words alone', () => {
    const negatives = [
      'her sons and his brothers visited.\n', 'both bros here today.\n', 'Lives w/ 2 bros and mom.\n', 'WIFE MARY & SONS AT BEDSIDE.\n',
      'PT WITH MARY & SONS.\n', 'with John and Sons at bedside.\n', 'Brothers at bedside; Sons aware.\n', 'pt has 3 brothers, all well.\n',
      'Good Brothers.\n', 'mother & sons in waiting room.\n',
      // "and" sons: a family in small letters, after "with", or by a given name alone.
      'lives with brandowicz and sons nearby.\n', 'Lives with Brandowicz and Sons.\n', 'Spoke to Marguerite and Sons at bedside.\n',
      'wife and sons at bedside.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
