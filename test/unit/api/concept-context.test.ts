import * as assert from 'node:assert/strict';
import { completeAbbreviations, completeStructure } from '../../../src/api/concept-context';
import type { Concept, StructureResult } from '../../../src/api/results';
import { live } from './live';

function concept(text: string, surface: string, cui: string, name: string, occurrence = 0): Concept {
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = text.indexOf(surface, start + 1);
  assert.ok(start >= 0);
  return { start, end: start + surface.length, text: surface, conceptId: `UMLS:${cui}`, cui, name, type: 'Medical Conditions', scoreId: 0.9, scoreType: 0.9 };
}

describe('client: structure results completed over the whole document', () => {
  it('a short form defined in one chunk takes its long form in the others, replacing a default reading', () => {
    const text = 'Myotonic dystrophy (DM) is inherited.' + ' '.repeat(50) + 'DM patients were seen. DM is slow.';
    const concepts = [concept(text, 'Myotonic dystrophy', 'C0027126', 'Myotonic dystrophy'), concept(text, 'DM', 'C0011849', 'Diabetes mellitus', 1)];
    const out = completeAbbreviations(text, concepts);
    assert.deepEqual(
      out.map((c) => [c.text, c.name, c.start]),
      [
        ['Myotonic dystrophy', 'Myotonic dystrophy', 0],
        ['DM', 'Myotonic dystrophy', text.indexOf('DM')],
        ['DM', 'Myotonic dystrophy', text.indexOf('DM patients')],
        ['DM', 'Myotonic dystrophy', text.indexOf('DM is slow')],
      ],
    );
  });

  it('drops the default reading when the document defines the short form as no concept', () => {
    const text = 'We counted double minutes (DM) in cells. DM were frequent.';
    const out = completeAbbreviations(text, [concept(text, 'DM', 'C0011849', 'Diabetes mellitus', 1)]);
    assert.deepEqual(out, []);
  });

  it('leaves a concept that spans the definition and its uses alone ("von Hippel-Lindau (VHL) disease")', () => {
    const text = 'von Hippel-Lindau (VHL) disease; VHL gene.';
    const spanning = { ...concept(text, 'von Hippel-Lindau', 'C0019562', 'VHL disease'), end: text.indexOf(';'), text: 'von Hippel-Lindau (VHL) disease' };
    assert.deepEqual(completeAbbreviations(text, [spanning]), [spanning]);
  });

  it('adds the assertion of every concept, with its cue, to results of any service', () => {
    const text = 'Denies chest pain. Mother had breast cancer. History of MI. Rule out PE. Has cough.';
    const result: StructureResult = {
      model: 'structure',
      chunks: 1,
      warnings: { droppedSpans: 0, codePointOffsets: false },
      concepts: [
        concept(text, 'chest pain', 'C0008031', 'Chest pain'),
        concept(text, 'breast cancer', 'C0006142', 'Breast cancer'),
        concept(text, 'MI', 'C0027051', 'Myocardial infarction'),
        concept(text, 'PE', 'C0034065', 'Pulmonary embolism'),
        concept(text, 'cough', 'C0010200', 'Cough'),
      ],
    };
    const out = completeStructure(text, result);
    assert.deepEqual(
      out.concepts.map((c) => [c.text, c.assertion?.status, c.assertion?.cue]),
      [
        ['chest pain', 'negated', 'Denies'],
        ['breast cancer', 'family', 'Mother'],
        ['MI', 'historical', 'History of'],
        ['PE', 'possible', 'Rule out'],
        ['cough', 'present', undefined],
      ],
    );
  });
});

describe('client: abbreviations and assertion across chunks, over real HTTP with the reference service', function () {
  this.timeout(30_000);

  it('a short form defined in the first chunk takes its long form in later chunks; every concept has an assertion', async () => {
    const env = await live();
    try {
      const first = 'Myotonic dystrophy (DM) is an inherited disorder of muscle.';
      const later = 'Patients with DM were examined. The patient denies chest pain.';
      const text = `${first}\n\n${'Filler sentence about the clinic. '.repeat(4)}\n\n${later}`;
      const client = env.client({ maxChunkChars: 120, cache: false });
      const result = await client.structure(text);
      assert.ok(result.chunks >= 2, `${result.chunks} chunks`);
      const laterDm = result.concepts.find((c) => c.text === 'DM' && c.start > text.indexOf('Patients'));
      assert.ok(laterDm, 'the later DM is a concept');
      assert.match(laterDm.name, /myotonic dystrophy/i);
      assert.equal(result.concepts.find((c) => c.text === 'chest pain')?.assertion?.status, 'negated');
      assert.ok(result.concepts.every((c) => c.assertion !== undefined));
    } finally {
      await env.close();
    }
  });
});
