// International addresses (house number, street, unit, town, country, postcode in their European and
// Latin American orders), places after "grew up in" / "originally from", and organisations named by an
// employer cue or by the noun after them; each with the clinical look-alikes that must stay untouched.
import { strict as assert } from 'node:assert';
import { found, phiOf } from './helpers';

describe('identifyPhi: international address blocks', () => {
  it('takes number, street name and number before a unit, and the town, country and postcode after it', () => {
    const text = 'Send it to 4410 Lindholmen 23 Apt. 17 Vejle Denmark 7100 by Friday.';
    assert.deepEqual(found(text, 'STREET'), ['4410 Lindholmen 23 Apt. 17']);
    assert.deepEqual(found(text, 'CITY'), ['Vejle']);
    assert.deepEqual(found(text, 'COUNTRY'), ['Denmark']);
    assert.deepEqual(found(text, 'ZIP'), ['7100']);
  });
  it('reads the same address written one part a line, with quote marks', () => {
    const text = 'Ines Moreau\n\n902 Ribeira Velha 14\n Suite 3\n Guarda\n\n Portugal 6300';
    assert.deepEqual(found(text, 'CITY'), ['Guarda']);
    assert.deepEqual(found(text, 'ZIP'), ['6300']);
    const quoted = '> 77 Haukilahti 5\n> Apt. 41\n> Tornio\n> Finland 95400';
    assert.deepEqual(found(quoted, 'CITY'), ['Tornio']);
    assert.deepEqual(found(quoted, 'ZIP'), ['95400']);
  });
  it('takes a town before a postcode even when the country is unknown to us', () => {
    assert.deepEqual(found('12 Obere Gasse 4 Apt. 2 Waldkirch 79183', 'CITY'), ['Waldkirch']);
  });
  it('takes an address after "lives at" and the town after its comma', () => {
    const text = 'Her aunt lives at 31 Rua das Flores 208, Viseu.';
    assert.deepEqual(found(text, 'STREET'), ['31 Rua das Flores 208']);
    assert.deepEqual(found(text, 'CITY'), ['Viseu']);
  });
  it('takes a postcode after a country we know', () => {
    assert.deepEqual(found('Kallio, Finland 00530', 'ZIP'), ['00530']);
  });
  it('leaves doses, rooms, beds and scores alone', () => {
    for (const text of [
      'Lasix 40 mg IV given, K 3.9 repleted.',
      'Transferred to Room 12 Bed 2 at 0300, then 4 West 22.',
      'GCS 15, RASS 0, CAM negative; Apgar 8 and 9.',
      'Unit 5 North 22 beds, Apt. visit next week.',
      'Seen in Clinic 3 today; follow-up in 6 weeks; lives at home with wife.',
      'Pt is at 40 percent FiO2, is at 2 L NC.',
    ]) assert.deepEqual(phiOf(text).filter(([t]) => ['STREET', 'CITY', 'ZIP'].includes(t)), [], text);
  });
  it('needs a country or a postcode to close the town after a unit', () => {
    assert.deepEqual(found('Apt. 4 Heparin Drip titrated overnight.', 'CITY'), []);
    assert.deepEqual(found('Finland 2 weeks ago, back home now.', 'ZIP'), []);
  });
});

describe('identifyPhi: places after origin and residence cues', () => {
  it('takes the place after "grew up in", "originally from", "based in" and "I\'m in"', () => {
    assert.deepEqual(found('He grew up in Kittilä and moved south.', 'CITY'), ['Kittilä']);
    assert.deepEqual(found('She is originally from Trzebnica, she said.', 'CITY'), ['Trzebnica']);
    assert.deepEqual(found('The agency is based in Vaasa now.', 'CITY'), ['Vaasa']);
    assert.deepEqual(found("I'm in Sintra for a week.", 'CITY'), ['Sintra']);
  });
  it('does not read a clinical word after the cue as a place', () => {
    assert.deepEqual(phiOf('Grew up in foster care. Originally from the area. Based in part on labs.'), []);
  });
});

describe('identifyPhi: organisations by cue and by noun', () => {
  it('takes the firm after "years at", "joined", "founder of" and "the address of"', () => {
    assert.deepEqual(found('She spent two years at Quillon Systems as an engineer.', 'ORGANIZATION'), ['Quillon Systems']);
    assert.deepEqual(found('In 2019 he joined Brantwell.', 'ORGANIZATION'), ['Brantwell']);
    assert.deepEqual(found('She is the founder of Velmora Labs.', 'ORGANIZATION'), ['Velmora Labs']);
    assert.deepEqual(found('The address of Corvantis is on the invoice.', 'ORGANIZATION'), ['Corvantis']);
  });
  it('takes the name before "office", "website" and "is a ... agency"', () => {
    assert.deepEqual(found('The Halvory office is closed on Mondays.', 'ORGANIZATION'), ['Halvory']);
    assert.deepEqual(found('Trentwick is a design agency in the old mill.', 'ORGANIZATION'), ['Trentwick']);
  });
  it('leaves services, wards and common nouns before the same words alone', () => {
    for (const text of [
      'The Social Work office will call. The Billing Office is on floor 2.',
      'Discharged after 3 years at home; joined the group session.',
      'The Pharmacy website lists hours. This is a company policy.',
    ]) assert.deepEqual(found(text, 'ORGANIZATION'), [], text);
  });
});

describe('identifyPhi: a postcode is not the start of a phone number', () => {
  it('leaves a number group followed by more digits to the phone detector', () => {
    assert.deepEqual(found('Apt. 9 Wodonga VIC 655 437 108 office', 'ZIP'), []);
    assert.deepEqual(found('Oslo, Norway 22 33 44 55 (mobile)', 'ZIP'), []);
  });
});
