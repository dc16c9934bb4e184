// How many gold name spans of the deid tuning part (patient id % 4 == 1) the name lists would know: every word of
// two letters or more of a PTName, RelativeProxyName or HCPName span (PTNameInitial left out) in the list. Counts
// only: no note text and no name is printed, and the lockbox (id % 4 == 3) is never read past its patient id.
// It measures lists, not the engine: the engine's English, clinical and length guards decide what a listed word
// is worth in a note. `node scripts/phi-name-coverage.mjs` after a build (dist/phi-dictionaries.json).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = join(ROOT, '..', 'shared', 'data', 'eval', 'physionet-deid-dev.jsonl');
const DICTS = join(ROOT, 'dist', 'phi-dictionaries.json');
const TUNING = 1;
const NAME_TYPES = new Set(['PTName', 'RelativeProxyName', 'HCPName']);

function lowerSet(words) {
  return new Set(words.map((w) => w.toLowerCase()));
}

function humannames() {
  const file = join(ROOT, 'node_modules', 'humannames', 'list.txt');
  return existsSync(file) ? lowerSet(readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean)) : undefined;
}

function main() {
  if (!existsSync(DATA) || !existsSync(DICTS)) {
    console.error('phi-name-coverage: needs ../shared/data/eval/physionet-deid-dev.jsonl and a built dist/phi-dictionaries.json');
    process.exit(2);
  }
  const d = JSON.parse(readFileSync(DICTS, 'utf8'));
  const core = new Set([...d.given, ...d.surnames, ...d.people]);
  const guards = new Set([...d.english, ...d.medical]);
  const raw = humannames();
  const unguarded = new Set([...(raw ?? [])].filter((w) => !guards.has(w)));
  const lists = [['today: given + surnames + people (core)', (w) => core.has(w)]];
  if (raw === undefined) console.log('(humannames is not installed: `npm install --no-save humannames@1.0.5` adds its two rows)');
  else
    lists.push(
      ['core + humannames, all', (w) => core.has(w) || raw.has(w)],
      ['core + humannames less English and medical words', (w) => core.has(w) || unguarded.has(w)],
    );
  const spans = [];
  for (const line of readFileSync(DATA, 'utf8').split('\n')) {
    if (!line) continue;
    const note = JSON.parse(line);
    if (note.patient % 4 !== TUNING) continue;
    for (const g of note.phi) {
      if (!NAME_TYPES.has(g.type)) continue;
      const words = g.text.toLowerCase().split(/[^a-z'-]+/).filter((w) => w.replace(/['-]/g, '').length >= 2);
      if (words.length > 0) spans.push(words);
    }
  }
  const words = spans.flat();
  console.log(`deid tuning part: ${spans.length} gold name spans (${words.length} words of 2+ letters); list sizes: core ${core.size}${raw === undefined ? '' : `, humannames ${raw.size} (${unguarded.size} not English or medical)`}`);
  for (const [label, has] of lists) {
    const known = spans.filter((s) => s.every(has)).length;
    const knownWords = words.filter(has).length;
    console.log(`  ${label}: ${known}/${spans.length} spans (${((100 * known) / spans.length).toFixed(1)}%), ${knownWords}/${words.length} words`);
  }
}

main();
