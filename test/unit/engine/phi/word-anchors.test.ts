// Every anchored pattern (core/word-anchors.ts) must find exactly what its own global search finds: compared on
// random texts glued from its first words (in three letter cases, glued to more letters), the words that follow
// cues, names, numbers, blanks and punctuation, on the sample notes in three letter cases, and by hand.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../../../src/engine/phi/core/registry';
import { firstWords, registeredAnchors, type WordAnchor } from '../../../../src/engine/phi/core/word-anchors';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { matchTuples, randomText } from './random-text';

const COMMON = [
  ' ', ' ', ' ', '  ', '\t', '\n', '\r\n', ':', ': ', ',', ', ', '.', '. ', '-', "'", '’', '#', '/', '(', ')', '@', '&',
  'a', 'e', 's', 'x', 'ed', 'ing', 'é', 'ſ', 'K', '_', '9', '12', '4471', '555-1234', '(617) 555-0147', '2/14/2024',
  'to', 'at', 'from', 'in', 'on', 'of', 'for', 'by', 'with', 'is', 'am', 'the', 'near', 'up', 'back', 'no', 'No.', 'number',
  'id', 'Dr', 'Dr.', 'Smith', 'Lee Ann', 'Cedar Crest', 'Mercy', 'ABMC', 'SMH', 'Kellogg 4', 'Route 9', 'Hwy 41', 'Springfield',
  'María', 'O’Neil', 'JONES', 'MRN', 'name', 'patient', 'care', 'home', 'work', 'wife', 'kidney', 'I', "I'm", 'we',
  // Whole cue phrases with their blanks, so that the longer patterns match often.
  ' for ', ' at ', ' by ', ' from ', ' to ', ' in ', ' of ', ' the ', ' is ', ' No. ', ' # ', ': ', ' 12 years at ', ' 3 yrs for ',
  '  2 months at ', ' 9 ', ' Acme Corp', ' big foods', ' 14 Mill Lane', ', 22 Rue Nova', ' ABC1234', ' 4471-22',
];

/**
 * The words written in a pattern's source ("reachable" in `...|reached|reachable)`): a cue word added to a pattern
 * but not to its anchor's words is then met by the random texts, and the comparison fails.
 */
function sourceWords(pattern: RegExp): string[] {
  return [...new Set(pattern.source.replace(/\\[a-zA-Z]/g, ' ').toLowerCase().match(/[a-z]{2,}/g) ?? [])];
}

function pieces(anchor: WordAnchor): string[] {
  const forms = (w: string): string[] => {
    const title = w.charAt(0).toUpperCase() + w.slice(1);
    return [w, title, w.toUpperCase(), `${w}s`, `${w}ed`, `${title}x`];
  };
  const own = [...anchor.words.flatMap((raw) => forms(raw.replace(/\*$/, ''))), ...sourceWords(anchor.pattern).flatMap(forms)];
  // The anchor's words come as often as everything else together.
  return [...own, ...own, ...COMMON];
}

const samples = (): string[] => {
  const dir = join(__dirname, '..', '..', '..', '..', '..', 'samples');
  return readdirSync(dir).flatMap((f) => {
    const t = readFileSync(join(dir, f), 'utf8');
    return [t, t.toUpperCase(), t.toLowerCase()];
  });
};

describe('word anchors', () => {
  it('at least the name, identifier, contact, place and institution cues are anchored', () => {
    assert.ok(registeredAnchors().length >= 30, `${registeredAnchors().length} anchored patterns`);
  });

  it('every anchored pattern finds what its global search finds (random texts, the sample notes)', () => {
    const notes = samples();
    let matches = 0;
    registeredAnchors().forEach((anchor, k) => {
      const texts = [...notes];
      for (let seed = 1; seed <= 60; seed++) texts.push(randomText(pieces(anchor), seed * 7919 + k, 300));
      for (const text of texts) {
        const want = matchTuples(text.matchAll(anchor.pattern));
        matches += want.length;
        assert.deepEqual(matchTuples(anchor.matchAll(text, new GateWords(text))), want, `${anchor.pattern.source.slice(0, 60)}`);
      }
    });
    // The texts reach the patterns: thousands of matches in all.
    assert.ok(matches > 2000, `${matches} matches`);
  });

  it('a word that a longer run may start with, and a word alone', () => {
    const kin = registeredAnchors().find((a) => a.words.includes('kid*'))!;
    const text = 'kidney stones; wifey Ana; Mom: Rosa';
    assert.deepEqual(matchTuples(kin.matchAll(text, new GateWords(text))), matchTuples(text.matchAll(kin.pattern)));
    assert.ok(kin.matchAll(text, new GateWords(text)).length >= 3);
  });

  it('firstWords takes each phrase first letters, without a letter its quantifier makes optional', () => {
    assert.equal(firstWords(['surgeons?', 'case (?:manager|mgr)s?', "sheriff'?s?", 'Dr']), 'surgeon* case* sheriff* dr*');
    assert.throws(() => firstWords(['#3']));
    assert.throws(() => firstWords(['a?b']));
  });
});
