// The extended lexicon file (dist/lexicon.json, written by scripts/build-lexicon.mjs from the shared
// vocabularies): its zod schema and a loader that never throws — a missing or corrupt file yields a reason,
// and the engine then runs on the built-in list alone.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CONCEPT_TYPES, type ConceptType } from './lexicon/types';

export const LEXICON_FORMAT = 'text-inference-lexicon';
export const LEXICON_VERSION = 1;

const Cui = z.string().regex(/^C\d{7}$/);
const Strings = z.array(z.string().min(1));

/** [cuis, name, type index, synonyms, acronyms (exact case), ICD10 codes, SNOMEDCT_US codes] */
const ExtendedConceptSchema = z.tuple([z.array(Cui).min(1), z.string().min(1), z.number().int().nonnegative(), Strings, Strings, Strings, Strings]);

export const LexiconFileSchema = z
  .object({
    format: z.literal(LEXICON_FORMAT),
    version: z.literal(LEXICON_VERSION),
    types: z.array(z.enum(CONCEPT_TYPES)).min(1),
    concepts: z.array(ExtendedConceptSchema),
  })
  .refine((file) => file.concepts.every((c) => c[2] < file.types.length), { message: 'a concept refers to an unknown type index' });
export type LexiconFile = z.infer<typeof LexiconFileSchema>;

export interface ExtendedConcept {
  readonly cuis: readonly string[];
  readonly name: string;
  readonly type: ConceptType;
  readonly synonyms: readonly string[];
  readonly acronyms: readonly string[];
  readonly icd10: readonly string[];
  readonly snomed: readonly string[];
}

export type LexiconFileResult = { readonly ok: true; readonly concepts: readonly ExtendedConcept[] } | { readonly ok: false; readonly reason: string };

export function parseLexiconFile(json: string): LexiconFileResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'the extended lexicon file is not valid JSON' };
  }
  const parsed = LexiconFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.slice(0, 3).join('.')}` : '';
    return { ok: false, reason: `the extended lexicon file does not match the lexicon schema${where}: ${issue?.message ?? 'invalid'}` };
  }
  const { types, concepts } = parsed.data;
  return {
    ok: true,
    concepts: concepts.map(([cuis, name, type, synonyms, acronyms, icd10, snomed]) => ({
      cuis,
      name,
      type: types[type]!,
      synonyms,
      acronyms,
      icd10,
      snomed,
    })),
  };
}

export function loadLexiconFile(path: string): LexiconFileResult {
  let json: string;
  try {
    json = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return { ok: false, reason: `the extended lexicon file could not be read (${code})` };
  }
  return parseLexiconFile(json);
}
