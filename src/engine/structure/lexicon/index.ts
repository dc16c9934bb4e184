// The built-in lexicon: a few hundred common clinical concepts written by us, one file per class.
import { ANATOMY } from './anatomy';
import { CONDITIONS } from './conditions';
import { OTHER_SYSTEM_CONDITIONS } from './conditions-other-systems';
import { SPECIALTY_CONDITIONS } from './conditions-specialty';
import { CONTEXT } from './context';
import { MEDICATIONS } from './medications';
import { ORGANISMS } from './organisms';
import { PROCEDURES } from './procedures';
import { DEVICES, ICU_MEDICATIONS, SHORTHAND_CONCEPTS, withShorthand } from './shorthand';
import { SYMPTOMS } from './symptoms';
import type { LexiconConcept } from './types';

export const BUILTIN_LEXICON: readonly LexiconConcept[] = withShorthand([
  ...CONDITIONS,
  ...SPECIALTY_CONDITIONS,
  ...OTHER_SYSTEM_CONDITIONS,
  ...SYMPTOMS,
  ...MEDICATIONS,
  ...PROCEDURES,
  ...ANATOMY,
  ...ORGANISMS,
  ...CONTEXT,
  ...SHORTHAND_CONCEPTS,
  ...ICU_MEDICATIONS,
  ...DEVICES,
]);
