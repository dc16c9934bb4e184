// Response bodies shaped exactly like the spec's samples and its documented variants, for the pure
// parsing tests (the HTTP tests get theirs from the reference service or a fixed-body peer).

export const SOURCE = 'Pt John Smith has diabetes. Seen at St. Mary Hospital.';

export const structureOntologiesBody = {
  request_id: '6f1c2a3e-0000-4000-8000-000000000001',
  model_type: 'structure-ontologies',
  inference_status: 'COMPLETED',
  message: 'The results are ready.',
  inference_result: {
    text: SOURCE,
    spans: [
      {
        concept_id: 'UMLS:C0011849',
        concept_name: 'Diabetes Mellitus',
        concept_type: 'Medical Conditions',
        pos_start: 18,
        pos_end: 26,
        score_id: 0.98,
        score_type: 0.97,
        text: 'diabetes',
        ontologies: {
          ICD10: [{ aui: 'A0000001', code: 'E11', name: 'Type 2 diabetes mellitus' }],
          SNOMEDCT_US: [],
          LOINC: [{ code: 'ignored' }],
        },
      },
      {
        concept_id: 'UMLS:C0019994',
        concept_name: 'Hospitals',
        concept_type: 'Healthcare Facility',
        pos_start: 37,
        pos_end: 53,
        score_id: 0.7,
        score_type: 0.6,
        text: 'St. Mary Hospital',
        ontologies: null,
      },
    ],
  },
};

export const identifyBareBody = {
  input_text: SOURCE,
  annotations: [
    {
      labels: { phi_type: { label: '[PATIENT]', score: 0.99 }, category: { label: '[PERSON]' } },
      text: 'John Smith',
      span: { start: 3, end: 13 },
    },
    {
      labels: { phi_type: { label: '[HOSPITAL]', score: 0.9 }, category: { label: '[INSTITUTION]' } },
      text: 'St. Mary Hospital',
      span: { start: 36, end: 53 },
    },
  ],
};

export const identifyEnvelopeBody = {
  request_id: 'r-2',
  model_type: 'identify-phi',
  inference_status: 'COMPLETED',
  message: 'The results are ready.',
  inference_result: {
    input_text: 'MRN 12345 fax 555-0100 x',
    annotations: [
      { labels: { phi_type: { label: '[MEDICAL RECORD]', score: 0.8 } }, text: '12345', span: { start: 4, end: 9 } },
      { labels: { phi_type: { label: '[PAGER]', score: 0.5 }, category: { label: '[CONTACT]' } }, text: '555-0100', span: { start: 14, end: 22 } },
    ],
  },
};

export const redactBody = {
  output_text: 'Pt [PATIENT] has diabetes.',
  annotations: [
    { labels: { phi_type: { label: '[PATIENT]', score: 0.99 }, category: { label: '[PERSON]' } }, text: '[PATIENT]', span: { start: 3, end: 12 } },
  ],
};

export const embeddingsBody = { input_text: 'x', embeddings: Array.from({ length: 1024 }, (_, i) => Math.sin(i)) };
