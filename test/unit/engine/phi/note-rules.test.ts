// The clinical-note rules (note-people.ts, note-places.ts, month/day dates, pagers) on hand-written notes in
// the three letter cases notes come in, with a small hand-made dictionary standing in for the built file,
// and the clinical hard negatives they must leave alone. None of these examples comes from evaluation data.
import { strict as assert } from 'node:assert';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries, noDictionaries, type PhiDictionaries,
} from '../../../../src/engine/phi/index';

/** A stand-in for dist/phi-dictionaries.json: a few names, places and everyday English words. */
const DICTS: PhiDictionaries = {
  names: new Set(['marisol', 'odette', 'bertram', 'quennell', 'lisbeth', 'thaddeus', 'fenwick', 'ingram', 'corliss', 'winnie', 'bill', 'grace']),
  given: new Set(['al', 'marisol', 'odette', 'bertram', 'lisbeth', 'thaddeus', 'winnie', 'bill', 'grace']),
  english: new Set([
    'the', 'and', 'bill', 'grace', 'sacred', 'heart', 'small', 'called', 'visit', 'today', 'with', 'spoke', 'line', 'plan',
    'pain', 'murmur', 'strength', 'report', 'family', 'update', 'stable', 'night', 'good', 'well', 'home', 'house', 'staff',
    'transfer', 'place', 'care', 'bedside', 'slept', 'awake', 'keynote', 'given', 'year', 'ship', 'road', 'works',
    'research', 'now', 'send', 'please', 'she', 'lives', 'flew', 'mail', 'box', 'started', 'this', 'morning', 'mercy', 'vale',
    'pleasant', 'cooperative', 'labs', 'pending', 'check', 'emergency', 'department', 'arrived', 'ambulance', 'eval',
    'returned', 'coiling', 'met', 'aware', 'will', 'call', 'back', 'discussed', 'tomorrow', 'is', 'ward', 'they', 'are',
    'not', 'answering', 'office', 'urine', 'overnight', 'case', 'manager', 'updated', 'fall', 'after', 'taken', 'where',
    'positive', 'admitted', 'alert', 'eval', 'cash', 'counted', 'denies', 'stable', 'peripheral', 'surgery', 'arm', 'discharged', 'last', 'dose', 'phone', 'number', 'week', 'rate', 'tolerated', 'continue', 'monitor', 'drip',
  ]),
  cities: new Set(['elmhurst', 'fairhaven']),
  // (English words used by the general-domain tests below.)
  states: new Map([['ohio', 'OH'], ['vermont', 'VT']]),
  countries: new Set(['portugal']),
  source: 'file',
};
const withDicts = createPhiIdentifier(DICTS);
const without = createPhiIdentifier(noDictionaries('test'));

