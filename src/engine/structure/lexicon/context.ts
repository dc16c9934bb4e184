// Built-in context concepts (the spec's 'Context': history, social and encounter context around findings).
// Where the codes come from: CUIs written by us from our own knowledge of UMLS; the shared vocabulary sources
// do not cover these, so the set is small and carries no ontology codes.
import { conceptsOf } from './types';

const x = conceptsOf('Context');

export const CONTEXT = [
  x('C0241889', 'Family history', { abbr: ['FHx'], syn: ['family medical history'] }),
  x('C0262926', 'Medical history', { abbr: ['PMH', 'PMHx'], syn: ['past medical history'] }),
  x('C0262512', 'History of present illness', { abbr: ['HPI'] }),
  x('C0277786', 'Chief complaint', { abbr: ['CC'], syn: ['presenting complaint'] }),
  x('C0337664', 'Smoker', { syn: ['current smoker', 'smokes'] }),
  x('C0337671', 'Former smoker', { syn: ['ex-smoker', 'quit smoking'] }),
  x('C0337672', 'Non-smoker', { syn: ['nonsmoker', 'never smoker', 'does not smoke'] }),
  x('C0543414', 'Tobacco use', { syn: ['tobacco'] }),
  x('C0001948', 'Alcohol consumption', { syn: ['alcohol use', 'drinks alcohol'] }),
  x('C0184666', 'Hospital admission', { syn: ['admission', 'admitted'] }),
  x('C0030685', 'Patient discharge', { syn: ['discharged'] }),
  x('C1522577', 'Follow-up', { syn: ['follow up', 'followup'] }),
  x('C0030705', 'Patient', { syn: ['patients'] }),
];
