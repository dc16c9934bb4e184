import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalEngine } from '../../../../src/engine';
import { BUILTIN_LEXICON } from '../../../../src/engine/structure/lexicon';
import { parseLexiconFile } from '../../../../src/engine/structure/lexicon-file';
import { defaultLexiconPath } from '../../../../src/engine/structure/lexicon-path';

const builtinConcepts = new Set(BUILTIN_LEXICON.map((c) => c.cui)).size;

function lexicon(concepts: unknown[]): string {
  return JSON.stringify({ format: 'text-inference-lexicon', version: 1, types: ['Medical Conditions', 'Signs & Symptoms'], concepts });
}

describe('extended lexicon file: validation and fallback', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ti-lexicon-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function write(name: string, content: string): string {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  }

  it('loads a valid file: its concepts are found, ours are merged by CUI and keep their codes', () => {
    const path = write(
      'lexicon.json',
      lexicon([
        [['C0018995'], 'hemochromatosis', 0, ['iron overload disease'], ['HFE-HH'], ['E83.11'], ['86781004']],
        [['C0020538'], 'hypertension', 0, ['hyperpiesia'], [], ['I10'], []],
        [['C0221423'], 'sickness feeling', 1, [], [], [], []],
      ]),
    );
    const engine = createLocalEngine({ lexiconPath: path });
    assert.equal(engine.lexiconInfo.source, 'extended');
    assert.equal(engine.lexiconInfo.reason, undefined);
    assert.equal(engine.lexiconInfo.concepts, builtinConcepts + 2);
    const text = 'Iron overload disease (HFE-HH), hyperpiesia, sickness feeling; hfe-hh';
    const matches = engine.findConcepts(text);
    assert.deepEqual(
      matches.map((m) => [text.slice(m.start, m.end), m.cui, m.type]),
      [
        ['Iron overload disease', 'C0018995', 'Medical Conditions'],
        ['HFE-HH', 'C0018995', 'Medical Conditions'],
        ['hyperpiesia', 'C0020538', 'Medical Conditions'],
        ['sickness feeling', 'C0221423', 'Signs & Symptoms'],
      ],
    );
    assert.deepEqual(matches[0]!.ontologies.ICD10, [{ code: 'E83.11' }]);
    assert.equal(matches[2]!.name, 'Hypertension', 'the built-in concept keeps its name');
    assert.deepEqual(matches[2]!.ontologies.SNOMEDCT_US, [{ code: '38341003' }], 'and its codes');
  });

  it('keeps concepts that share only a secondary CUI apart (many-to-many mappings)', () => {
    const path = write(
      'shared-cui.json',
      lexicon([
        [['C0003504', 'C0264774'], 'aortic valve insufficiency', 0, ['aortic regurgitation'], [], ['I06.1'], []],
        [['C0026266', 'C0264774'], 'mitral valve insufficiency', 0, ['mitral regurgitation'], [], [], []],
        [['C0026266'], 'mitral insufficiency', 0, [], [], [], []],
      ]),
    );
    const engine = createLocalEngine({ lexiconPath: path });
    const text = 'aortic regurgitation, mitral regurgitation, mitral insufficiency';
    assert.deepEqual(
      engine.findConcepts(text).map((m) => [text.slice(m.start, m.end), m.cui, m.name]),
      [
        ['aortic regurgitation', 'C0003504', 'aortic valve insufficiency'],
        ['mitral regurgitation', 'C0026266', 'mitral valve insufficiency'],
        ['mitral insufficiency', 'C0026266', 'mitral valve insufficiency'],
      ],
    );
    assert.equal(engine.lexiconInfo.concepts, builtinConcepts + 2);
  });

  it('falls back to the built-in list, with a reason, for a corrupt file', () => {
    const cases = [
      write('truncated.json', lexicon([[['C0018995'], 'hemochromatosis', 0, [], [], [], []]]).slice(0, 40)),
      write('wrong-format.json', JSON.stringify({ format: 'something-else', version: 1, types: ['Medical Conditions'], concepts: [] })),
      write('bad-cui.json', lexicon([[['12345'], 'hemochromatosis', 0, [], [], [], []]])),
      write('bad-type.json', lexicon([[['C0018995'], 'hemochromatosis', 7, [], [], [], []]])),
      write('not-a-tuple.json', lexicon([{ cui: 'C0018995', name: 'hemochromatosis' }])),
    ];
    for (const path of cases) {
      const engine = createLocalEngine({ lexiconPath: path });
      assert.equal(engine.lexiconInfo.source, 'builtin', path);
      assert.equal(engine.lexiconInfo.concepts, builtinConcepts);
      assert.match(engine.lexiconInfo.reason ?? '', /extended lexicon file/);
      assert.deepEqual(engine.findConcepts('hypertension').map((m) => m.cui), ['C0020538'], 'built-in still works');
      assert.deepEqual(engine.findConcepts('hemochromatosis'), []);
    }
  });

  it('falls back with a reason for a missing file', () => {
    const engine = createLocalEngine({ lexiconPath: join(dir, 'absent.json') });
    assert.equal(engine.lexiconInfo.source, 'builtin');
    assert.match(engine.lexiconInfo.reason ?? '', /could not be read \(ENOENT\)/);
  });

  it('uses the built-in list alone, without a reason, for lexiconPath null', () => {
    const engine = createLocalEngine({ lexiconPath: null });
    assert.deepEqual(engine.lexiconInfo, { concepts: builtinConcepts, source: 'builtin' });
  });

  it('parses without throwing, whatever the input', () => {
    for (const input of ['', 'null', '[]', '{"format":1}', '\u0000', '{"concepts":'.repeat(100)]) {
      assert.equal(parseLexiconFile(input).ok, false);
    }
  });

  it('finds lexicon.json only in the folder of the running module, never in a folder above', () => {
    const dist = join(dir, 'project', 'dist');
    const deep = join(dir, 'project', 'dist', 'nested');
    mkdirSync(deep, { recursive: true });
    assert.equal(defaultLexiconPath(dist), undefined, 'nothing there yet');
    writeFileSync(join(dist, 'lexicon.json'), lexicon([]));
    assert.equal(defaultLexiconPath(dist), join(dist, 'lexicon.json'));
    assert.equal(defaultLexiconPath(deep), undefined, 'a parent folder is not the package');
    writeFileSync(join(dir, 'project', 'lexicon.json'), lexicon([]));
    assert.equal(defaultLexiconPath(join(dir, 'project', 'out')), undefined);
  });
});
