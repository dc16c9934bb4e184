// The PHI vocabulary: the spec's phi_type values and their categories. It belongs to no one layer: the
// wire contract re-exports it, the engine labels its findings with it, and masking strategies key on it.

export const PHI_TYPES = [
  'AGE', 'BIOID', 'CITY', 'COUNTRY', 'DATE', 'DEVICE', 'DOCTOR', 'EMAIL', 'FAX', 'HEALTHPLAN', 'HOSPITAL',
  'IDNUM', 'LOCATION-OTHER', 'MEDICALRECORD', 'ORGANIZATION', 'PATIENT', 'PHONE', 'PROFESSION', 'STATE',
  'STREET', 'URL', 'USERNAME', 'ZIP',
] as const;
export type KnownPhiType = (typeof PHI_TYPES)[number];
/** A phi_type as read from the wire: a known type, or an unknown one kept as it came. */
export type PhiType = KnownPhiType | (string & {});

export const PHI_CATEGORIES = [
  'CONTACT', 'DATE', 'DEMOGRAPHICS', 'IDENTIFIER', 'INSTITUTION', 'LOCATION', 'ORGANIZATION', 'PERSON', 'WEBADDRESS',
] as const;
export type KnownPhiCategory = (typeof PHI_CATEGORIES)[number];
export type PhiCategory = KnownPhiCategory | (string & {});

/**
 * The category each type is given by the reference service: the spec's mapping table, with HOSPITAL under
 * INSTITUTION as the spec's result samples show. ORGANIZATION appears under two categories in the table;
 * we emit ORGANIZATION. Clients must still accept any pair (see the spec's "observed inconsistency").
 */
export const CATEGORY_OF_TYPE = {
  EMAIL: 'CONTACT', FAX: 'CONTACT', PHONE: 'CONTACT', USERNAME: 'CONTACT',
  DATE: 'DATE',
  AGE: 'DEMOGRAPHICS', PROFESSION: 'DEMOGRAPHICS',
  BIOID: 'IDENTIFIER', DEVICE: 'IDENTIFIER', HEALTHPLAN: 'IDENTIFIER', IDNUM: 'IDENTIFIER', MEDICALRECORD: 'IDENTIFIER',
  HOSPITAL: 'INSTITUTION',
  CITY: 'LOCATION', COUNTRY: 'LOCATION', STATE: 'LOCATION', STREET: 'LOCATION', ZIP: 'LOCATION', 'LOCATION-OTHER': 'LOCATION',
  ORGANIZATION: 'ORGANIZATION',
  DOCTOR: 'PERSON', PATIENT: 'PERSON',
  URL: 'WEBADDRESS',
} as const satisfies Record<KnownPhiType, KnownPhiCategory>;
