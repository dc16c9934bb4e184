// Properties every strategy must keep, over generated notes and PHI spans.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BUILT_IN_POOLS, DeidRun, readDate, applyStrategies, shiftDates, STRATEGIES, type PhiSpan, type StrategyName, type SurrogatePools,
} from '../../../src/deid/strategies';
import { movesEveryDate } from '../../../src/deid/strategies/run';
import { normalise } from '../../../src/deid/strategies/normalise';
import { NAME_AFFIXES } from '../../../src/deid/strategies/surrogate-data';

const TYPES = ['PATIENT', 'DOCTOR', 'DATE', 'AGE', 'PHONE', 'MEDICALRECORD', 'CITY', 'STATE', 'HOSPITAL', 'STREET', 'EMAIL', 'URL', 'ZIP', 'PROFESSION', 'IDNUM', 'ORGANIZATION', 'NEW-TYPE'];

function newRun(seed: string, hash = true, pools?: SurrogatePools): DeidRun {
  return new DeidRun({
    ...(pools ? { pools } : {}),
    seed,
    dateShift: { minDays: -400, maxDays: 400 },
    mask: { character: '*', fixedLength: 0 },
    hashKey: hash ? new Uint8Array(32).fill(3) : undefined,
  });
}

const char = fc.constantFrom(...'abcXYZ019 ,.-/\n\téü'.split(''), 'John', 'Smith', '2021', '03/04/2020');
const note = fc.array(char, { maxLength: 60 }).map((parts) => parts.join(''));
const noteWithSpans = note.chain((text) =>
  fc.record({
    text: fc.constant(text),
    spans: fc.array(
      fc.record({ a: fc.nat(text.length), b: fc.nat(text.length), type: fc.constantFrom(...TYPES) }).map(({ a, b, type }): PhiSpan => ({ start: Math.min(a, b), end: Math.max(a, b), type })),
      { maxLength: 8 },
    ),
  }),
);
const strategy = fc.constantFrom(...STRATEGIES);
const seed = fc.string({ minLength: 1, maxLength: 8 });

