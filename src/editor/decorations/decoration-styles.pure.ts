// What each finding looks like, without VS Code: the style a concept type or PHI category maps to, and the
// theme colours contributed in package.json (a unit test keeps package.json's "colors" equal to COLORS).
import { CATEGORY_OF_TYPE, PHI_CATEGORIES } from '../../api/wire';
import type { Concept, PhiItem } from '../../api/results';
import { filterOf, isShown, statusOf, type FindingFilter } from '../results/concept-view.pure';
import type { Finding } from '../results/types';

export const CONCEPT_STYLES = ['condition', 'symptom', 'medication', 'procedure', 'anatomy', 'organism', 'context', 'other'] as const;
export type ConceptStyle = (typeof CONCEPT_STYLES)[number];

/** The nine categories, lower-cased, and a generic style for anything else. */
export const PHI_STYLES = ['contact', 'date', 'demographics', 'identifier', 'institution', 'location', 'organization', 'person', 'webaddress', 'other'] as const;
export type PhiStyle = (typeof PHI_STYLES)[number];

export type StyleKey = `concept.${ConceptStyle}` | `phi.${PhiStyle}`;
export const STYLE_KEYS: readonly StyleKey[] = [
  ...CONCEPT_STYLES.map((s) => `concept.${s}` as const),
  ...PHI_STYLES.map((s) => `phi.${s}` as const),
];

/** concept_type values as the service and engine write them, normalised (lower case, letters only). */
const CONCEPT_STYLE_OF_TYPE: Readonly<Record<string, ConceptStyle>> = {
  medicalconditions: 'condition',
  signssymptoms: 'symptom',
  signsandsymptoms: 'symptom',
  medications: 'medication',
  procedures: 'procedure',
  anatomy: 'anatomy',
  speciesviruses: 'organism',
  speciesandviruses: 'organism',
  context: 'context',
};

export function conceptStyle(concept: Pick<Concept, 'type'>): ConceptStyle {
  return CONCEPT_STYLE_OF_TYPE[concept.type.toLowerCase().replace(/[^a-z]/g, '')] ?? 'other';
}

const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(PHI_CATEGORIES);

/** The category's style; with no category, the category the type belongs to; otherwise generic. */
export function phiStyle(item: Pick<PhiItem, 'type' | 'category'>): PhiStyle {
  const category = item.category ?? (CATEGORY_OF_TYPE as Readonly<Record<string, string>>)[item.type];
  return category && KNOWN_CATEGORIES.has(category) ? (category.toLowerCase() as PhiStyle) : 'other';
}

export function styleOf(finding: Finding): StyleKey {
  return finding.slot === 'concepts' ? `concept.${conceptStyle(finding.concept)}` : `phi.${phiStyle(finding.item)}`;
}

/** Groups the findings the filter shows by style; every style key is present (empty clears). */
export function groupByStyle(findings: Iterable<Finding>, filter: FindingFilter | number): Map<StyleKey, Finding[]> {
  const f = filterOf(filter);
  const groups = new Map<StyleKey, Finding[]>(STYLE_KEYS.map((k) => [k, []]));
  for (const finding of findings) {
    if (isShown(finding, f)) groups.get(styleOf(finding))?.push(finding);
  }
  return groups;
}

/** Concepts drawn differently on top of their type's tint: negated struck through, family dimmed. */
export const ASSERTION_OVERLAYS = ['negated', 'family'] as const;
export type AssertionOverlay = (typeof ASSERTION_OVERLAYS)[number];

