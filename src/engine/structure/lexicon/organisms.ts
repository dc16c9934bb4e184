// Built-in organisms (the spec's 'Species & Viruses'). Where the codes come from: CUIs written by us from our
// own knowledge of UMLS organism concepts; the shared vocabulary sources do not cover organisms, so the set
// is modest and carries no ontology codes.
import { conceptsOf } from './types';

const o = conceptsOf('Species & Viruses');

export const ORGANISMS = [
  o('C0038172', 'Staphylococcus aureus', { syn: ['S. aureus', 'Staph aureus'] }),
  o('C1265292', 'Methicillin-resistant Staphylococcus aureus', { abbr: ['MRSA'], syn: ['methicillin resistant Staphylococcus aureus'] }),
  o('C0014834', 'Escherichia coli', { syn: ['E. coli', 'E coli'] }),
  o('C0038410', 'Streptococcus pneumoniae', { syn: ['S. pneumoniae', 'pneumococcus'] }),
  o('C0033809', 'Pseudomonas aeruginosa', { syn: ['P. aeruginosa'] }),
  o('C0022729', 'Klebsiella pneumoniae', { syn: ['K. pneumoniae'] }),
  o('C0009063', 'Clostridium difficile', { syn: ['Clostridioides difficile', 'C. difficile', 'C. diff', 'C diff'] }),
  o('C0079488', 'Helicobacter pylori', { syn: ['H. pylori', 'H pylori'] }),
  o('C0026918', 'Mycobacterium tuberculosis', { syn: ['M. tuberculosis'] }),
  o('C0006837', 'Candida albicans', { syn: ['C. albicans'] }),
  o('C0019682', 'Human immunodeficiency virus', { syn: ['human immunodeficiency viruses'] }),
  o('C0019169', 'Hepatitis B virus', { abbr: ['HBV'] }),
  o('C0220847', 'Hepatitis C virus', { abbr: ['HCV'] }),
  o('C5203676', 'SARS-CoV-2', { syn: ['severe acute respiratory syndrome coronavirus 2'] }),
  o('C0029344', 'Influenza A virus'),
  o('C0035236', 'Respiratory syncytial virus', { abbr: ['RSV'] }),
  o('C0004611', 'Bacteria', { syn: ['bacterium'] }),
  o('C0042776', 'Virus', { syn: ['viruses'] }),
  o('C0016832', 'Fungi', { syn: ['fungus'] }),
];