describe('deid strategies: properties', () => {
  it('never changes text outside the spans, and replaces each merged span by its reported replacement', () => {
    fc.assert(
      fc.property(noteWithSpans, strategy, seed, ({ text, spans }, s, sd) => {
        const { text: out, replacements } = applyStrategies(text, spans, { strategy: s, byType: {} }, newRun(sd));
        let at = 0;
        let pos = 0;
        for (const r of replacements) {
          assert.ok(r.start >= at && r.end > r.start, 'sorted, disjoint, non-empty');
          assert.equal(out.slice(pos, pos + r.start - at), text.slice(at, r.start));
          pos += r.start - at;
          assert.equal(r.original, text.slice(r.start, r.end));
          assert.equal(out.slice(pos, pos + r.replacement.length), r.replacement);
          pos += r.replacement.length;
          at = r.end;
        }
        assert.equal(out.slice(pos), text.slice(at));
        // Every character inside any span is inside some replacement.
        for (const sp of spans) for (let i = sp.start; i < sp.end; i++) assert.ok(replacements.some((r) => r.start <= i && i < r.end));
      }),
    );
  });

  it('gives the same output for the same input within a run, and for the same seed in a new run', () => {
    fc.assert(
      fc.property(noteWithSpans, strategy, seed, ({ text, spans }, s, sd) => {
        const run = newRun(sd);
        const choice = { strategy: s, byType: {} };
        const first = applyStrategies(text, spans, choice, run).text;
        assert.equal(applyStrategies(text, spans, choice, run).text, first);
        assert.equal(applyStrategies(text, spans, choice, newRun(sd)).text, first);
      }),
    );
  });

  it('mask keeps the length unless a fixed length is set', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (original) => {
        assert.equal(newRun('m').replace('mask', 'PATIENT', original).length, original.length);
      }),
    );
  });

  // Titles and suffixes ("Dr", "Jr") are not name words; a generated name never is one.
  const word = fc.stringMatching(/^[A-Z][a-z]{1,9}$/).filter((w) => !NAME_AFFIXES.has(w.toLowerCase()));
  const distinctWords = fc.uniqueArray(word, { minLength: 2, maxLength: 12, selector: (w) => w.toLowerCase() });

  it('never gives two different people (no shared name word) the same pseudonym or surrogate', () => {
    fc.assert(
      fc.property(distinctWords, seed, fc.constantFrom('PATIENT', 'DOCTOR'), (words, sd, type) => {
        // Pair up the words into two-word names with no word in common.
        const names = [];
        for (let i = 0; i + 1 < words.length; i += 2) names.push(`${words[i]} ${words[i + 1]}`);
        for (const s of ['pseudonym', 'surrogate', 'hash'] as StrategyName[]) {
          const run = newRun(sd);
          const out: string[] = names.map((n) => run.replace(s, type, n));
          assert.equal(new Set(out).size, names.length, `${s}: ${JSON.stringify(names)} -> ${JSON.stringify(out)}`);
        }
      }),
    );
  });

  const identifier = fc.stringMatching(/^[A-Z0-9]{1,3}[-. ]?\d{2,6}$/);
  it('never gives two different identifiers the same pseudonym, surrogate or hash', () => {
    fc.assert(
      fc.property(fc.uniqueArray(identifier, { minLength: 2, maxLength: 20, selector: normalise }), seed, fc.constantFrom('MEDICALRECORD', 'PHONE', 'IDNUM', 'ZIP'), (ids, sd, type) => {
        for (const s of ['pseudonym', 'surrogate', 'hash'] as StrategyName[]) {
          const run = newRun(sd);
          assert.equal(new Set(ids.map((v) => run.replace(s, type, v))).size, ids.length, s);
        }
      }),
    );
  });

  it('links case and spacing variants and parts of a name to one pseudonym', () => {
    fc.assert(
      fc.property(word, word, seed, (given, family, sd) => {
        fc.pre(given.toLowerCase() !== family.toLowerCase());
        const run = newRun(sd);
        const n = run.replace('pseudonym', 'PATIENT', `${given} ${family}`);
        assert.equal(run.replace('pseudonym', 'PATIENT', `${given.toUpperCase()}   ${family.toLowerCase()}`), n);
        assert.equal(run.replace('pseudonym', 'PATIENT', family), n);
        assert.equal(run.replace('pseudonym', 'PATIENT', `${family}, ${given}`), n);
        assert.equal(run.replace('pseudonym', 'PATIENT', `Dr. ${given[0]}. ${family}`), n);
      }),
    );
  });

  const surrogateValue = fc.oneof(
    fc.tuple(fc.constantFrom('PATIENT', 'DOCTOR', 'CITY', 'STATE', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'STREET', 'PROFESSION', 'LOCATION-OTHER'), fc.stringMatching(/^[A-Za-z][a-z]{0,9}( [A-Z][a-z]{0,9}){0,2}$/)),
    fc.tuple(fc.constantFrom('PHONE', 'FAX', 'MEDICALRECORD', 'IDNUM', 'ZIP', 'HEALTHPLAN', 'DEVICE', 'BIOID', 'USERNAME', 'NEW-TYPE'), fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ()./-]{0,14}[A-Za-z0-9]$/)),
    fc.tuple(fc.constant('EMAIL'), fc.stringMatching(/^[a-z0-9._]{1,10}@[a-z0-9]{1,8}\.(com|org|net)$/)),
    fc.tuple(fc.constant('URL'), fc.stringMatching(/^(https?:\/\/)?(www\.)?[a-z0-9]{1,10}\.(com|org)(\/[a-z0-9]{0,8})?$/)),
    fc.tuple(fc.constant('STATE'), fc.stringMatching(/^[A-Z]{2}$/)),
    fc.tuple(fc.constant('AGE'), fc.integer({ min: 90, max: 120 }).map(String)),
  );

  it('a surrogate never equals its original and keeps its shape, with the compiled pools and the built-in ones', () => {
    fc.assert(
      fc.property(surrogateValue, seed, fc.boolean(), ([type, original], sd, builtIn) => {
        const out = newRun(sd, true, builtIn ? BUILT_IN_POOLS : undefined).replace('surrogate', type, original);
        assert.notEqual(out, original);
        if (type === 'AGE') assert.equal(out, '90+');
        else if (/^\d[\d ()./-]*$/.test(original)) assert.equal(out.replace(/\d/g, '9'), original.replace(/\d/g, '9'), 'digit layout');
        if (original === original.toUpperCase() && /^[A-Z]{2,}$/.test(original)) assert.equal(out, out.toUpperCase(), 'capitals');
      }),
    );
  });

  const FORMATS: readonly [string, (y: number, m: number, d: number) => string, RegExp][] = [
    ['iso', (y, m, d) => `${y}-${p2(m)}-${p2(d)}`, /^\d{4}-\d\d-\d\d$/],
    ['us', (y, m, d) => `${p2(m)}/${p2(d)}/${y}`, /^\d\d\/\d\d\/\d{4}$/],
    ['us short', (y, m, d) => `${m}/${d}/${String(y % 100).padStart(2, '0')}`, /^\d{1,2}\/\d{1,2}\/\d\d$/],
    ['long', (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`, /^[A-Z][a-z]+ \d{1,2}, \d{4}$/],
    ['abbreviated', (y, m, d) => `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`, /^\d{1,2} [A-Z][a-z]{2} \d{4}$/],
    ['ordinal', (y, m, d) => `${MONTHS[m - 1]} ${d}${d === 1 || d === 21 || d === 31 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th'}, ${y}`, /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}$/],
  ];
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const p2 = (n: number): string => String(n).padStart(2, '0');
  const day = fc.integer({ min: Date.UTC(1960, 0, 1) / 86_400_000, max: Date.UTC(2040, 0, 1) / 86_400_000 });
  const write = (days: number, format: (y: number, m: number, d: number) => string): string => {
    const dt = new Date(days * 86_400_000);
    return format(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
  };

  it('date shift preserves the interval between any two dates and each date\'s format', () => {
    fc.assert(
      fc.property(day, day, fc.constantFrom(...FORMATS), fc.constantFrom(...FORMATS), seed, (d1, d2, [, f1, re1], [, f2, re2], sd) => {
        const run = newRun(sd);
        const [a, b] = [write(d1, f1), write(d2, f2)];
        const [sa, sb] = [run.replace('dateShift', 'DATE', a), run.replace('dateShift', 'DATE', b)];
        assert.match(sa, re1);
        assert.match(sb, re2);
        assert.notEqual(sa, a);
        assert.equal(readDate(sb)! - readDate(sa)!, d2 - d1);
        assert.equal(readDate(sa)! - d1, run.dateOffsetDays);
      }),
    );
  });

  it('the date offset is never 0 and stays in the configured range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), seed, (lo, width, sd) => {
        fc.pre([...Array(width + 1).keys()].some((k) => movesEveryDate(lo + k)));
        const run = new DeidRun({ seed: sd, dateShift: { minDays: lo, maxDays: lo + width }, mask: { character: '*', fixedLength: 0 } });
        assert.ok(movesEveryDate(run.dateOffsetDays));
        assert.ok(run.dateOffsetDays >= lo && run.dateOffsetDays <= lo + width);
      }),
    );
  });

  it('shiftDates(x, 0) leaves any text as it is', () => {
    fc.assert(fc.property(note, (text) => assert.equal(shiftDates(text, 0) ?? text, text)));
  });
});