/** The shown concepts of each overlay; every overlay is present (empty clears). */
export function groupByAssertion(findings: Iterable<Finding>, filter: FindingFilter | number): Map<AssertionOverlay, Finding[]> {
  const f = filterOf(filter);
  const groups = new Map<AssertionOverlay, Finding[]>(ASSERTION_OVERLAYS.map((o) => [o, []]));
  for (const finding of findings) {
    if (finding.slot !== 'concepts' || !isShown(finding, f)) continue;
    groups.get(statusOf(finding.concept) as AssertionOverlay)?.push(finding);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------------
// Theme colours

export const COLOR_PREFIX = 'textInference';
export const backgroundColorId = (key: StyleKey): string => `${COLOR_PREFIX}.${key}.background`;
/** The text colour of negated and family concepts. */
export const overlayColorId = (overlay: AssertionOverlay): string => `${COLOR_PREFIX}.concept.${overlay}.foreground`;
/** Only PHI styles have a border colour. */
export const borderColorId = (key: StyleKey): string => `${COLOR_PREFIX}.${key}.border`;

interface Hue {
  readonly dark: string;
  readonly light: string;
  readonly label: string;
}

// Chosen for colour-vision deficiency as well as contrast (test/unit/editor/decorations/palette.test.ts):
// the four frequent types (conditions, symptoms, medications, procedures) differ in lightness and on the
// blue-yellow axis, not only red-green, so they stay apart under deuteranopia; conditions are pink-red and
// symptoms amber, where red and orange had looked alike. README "Colours" lists them.
const CONCEPT_HUES: Readonly<Record<ConceptStyle, Hue>> = {
  condition: { dark: '#FF6B8B', light: '#C8244F', label: 'medical conditions' },
  symptom: { dark: '#E8C547', light: '#8A6A00', label: 'signs and symptoms' },
  medication: { dark: '#2FBF9F', light: '#00795F', label: 'medications' },
  procedure: { dark: '#4C9BFF', light: '#0B5FCC', label: 'procedures' },
  anatomy: { dark: '#B48CFF', light: '#7A3FD1', label: 'anatomy' },
  organism: { dark: '#A0D468', light: '#4E7D16', label: 'species and viruses' },
  context: { dark: '#9AA4B0', light: '#6E7781', label: 'context' },
  other: { dark: '#E0823D', light: '#B24A00', label: 'other concept types' },
};

const PHI_HUES: Readonly<Record<PhiStyle, Hue>> = {
  contact: { dark: '#FF80C8', light: '#BF3989', label: 'the CONTACT category' },
  date: { dark: '#FFA657', light: '#BC4C00', label: 'the DATE category' },
  demographics: { dark: '#D2A8FF', light: '#8250DF', label: 'the DEMOGRAPHICS category' },
  identifier: { dark: '#FF7B72', light: '#CF222E', label: 'the IDENTIFIER category' },
  institution: { dark: '#79C0FF', light: '#0550AE', label: 'the INSTITUTION category' },
  location: { dark: '#E3B341', light: '#9A6700', label: 'the LOCATION category' },
  organization: { dark: '#56D4DD', light: '#1B7C83', label: 'the ORGANIZATION category' },
  person: { dark: '#FF6A69', light: '#A40E26', label: 'the PERSON category' },
  webaddress: { dark: '#7EE787', light: '#116329', label: 'the WEBADDRESS category' },
  other: { dark: '#F0883E', light: '#953800', label: 'a category that is unknown or absent' },
};

export interface ColorContribution {
  readonly id: string;
  readonly description: string;
  readonly defaults: { readonly dark: string; readonly light: string; readonly highContrast: string; readonly highContrastLight: string };
}

function background(hue: Hue, alphaDark: string, alphaLight: string): ColorContribution['defaults'] {
  return { dark: hue.dark + alphaDark, light: hue.light + alphaLight, highContrast: hue.dark + '40', highContrastLight: hue.light + '33' };
}

/** Concepts are a background tint; PHI is a tint plus a solid border, so it stands out from concepts. */
export const COLORS: readonly ColorContribution[] = [
  ...CONCEPT_STYLES.map((s) => ({
    id: backgroundColorId(`concept.${s}`),
    description: `Background of concepts of ${CONCEPT_HUES[s].label} found by Text Inference (also its overview ruler mark).`,
    defaults: background(CONCEPT_HUES[s], '33', '26'),
  })),
  ...PHI_STYLES.flatMap((s) => [
    {
      id: backgroundColorId(`phi.${s}`),
      description: `Background of protected health information (PHI) of ${PHI_HUES[s].label} found by Text Inference.`,
      defaults: background(PHI_HUES[s], '2E', '22'),
    },
    {
      id: borderColorId(`phi.${s}`),
      description: `Border and overview ruler mark of protected health information (PHI) of ${PHI_HUES[s].label}.`,
      defaults: { dark: PHI_HUES[s].dark, light: PHI_HUES[s].light, highContrast: PHI_HUES[s].dark, highContrastLight: PHI_HUES[s].light },
    },
  ]),
  {
    id: overlayColorId('negated'),
    description: 'Text colour of concepts the text negates (“denies chest pain”), drawn struck through.',
    defaults: { dark: '#8B949E', light: '#6E7781', highContrast: '#C0C0C0', highContrastLight: '#505050' },
  },
  {
    id: overlayColorId('family'),
    description: 'Text colour of concepts about someone other than the patient (“mother had breast cancer”), drawn with a dotted underline.',
    defaults: { dark: '#A5D6FF', light: '#0550AE', highContrast: '#A5D6FF', highContrastLight: '#0550AE' },
  },
];
