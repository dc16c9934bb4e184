import assert from 'node:assert/strict';
import { readCompletion } from '../../../src/api/completion';
import { cuiOf, normaliseIdentifyPhi, normaliseOntologies, normaliseRedactPhi, normaliseStructure } from '../../../src/api/normalise';
import { IdentifyPhiResultSchema, RedactPhiResultSchema, StructureResultSchema } from '../../../src/api/wire';
import { identifyBareBody, identifyEnvelopeBody, redactBody, SOURCE, structureOntologiesBody } from './fixtures';

describe('api/normalise', () => {
  it('normalises structure-ontologies spans: cui, ontologies subsets, null ontologies, unknown concept_type', () => {
    const wire = StructureResultSchema.parse(structureOntologiesBody.inference_result);
    const r = normaliseStructure(wire, SOURCE, true);
    assert.equal(r.dropped, 1, 'the hospital span has wrong offsets (37 instead of 36) and is dropped');
    assert.equal(r.concepts.length, 1);
    const [c] = r.concepts;
    assert.equal(c!.cui, 'C0011849');
    assert.equal(SOURCE.slice(c!.start, c!.end), 'diabetes');
    assert.deepEqual(c!.ontologies, { ICD10: [{ code: 'E11', name: 'Type 2 diabetes mellitus', aui: 'A0000001' }] });
  });

  it('keeps an unknown concept_type and leaves ontologies out when none has a code', () => {
    const wire = StructureResultSchema.parse({
      text: SOURCE,
      spans: [
        { concept_id: 'CUSTOM:42', concept_name: 'Hospitals', concept_type: 'Healthcare Facility', pos_start: 36, pos_end: 53, score_id: 0.7, score_type: 0.6, text: 'St. Mary Hospital', ontologies: {} },
      ],
    });
    const [c] = normaliseStructure(wire, SOURCE, true).concepts;
    assert.equal(c!.type, 'Healthcare Facility');
    assert.equal(c!.cui, undefined);
    assert.equal(c!.ontologies, undefined);
    assert.equal(normaliseOntologies(null), undefined);
    assert.equal(normaliseOntologies(undefined), undefined);
    assert.equal(cuiOf('UMLS:C0011849'), 'C0011849');
  });

  it('reads labels: brackets, MEDICAL RECORD, HOSPITAL under INSTITUTION, unknown types, missing category', () => {
    const bare = normaliseIdentifyPhi(IdentifyPhiResultSchema.parse(identifyBareBody), SOURCE);
    assert.deepEqual(
      bare.items.map((i) => [i.type, i.category, i.text]),
      [
        ['PATIENT', 'PERSON', 'John Smith'],
        ['HOSPITAL', 'INSTITUTION', 'St. Mary Hospital'],
      ],
    );
    const c = readCompletion(identifyEnvelopeBody, { model: 'identify-phi', status: 200, requestId: 'r' });
    assert.ok(c.done);
    const wrapped = normaliseIdentifyPhi(c.result, identifyEnvelopeBody.inference_result.input_text);
    assert.deepEqual(wrapped.items[0], { start: 4, end: 9, text: '12345', type: 'MEDICALRECORD', score: 0.8 });
    assert.ok(wrapped.items[0] !== undefined && !('category' in wrapped.items[0]));
    assert.equal(wrapped.items[1]!.type, 'PAGER');
  });

  it('places redact-phi annotations against output_text', () => {
    const r = normaliseRedactPhi(RedactPhiResultSchema.parse(redactBody));
    assert.equal(r.outputText.slice(r.items[0]!.start, r.items[0]!.end), '[PATIENT]');
    const shifted = normaliseRedactPhi(RedactPhiResultSchema.parse({ ...redactBody, output_text: `😀${redactBody.output_text}` }));
    assert.equal(shifted.dropped, 1, 'offsets that select neither reading are dropped');
  });
});
