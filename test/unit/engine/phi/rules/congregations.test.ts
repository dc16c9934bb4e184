// Per-rule tests of org.congregation (src/engine/phi/rules/congregations.ts): a congregation after its clergy and
// "from", "of" or "at", closed by its house or denomination or opened by a Spanish, Portuguese or French kind, and the
// congregations only described, the ministers of governments and pastoral care that take the same slot. Invented
// examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.congregation') ?? [];

describe('rule org.congregation', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the congregation after its clergy in small letters, capitals and sentence case', () => {
    assert.deepEqual(byRule('son aware. pastor from quarry hollow free will baptist church called @ 2100.\n'), ['ORGANIZATION:quarry hollow free will baptist church']);
    assert.deepEqual(byRule('pastor dunleigh from marnock free lutheran called, will visit fri.\n'), ['ORGANIZATION:marnock free lutheran']);
    assert.deepEqual(byRule('pastor from iglesia bautista la roca viva called, ok per wife.\n'), ['ORGANIZATION:iglesia bautista la roca viva']);
    assert.deepEqual(byRule('FAMILY ASKING FOR PRIEST FROM OUR LADY OF THE PINEWOODS PARISH - CHAPLAIN AWARE.\n'), ['ORGANIZATION:OUR LADY OF THE PINEWOODS PARISH']);
    assert.deepEqual(byRule('Rabbi from Temple Beth Quorra Synagogue visited.\n'), ['ORGANIZATION:Temple Beth Quorra Synagogue']);
    assert.deepEqual(byRule('Pastor from Mt. Tarrow Tabernacle came by yest.\n'), ['ORGANIZATION:Mt. Tarrow Tabernacle']);
  });
  it('reads a congregation in apposition to one\'s church or parish, and after a lay office and "at" (fix19b)', () => {
    assert.deepEqual(byRule("Pt's church, Marnock Hill Fellowship, sent a card.\n"), ['ORGANIZATION:Marnock Hill Fellowship']);
    assert.deepEqual(byRule('Her parish, Holy Rosary of the Quarry in town, brings meals.\n'), ['ORGANIZATION:Holy Rosary of the Quarry']);
    assert.deepEqual(byRule('SON (FROM CHURCH, LIVING WATERS PENTECOSTAL) CALLED.\n'), ['ORGANIZATION:LIVING WATERS PENTECOSTAL']);
    assert.deepEqual(byRule('wife is organist at tarrow creek united methodist for years.\n'), ['ORGANIZATION:tarrow creek united methodist']);
    assert.deepEqual(byRule('He is a deacon at Our Lady of the Pinewoods and a retired welder.\n'), ['ORGANIZATION:Our Lady of the Pinewoods']);
  });
  it('leaves a friend, a clergyman, a description and a lone name after one\'s church alone (fix19b)', () => {
    for (const text of [
      'friend from church, Marla, visited.\n',
      "Pt's church, Pastor Quenby, called.\n",
      'her church, which she attends weekly, called.\n',
      "Pt's church, Catholic, sent flowers.\n",
      'HIS CHURCH, FIRST BAPTIST, CALLED.\n',
      'his church, Grace, sent a card.\n',
      'elder at bedside. usher at the door. deacon at church today.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
  it('leaves congregations only described, ministers of governments and pastoral care alone', () => {
    for (const text of [
      'pastor from her church called, will visit thurs.\n',
      'Pastor from the Baptist church called.\n',
      'pastor from the local baptist church visited.\n',
      'pastor from church of god called.\n',
      'Chaplain from pastoral care visited.\n',
      'chaplain from spiritual care aware.\n',
      'The Minister of Health announced new rules.\n',
      'priest from the hospital chapel gave last rites.\n',
      'pastor from first united methodist church called.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a congregation after a word of belonging or a church title, and one named for its place after "of" (fix23a)', () => {
    assert.deepEqual(byRule('MEMBERS OF BRAMWELL HEIGHTS CONGREGATIONAL CHURCH CALLING FOR UPDATES.\n'), ['ORGANIZATION:BRAMWELL HEIGHTS CONGREGATIONAL CHURCH']);
    assert.deepEqual(byRule('members of second baptist of tollard mills brought a meal.\n'), ['ORGANIZATION:second baptist of tollard mills']);
    assert.deepEqual(byRule('Neighbour from Quarrow Lane Gospel Chapel drives her to appts.\n'), ['ORGANIZATION:Quarrow Lane Gospel Chapel']);
    assert.deepEqual(byRule('FRIENDS FROM NEW HOPE FELLOWSHIP OF DUNMARRA FLATS VISITED TODAY.\n'), ['ORGANIZATION:NEW HOPE FELLOWSHIP OF DUNMARRA FLATS']);
    assert.deepEqual(byRule('She is active at Pellow Creek Free Methodist - pastor aware.\n'), ['ORGANIZATION:Pellow Creek Free Methodist']);
    assert.deepEqual(byRule('FR OKONKWO OF ST. BARNABY UKRAINIAN CHURCH GAVE COMMUNION.\n'), ['ORGANIZATION:ST. BARNABY UKRAINIAN CHURCH']);
    assert.deepEqual(byRule('father ilunga from sacred quill parish anointed pt @ 2200.\n'), ['ORGANIZATION:sacred quill parish']);
  });
  it('leaves belonging to a congregation only described, a parent and a place after a church alone (fix23a)', () => {
    for (const text of [
      'friends from church visited this evening.\n',
      'She is active in her church and sings in the choir.\n',
      'members of the first baptist church called.\n',
      'FRIENDS FROM THE UNITED METHODIST CHURCH OF HER YOUTH CALLED.\n',
      'father from out of state arrived, updated by md.\n',
      'father of three; goes to church weekly.\n',
      'members of her church of god brought food.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
});