function spans(identify: (t: string) => { start: number; end: number; type: string }[], text: string): string[] {
  return identify(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
}
function has(text: string, expected: string, identify = withDicts): void {
  const got = spans(identify, text);
  // Type and text both: "DOCTOR:x" is not met by "PATIENT:x". "PERSON:x" (a person of general text, whose
  // role the text does not say) is met by either.
  const person = expected.startsWith('PERSON:') ? expected.slice('PERSON:'.length) : undefined;
  const ok = person === undefined ? got.includes(expected) : got.includes(`DOCTOR:${person}`) || got.includes(`PATIENT:${person}`);
  assert.ok(ok, `${expected} not in ${JSON.stringify(got)} for ${JSON.stringify(text)}`);
}
function none(text: string, identify = withDicts): void {
  assert.deepEqual(spans(identify, text), [], text);
}

describe('note rules: staff names', () => {
  it('a title in any case: "dr x", "DR. X", "Dr.X"', () => {
    has('pt seen by dr quennell this am.', 'DOCTOR:quennell');
    has('BP TO 80S. DR. FENWICK AWARE.', 'DOCTOR:FENWICK');
    has('bleeding stopped, Dr.Ingram notified', 'DOCTOR:Ingram');
  });
  it('a title takes an English word or an eponym as the surname ("dr small", "Dr. Foley")', () => {
    has('plan reviewed with dr small today', 'DOCTOR:small');
    has('family met with Dr. Foley today', 'DOCTOR:Foley');
  });
  it('a credential after the name: "x RN", "X, RRT", lower-case sign-off', () => {
    has('Lungs clear. Suctioned x2.\nLisbeth Corliss, RN', 'DOCTOR:Lisbeth Corliss');
    has('NEBS GIVEN.\nT. FENWICK RRT', 'DOCTOR:T. FENWICK');
    has('vss overnight.\nodette quennell rn', 'DOCTOR:odette quennell');
  });
  it('a credential before the name: "NP Odette", "per md Quennell"', () => {
    has('LINES OK PER NP ODETTE.', 'DOCTOR:ODETTE');
    has('diuresis per md Quennell', 'DOCTOR:Quennell');
  });
  it('contact cues: "per x", "spoke with x", "x aware"', () => {
    has('heparin held per Fenwick.', 'DOCTOR:Fenwick');
    has('case manager spoke with marisol re: rehab', 'DOCTOR:marisol');
    has('k 3.1. QUENNELL AWARE, REPLETED.', 'DOCTOR:QUENNELL');
  });
  it('names before a service ("odette quennell from speech") and initial-surname pairs', () => {
    has('pt alert. odette quennell from speech in to eval', 'DOCTOR:odette quennell');
    has('cash counted by nsg (t. quennell and b. fenwick)', 'DOCTOR:t. quennell');
    none('BP 90-100/40\'S. DENIES CP. P. CONT ANTIBX. A. STABLE.');
    none('peripheral line from surgery in L arm');
  });
  it('a sign-off on the last line', () => {
    has('Resp care: suctioned for thick secretions.\nThaddeus Ingram', 'DOCTOR:Thaddeus Ingram');
  });
});

describe('note rules: patients and relatives', () => {
  it('mr/mrs/ms in any case', () => {
    has('mrs quennell slept well', 'PATIENT:quennell');
    has('MR. FENWICK IS AWAKE', 'PATIENT:FENWICK');
  });
  it('relatives: "wife marisol", "pt\'s son, Bill", "DAUGHTER: ODETTE", "son bill"', () => {
    has('wife marisol at bedside', 'PATIENT:marisol');
    has("pt's son, Bill, called at 6am", 'PATIENT:Bill');
    has('DAUGHTER: ODETTE INGRAM CALLED', 'PATIENT:ODETTE INGRAM');
    has('social: son bill called twice', 'PATIENT:bill');
  });
  it('a name before a relation in parentheses or a phone cue', () => {
    has('Thaddeus Ingram (son) will call back', 'PATIENT:Thaddeus Ingram');
    has('Marisol Quennell cell# 555-201-8830', 'PATIENT:Marisol Quennell');
    const text = 'Plan discussed (son) tomorrow. Home 555-201-8830 is the ward.';
    assert.deepEqual(spans(withDicts, text), ['PHONE:555-201-8830']);
  });
  it('"spoke with" takes a lower-case name; a two-letter given name after a relative', () => {
    has('case manager spoke with corliss today', 'DOCTOR:corliss');
    has('Family: Son, Al, was updated by MD today.', 'PATIENT:Al');
  });
  it('a name found by a cue is found again elsewhere in the note', () => {
    has('SON THADDEUS IN TO VISIT. PER THADDEUS, PT WANTS DNR.', 'PATIENT:THADDEUS');
    const got = spans(withDicts, 'SON THADDEUS IN TO VISIT. PER THADDEUS, PT WANTS DNR.');
    assert.equal(got.filter((s) => s.endsWith(':THADDEUS')).length, 2, JSON.stringify(got));
  });
  it('"ms" is a title only before a name, never morphine or multiple sclerosis', () => {
    has('MS QUENNELL RESTING', 'PATIENT:QUENNELL');
    none('ms given for back pain x1. hx of ms.');
  });
});

describe('note rules: places', () => {
  it('facility names before "hospital", "rehab" in any case', () => {
    has('plan: to go to sacred heart hospital at 4pm', 'HOSPITAL:sacred heart hospital');
    has('D/C TO FAIRWOOD REHAB IN AM', 'HOSPITAL:FAIRWOOD REHAB');
  });
  it('a misspelt "hospital" and a weak facility word after a cue in an ALL-CAPS note', () => {
    has('58 YO ADMITTED TO FAIRWOOD HOSPIATAL AFTER A FALL', 'HOSPITAL:FAIRWOOD HOSPIATAL');
    has('PT TAKEN TO FAIRWOOD REGIONAL WHERE TROPONIN POSITIVE', 'HOSPITAL:FAIRWOOD REGIONAL');
  });
  it('hospital initials after a transfer cue or a place preposition', () => {
    has('TRANSFERRED TO KMH FOR CATH', 'HOSPITAL:KMH');
    has('pt was admitted to bmc ew with sob', 'HOSPITAL:bmc');
  });
  it('wards with their number, and the ward name found again in the note', () => {
    has('will transfer to Northwick 4 tomorrow', 'HOSPITAL:Northwick 4');
    const text = 'will transfer to Northwick 4 or Northwick 5. NORTHWICK 4 aware.';
    assert.equal(spans(withDicts, text).filter((x) => /northwick/i.test(x)).length, 3, JSON.stringify(spans(withDicts, text)));
  });
  it('a named word before a hospital department: "from bayrock ew"', () => {
    has('arrived via ambulance from bayrock ew for eval', 'HOSPITAL:bayrock');
  });
  it('dictionary places after "lives in", "from"', () => {
    has('daughter lives in elmhurst', 'CITY:elmhurst');
    has('FAMILY FROM OHIO VISITING', 'STATE:OHIO');
  });
  it('saints\' names are facilities: "St. Anne\'s"', () => {
    has("discharged to St. Winnie's today", "HOSPITAL:St. Winnie's");
  });
});

describe('note rules: dates, phones', () => {
  it('month/day without a year, and with a two-digit year', () => {
    has('extubated 7/22, reintubated 8/3.', 'DATE:7/22');
    has('CABG 4-21-17; cx from 11/4 pending', 'DATE:4-21-17');
    has('PMH: MI 7/81', 'DATE:7/81');
    has('cultures drawn on the 11th.', 'DATE:11th');
    has('last bm nov 3', 'DATE:nov 3');
    has('returned to the OR on 7-8 for coiling', 'DATE:7-8');
    has('admitted from home in sept. and discharged', 'DATE:sept');
    has('LAST DOSE IN MARCH OF 1993', 'DATE:MARCH OF 1993');
    has('HCT 30 POST 3/3 TX', 'DATE:3/3');
    none('O2 on 2-3 L via NC.');
  });
  it('pagers and beepers by cue, phones after a dash run', () => {
    has('Pager #40522', 'PHONE:40522');
    has('reach him at beeper number 61734', 'PHONE:61734');
    has('DAUGHTER--617 555-0199', 'PHONE:617 555-0199');
    has('They are not answering at 612 448 190', 'PHONE:612 448 190');
    has('Office line 0612 448 19 90-Office', 'PHONE:0612 448 19 90');
    none('I/O 1200 850 today, urine 300 400 500 overnight.');
  });
});

describe('general-domain rules: names and addresses without a cue', () => {
  it('a Title-case word a name list holds and no English list does, with its neighbours', () => {
    has('The keynote is given by Odette Quennell this year.', 'PERSON:Odette Quennell');
  });
  it('but not a street or a firm named after a person', () => {
    assert.ok(!spans(withDicts, 'Ship it to 12 Quennell Road.').some((x) => x.startsWith('PATIENT')));
    assert.ok(!spans(withDicts, 'She works at Fenwick Research now.').some((x) => x.startsWith('PATIENT')));
  });
  it('streets written name then number, and military mail', () => {
    has('Send it to 12 Lindenstrasse 45, please', 'STREET:12 Lindenstrasse 45');
    has('She lives on Rua Flores Altas 88.', 'STREET:Rua Flores Altas 88');
    has('Mail: PSC 4410, Box 2291 APO AE 09876', 'STREET:PSC 4410, Box 2291 APO AE 09876');
    none('Started Lasix 40 and Zestril 10 this morning.');
  });
  it('a place after a travel cue', () => {
    has('Mr. Quennell flew to Vardby on Monday.', 'CITY:Vardby');
  });
  it('but not a move inside the hospital', () => {
    for (const text of ['Pt moved to Room 12 at 1400.', 'Moved to Bed 4 for isolation.', 'moved to Floor 6 this afternoon.']) {
      assert.ok(!spans(withDicts, text).some((x) => x.startsWith('CITY')), text);
    }
  });
});

describe('ALL-CAPS lines', () => {
  it('are read without their capitals by the capital-reading detectors (no firm in "AM LABS PENDING")', () => {
    none('NEURO: A&O X3. PLEASANT AND COOPERATIVE. AM LABS PENDING. CHECK LABS IN AM.');
  });
  it('still give a hospital header written in capitals', () => {
    has('MERCY VALE HOSPITAL - EMERGENCY DEPARTMENT', 'HOSPITAL:MERCY VALE HOSPITAL');
  });
});

describe('note rules: clinical hard negatives stay untouched', () => {
  for (const text of [
    'c/o chest pain 7/10, now 2/10 after ntg. 2/6 SEM at LSB. strength 4/5 bilat.',
    'BP 120/80, HR 88. On CPAP 5/5, PSV 10/5 40%. AC 600x12/5/40%. IVF D5 1/2 NS at 100cc/hr.',
    'crackles 1/3 up bilat. Pain 3/10. x2 attempts. Tylenol 650mg x1. ABG 7.38/42/88.',
    'FOLEY DRAINING CLEAR URINE. SWAN IN PLACE. HALDOL 2MG IV GIVEN. BACTRIM DS PO.',
    "Hx Parkinson's and Alzheimer's. Bell's palsy. Foley catheter. Swan-Ganz.",
    'NEURO: A&O X3. RESP: LS CLEAR. CV: NSR. GI: ABD SOFT. GU: FOLEY. ID: TMAX 100.4.',
    'PLAN: CONT TO MONITOR. FAMILY AWARE OF PLAN. TEAM AWARE. HO AWARE. MD NOTIFIED.',
    'pt transferred to the floor. to ccu from ew. sent to or. pt to go home with vna.',
    'PA LINE IN PLACE. A LINE D/C\'D. QUINTON CATH IN L SC. LIMA TO LAD PATENT.',
    'trach planned for monday. dialysis on friday. due to PH 7.60 placed on simv.',
  ]) {
    it(JSON.stringify(text.slice(0, 48)), () => none(text));
  }
});

describe('PHI dictionaries: absent file, loading, where they are looked for', () => {
  it('without dictionaries the cue rules still work (lower recall, no crash)', () => {
    has('seen by dr quennell', 'DOCTOR:quennell', without);
    has('extubated 7/22', 'DATE:7/22', without);
    // An unknown word after a weak cue needs the English list to be known as unknown.
    assert.ok(!spans(without, 'heparin held per protocol').some((s) => s.startsWith('DOCTOR')));
  });
  it('a missing or malformed file gives empty dictionaries with a reason', () => {
    assert.equal(loadPhiDictionaries(undefined).source, 'none');
    assert.equal(loadPhiDictionaries('/nonexistent/phi-dictionaries.json').source, 'none');
  });
  it('reads a dictionaries file and looks only in the module\'s own folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'ti-phi-dicts-'));
    try {
      // A dictionaries file in a parent folder must not be used.
      writeFileSync(join(root, 'phi-dictionaries.json'), JSON.stringify({ format: 1, given: ['zed'] }));
      const pkg = join(root, 'pkg');
      mkdirSync(join(pkg, 'dist'), { recursive: true });
      assert.equal(defaultPhiDictionariesPath(join(pkg, 'dist')), undefined);
      const file = join(pkg, 'dist', 'phi-dictionaries.json');
      writeFileSync(file, JSON.stringify({ format: 1, given: ['odette'], surnames: ['quennell'], english: ['the'], usCities: ['elmhurst'], states: [['ohio', 'OH']] }));
      assert.equal(defaultPhiDictionariesPath(join(pkg, 'dist')), file);
      const d = loadPhiDictionaries(file);
      assert.equal(d.source, 'file');
      assert.ok(d.names.has('quennell') && d.given.has('odette') && d.cities.has('elmhurst') && d.states.get('ohio') === 'OH');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
