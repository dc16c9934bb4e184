// Surrogates a reader believes and an attacker cannot use; hash coreference; keyed determinism.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { normalise } from '../../../src/deid/strategies/normalise';
import { applyStrategies, BUILT_IN_POOLS, DeidRun, readDate, surrogatePools, type PhiSpan, type StrategyName } from '../../../src/deid/strategies';

const options = { dateShift: { minDays: -365, maxDays: -30 }, mask: { character: '*', fixedLength: 0 } };

function spansOf(text: string, marks: readonly (readonly [string, string])[]): PhiSpan[] {
  let from = 0;
  return marks.map(([value, type]) => {
    const start = text.indexOf(value, from);
    assert.ok(start >= 0, value);
    from = start + value.length;
    return { start, end: start + value.length, type };
  });
}

const redact = (run: DeidRun, text: string, marks: readonly (readonly [string, string])[], strategy: StrategyName = 'surrogate'): string =>
  applyStrategies(text, spansOf(text, marks), { strategy, byType: {} }, run).text;

describe('deid surrogates', () => {
  it('draws from pools of thousands compiled from the faker locales (the built-in pools are the fallback)', () => {
    const pools = surrogatePools();
    assert.equal(pools.source, 'file');
    assert.ok(pools.female.length >= 2000 && pools.male.length >= 2000, `${pools.female.length} / ${pools.male.length}`);
    assert.ok(pools.surnames.length >= 3000, String(pools.surnames.length));
    assert.ok(pools.places.length >= 3000, String(pools.places.length));
    assert.ok(BUILT_IN_POOLS.surnames.length > 40);
  });

  it('never writes an original of the text, or a word of one, as a surrogate (even from a tiny pool)', () => {
    const given = BUILT_IN_POOLS.female.slice(0, 6);
    const surnames = BUILT_IN_POOLS.surnames.slice(0, 6);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.constantFrom(...given), fc.constantFrom(...surnames)), { minLength: 2, maxLength: 5, selector: ([, s]) => s }), fc.string({ minLength: 1, maxLength: 6 }), (people, seed) => {
        const names = people.map(([g, s]) => `${g} ${s}`);
        const text = names.join(' met ') + '.';
        const out = redact(new DeidRun({ seed, ...options, pools: BUILT_IN_POOLS }), text, names.map((n) => [n, 'PATIENT'] as const));
        const originals = new Set(people.flat().map((w) => w.toLowerCase()));
        for (const word of out.match(/[A-Za-z]+/g) ?? []) if (word !== 'met') assert.ok(!originals.has(word.toLowerCase()), `${word} in ${out}`);
      }),
      { numRuns: 200 },
    );
  });

  it('the patient of the long sample never comes back as a doctor', () => {
    for (let i = 0; i < 20; i++) {
      const text = 'Patient: Veronica Castellano. Attending: Dr. Paul Reyes. Ms. Castellano was seen by Dr. Reyes.';
      const out = redact(new DeidRun({ seed: `s${i}`, ...options }), text, [['Veronica Castellano', 'PATIENT'], ['Paul Reyes', 'DOCTOR'], ['Castellano', 'PATIENT'], ['Reyes', 'DOCTOR']]);
      assert.doesNotMatch(out, /Castellano|Veronica|Reyes|Paul\b/, out);
    }
  });

  it('keeps gender from the given name or the title', () => {
    const pools = surrogatePools();
    const female = new Set(pools.female);
    const male = new Set(pools.male);
    for (let i = 0; i < 20; i++) {
      const run = new DeidRun({ seed: `g${i}`, ...options });
      const text = 'Mrs. Jordan Harlow and Mr. Alex Smith; Margaret Dunn and Robert Dunn.';
      const out = redact(run, text, [['Jordan Harlow', 'PATIENT'], ['Alex Smith', 'PATIENT'], ['Margaret Dunn', 'PATIENT'], ['Robert Dunn', 'PATIENT']]);
      const m = /^Mrs\. (\w+) \w+ and Mr\. (\w+) \w+; (\w+) (\w+) and (\w+) (\w+)\.$/.exec(out);
      assert.ok(m, out);
      assert.ok(female.has(m[1]!), `Mrs. ${m[1]}`);
      assert.ok(male.has(m[2]!), `Mr. ${m[2]}`);
      assert.ok(female.has(m[3]!), `Margaret -> ${m[3]}`);
      assert.ok(male.has(m[5]!), `Robert -> ${m[5]}`);
      assert.equal(m[4], m[6], 'one surname for both Dunns');
    }
  });

  it('builds e-mail addresses from the surrogate name at a reserved example domain', () => {
    const run = new DeidRun({ seed: 'mail', ...options });
    const text = 'Margaret Harlow, margaret.harlow@gmail.com';
    const out = redact(run, text, [['Margaret Harlow', 'PATIENT'], ['margaret.harlow@gmail.com', 'EMAIL']]);
    const m = /^(\w+) (\w+), (\w+)\.(\w+)@example\.(com|org|net)$/.exec(out);
    assert.ok(m, out);
    assert.equal(m[3], m[1]!.toLowerCase());
    assert.equal(m[4], m[2]!.toLowerCase());
  });

  it('draws city, state and ZIP together, and phones in the fictional 555-01xx range', () => {
    const pools = surrogatePools();
    for (let i = 0; i < 20; i++) {
      const run = new DeidRun({ seed: `a${i}`, ...options });
      const text = 'Lives in Boston, MA 02115. Call (617) 555-2368 or 1-617-432-1000.';
      const out = redact(run, text, [['Boston', 'CITY'], ['MA', 'STATE'], ['02115', 'ZIP'], ['(617) 555-2368', 'PHONE'], ['1-617-432-1000', 'PHONE']]);
      const m = /^Lives in ([A-Za-z .'-]+), ([A-Z]{2}) (\d{5})\. Call \((\d{3})\) 555-01(\d\d) or 1-(\d{3})-555-01(\d\d)\.$/.exec(out);
      assert.ok(m, out);
      const [, city, state, zip] = m;
      assert.ok(pools.places.some(([c, s]) => c === city && s === state), `${city}, ${state}`);
      assert.ok((pools.zips[state!] ?? []).some(([lo, hi]) => Number(zip) >= lo && Number(zip) <= hi), `${zip} in ${state}`);
      assert.notEqual(state, 'MA');
    }
  });

  it('with the built-in pools too, a state becomes a state (code for a code, name for a name) and its city and ZIP follow', () => {
    // The fallback when surrogate-pools.json is missing holds a few cities a state; fast-check found states
    // turned into invented words ("AA" -> "Lin") there.
    const pools = BUILT_IN_POOLS;
    const names = new Set(Object.values(pools.states));
    for (let i = 0; i < 20; i++) {
      const run = new DeidRun({ seed: `b${i}`, ...options, pools });
      const out = redact(run, 'Lives in Boston, MA 02115; born in Texas; TX resident; NY.', [['Boston', 'CITY'], ['MA', 'STATE'], ['02115', 'ZIP'], ['Texas', 'STATE'], ['TX', 'STATE'], ['NY', 'STATE']]);
      const m = /^Lives in ([A-Za-z .'-]+), ([A-Z]{2}) (\d{5}); born in ([A-Za-z ]+); ([A-Z]{2}) resident; ([A-Z]{2})\.$/.exec(out);
      assert.ok(m, out);
      const [, city, state, zip, name, code, other] = m;
      for (const c of [state, code, other]) assert.ok(pools.states[c!] !== undefined, `${c} is a state code (${out})`);
      assert.ok(names.has(name!), `${name} is a state name (${out})`);
      assert.ok(pools.places.some(([c, st]) => c === city && st === state), `${city}, ${state}`);
      assert.ok((pools.zips[state!] ?? []).some(([lo, hi]) => Number(zip) >= lo && Number(zip) <= hi), `${zip} in ${state}`);
      assert.notEqual(state, 'MA');
    }
  });

  it('shifts surrogate dates through the one date model', () => {
    const run = new DeidRun({ seed: 'd', ...options });
    const out = redact(run, 'Seen 14-Jan-2025 and 01/12/2025.', [['14-Jan-2025', 'DATE'], ['01/12/2025', 'DATE']]);
    const m = /^Seen (\d\d-[A-Z][a-z]{2}-\d{4}) and (\d\d\/\d\d\/\d{4})\.$/.exec(out);
    assert.ok(m, out);
    assert.equal(readDate(m[1]!)! - readDate(m[2]!)!, 2);
  });
});

describe('deid hash coreference and keyed determinism', () => {
  const KEY = new Uint8Array(32).fill(3);

  it('"Harlow" after (or before) "Margaret A. Harlow" gets her hash, as pseudonym links them', () => {
    const run = new DeidRun({ seed: 'h', ...options, hashKey: KEY });
    const text = 'Harlow came in. Margaret A. Harlow, seen. M. Harlow left; Dr. Smith saw Harlow.';
    const out = redact(run, text, [['Harlow', 'PATIENT'], ['Margaret A. Harlow', 'PATIENT'], ['M. Harlow', 'PATIENT'], ['Smith', 'DOCTOR'], ['Harlow', 'PATIENT']], 'hash');
    const tags = out.match(/\[PATIENT [0-9a-f]+\]/g) ?? [];
    assert.equal(tags.length, 4, out);
    assert.equal(new Set(tags).size, 1, out);
    // And the same tag in a run that only ever sees the full name.
    const other = redact(new DeidRun({ seed: 'other', ...options, hashKey: KEY }), 'Margaret Harlow.', [['Margaret Harlow', 'PATIENT']], 'hash');
    assert.equal(other, `${tags[0]}.`);
  });

  it('with a key, separate runs give the same hash, surrogate and date shift whatever order they see the notes in', () => {
    const notes: [string, [string, string][]][] = [
      ['Margaret Harlow seen 01/12/2025 in Boston, MA; call 617-555-2368.', [['Margaret Harlow', 'PATIENT'], ['01/12/2025', 'DATE'], ['Boston', 'CITY'], ['MA', 'STATE'], ['617-555-2368', 'PHONE']]],
      ['Dr. Alan Reyes saw Harlow on 14-Jan-2025.', [['Alan Reyes', 'DOCTOR'], ['Harlow', 'PATIENT'], ['14-Jan-2025', 'DATE']]],
      ['John Smith, MRN 0441977, seen March 3, 2024.', [['John Smith', 'PATIENT'], ['0441977', 'MEDICALRECORD'], ['March 3, 2024', 'DATE']]],
    ];
    for (const strategy of ['surrogate', 'hash', 'dateShift'] as const) {
      const a = new DeidRun({ seed: 'one', ...options, key: KEY });
      const b = new DeidRun({ seed: 'two', ...options, key: KEY });
      const outA = notes.map(([t, m]) => redact(a, t, m, strategy));
      const outB = [...notes].reverse().map(([t, m]) => redact(b, t, m, strategy)).reverse();
      assert.deepEqual(outA, outB, strategy);
      const c = new DeidRun({ seed: 'one', ...options, key: new Uint8Array(32).fill(4) });
      assert.notDeepEqual(notes.map(([t, m]) => redact(c, t, m, strategy)), outA, `${strategy}: another key`);
    }
    // Without a key, two runs differ.
    const r1 = new DeidRun({ seed: 'one', ...options });
    const r2 = new DeidRun({ seed: 'two', ...options });
    assert.notEqual(redact(r1, notes[0]![0], notes[0]![1], 'surrogate'), redact(r2, notes[0]![0], notes[0]![1], 'surrogate'));
  });

  it('with a key, a patient\'s date offset is a function of (key, patient)', () => {
    const a = new DeidRun({ seed: 'one', ...options, key: KEY });
    const b = new DeidRun({ seed: 'two', ...options, key: KEY });
    assert.equal(a.dateOffsetFor('harlow margaret'), b.dateOffsetFor('harlow margaret'));
    assert.equal(a.dateOffsetDays, b.dateOffsetDays);
  });
});


describe('deid normalise', () => {
  it('the plain fast path gives what the full rules give', () => {
    const slow = (text: string): string =>
      (/[^\u0020-\u007e\s]/.test(text) ? text.normalize('NFKC') : text).toLowerCase().replace(/[\s\u00a0]+/g, ' ').replace(/^[\s"'([{.,;:]+|[\s"')\]},;:]+$/g, '');
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'aZ9 .,\'-/()"\t:é'.split('')) }), (text) => assert.equal(normalise(text), slow(text))));
  });
});
