// The extended lexicon built from the shared vocabularies by scripts/build-lexicon.mjs. Skips without them.
import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalEngine } from '../../../src/engine';
import { LexiconFileSchema } from '../../../src/engine/structure/lexicon-file';
import { findProjectRoot, vocabDirectory } from './lexicon-sources';

interface BuildResult {
  readonly written: boolean;
  readonly reason?: string;
  readonly concepts?: number;
}
type BuildLexicon = (options: { quiet?: boolean; vocab?: string; output?: string }) => Promise<BuildResult>;

async function loadBuilder(): Promise<BuildLexicon> {
  const script = join(findProjectRoot(__dirname), 'scripts', 'build-lexicon.mjs');
  const module = (await import(pathToFileURL(script).href)) as { buildLexicon: BuildLexicon };
  return module.buildLexicon;
}

describe('extended lexicon (scripts/build-lexicon.mjs)', function () {
  const vocab = vocabDirectory();
  let dir: string;
  let output: string;
  let buildLexicon: BuildLexicon;

  before(async function () {
    buildLexicon = await loadBuilder();
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ti-build-lexicon-'));
    output = join(dir, 'dist', 'lexicon.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes nothing and succeeds when the data is absent', async () => {
    const result = await buildLexicon({ quiet: true, vocab: join(dir, 'no-such-vocab'), output });
    assert.deepEqual(result, { written: false, reason: 'no data' });
    assert.equal(existsSync(output), false);
  });

  describe('with the shared data', function () {
    before(function () {
      if (!existsSync(join(vocab, 'do-xrefs.tsv'))) {
        console.log(`    (skipped: no shared vocabulary at ${vocab}; the committed lexicon.generated.json cannot be checked against its sources without it)`);
        this.skip();
      }
    });

    it('builds a schema-valid lexicon of ~11.5k diseases plus symptoms, one concept a line, then skips while up to date', async () => {
      const first = await buildLexicon({ quiet: true, vocab, output });
      assert.equal(first.written, true);
      const file = LexiconFileSchema.parse(JSON.parse(readFileSync(output, 'utf8')));
      // ~6.5k with a CUI, ~5k more without one (named mentions of the generic concept Disease).
      assert.ok(file.concepts.length > 10000 && file.concepts.length < 13000, `${file.concepts.length} concepts`);
      const generic = file.concepts.filter((c) => c[0][0] === 'C0012634');
      assert.ok(generic.length > 3000, `${generic.length} Disease Ontology terms without a CUI`);
      // One concept a line, so a regeneration is a readable diff.
      const lines = readFileSync(output, 'utf8').split('\n');
      assert.equal(lines.length, file.concepts.length + 3);
      const symptoms = file.concepts.filter((c) => file.types[c[2]] === 'Signs & Symptoms');
      assert.ok(symptoms.length > 100, `${symptoms.length} symptoms`);
      const htn = file.concepts.find((c) => c[1] === 'hypertension');
      assert.deepEqual(htn?.slice(0, 1), [['C0020538']]);
      assert.deepEqual(htn?.[5], ['I10']);
      assert.deepEqual(htn?.[6], ['38341003']);
      for (const c of file.concepts) for (const code of c[5]) assert.doesNotMatch(code, /-/, 'no ICD10 ranges');
      const acronyms = new Set(file.concepts.flatMap((c) => c[4]));
      for (const ambiguous of ['ALL', 'MS', 'CAD', 'IBD', 'HD', 'HL', 'CF']) assert.equal(acronyms.has(ambiguous), false, ambiguous);
      const mtime = statSync(output).mtimeMs;
      assert.deepEqual(await buildLexicon({ quiet: true, vocab, output }), { written: false, reason: 'up to date', concepts: file.concepts.length });
      assert.equal(statSync(output).mtimeMs, mtime);
    });

    it('the committed generated lexicon is up to date with its sources (else run: node scripts/build-lexicon.mjs)', async () => {
      const root = findProjectRoot(__dirname);
      const committed = join(root, 'src', 'engine', 'structure', 'data', 'lexicon.generated.json');
      await buildLexicon({ quiet: true, vocab, output });
      assert.ok(
        readFileSync(committed, 'utf8') === readFileSync(output, 'utf8'),
        'src/engine/structure/data/lexicon.generated.json differs from what its sources give: run `node scripts/build-lexicon.mjs` and commit the result',
      );
    });

    it('extends recognition without the false positives of short acronyms', async () => {
      await buildLexicon({ quiet: true, vocab, output });
      const engine = createLocalEngine({ lexiconPath: output });
      assert.equal(engine.lexiconInfo.source, 'extended');
      assert.ok(engine.lexiconInfo.concepts > 6000);
      const text = 'Known hemochromatosis and Wilson disease. ALL labs were normal; MS reviewed; pt has CAD.';
      const found = engine.findConcepts(text).map((m) => [text.slice(m.start, m.end), m.cui]);
      assert.deepEqual(found, [
        ['hemochromatosis', 'C0018995'],
        ['Wilson disease', 'C0019202'],
        ['CAD', 'C0010054'],
      ]);
      // The built-in concept keeps its identity and codes when the extended lexicon names the same CUI.
      const [htn] = engine.findConcepts('hyperpiesia');
      assert.equal(htn?.name, 'Hypertension');
    });
  });
});
