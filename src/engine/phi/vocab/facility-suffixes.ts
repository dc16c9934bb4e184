// The words that close a facility's or an organisation's name, as regular-expression alternations (rules/institutions.ts
// finds a name by them: "Mercy General Hospital", "Pellow Plastics Ltd", "Kestle Lane Surgery"), and the same words one by
// one for the evidence reader, so that the cue it names is a word the rule read.
import { ORG_HEAD_NOUNS, SERVICE_ORG_SUFFIXES } from './org-words';

export const HOSPITAL_SUFFIX =
  "Hospital|Hospitals|Medical Center|Medical Centre|Health Center|Health Centre|Health Centers|Clinic|Clinics|" +
  "Oncology Center|Heart Center|Eye Center|Kidney Center|Dialysis Center|Imaging Center|Wellness Center|Birth Center|" +
  "Women's Center|HealthCenter|Med Ctr|Med Center|Medical Ctr|Hosp\\.|General|" +
  "Infirmary|Hospice|Sanatorium|Health System|Health Systems|Healthcare|Health Care|Medical Group|Cancer Center|" +
  "Cancer Institute|Heart Institute|Eye Institute|Children's|Rehabilitation Center|Rehabilitation Hospital|" +
  "Rehab Center|Surgery Center|Surgical Center|Care Center|Urgent Care|Nursing Home|Nursing Facility|" +
  "Skilled Nursing Facility|Senior Center|Assisted Living|Memorial|Pediatrics|Psychiatric Center|" +
  // Care homes, Canadian family health teams and UK general practices ("Hartley Grange Nursing Ctr",
  // "Maple Hollow FHT", "Pennywell Lane Surgery": "Surgery" only after a street word, never "Plastic Surgery").
  "Skilled Nursing Center|Skilled Nursing Centre|Nursing Center|Nursing Centre|Nursing Ctr|Care Home|Care Homes|" +
  "Family Health Team|Family Health Centre|Family Health Center|FHT|Medical Practice|Road Surgery|Lane Surgery|Street Surgery|House Surgery|" +
  // Singapore's public outpatient clinics ("Tampines East Polyclinic"), health sciences centres.
  "Polyclinic|Polyclinics|Health Sciences Centre|Health Sciences Center|" +
  // Outpatient imaging centres named for their open-bore scanner ("X Open MRI", "X Open MRI & Imaging").
  "Open MRI & Imaging|Open MRI and Imaging|Open MRI";
export const ORG_SUFFIX =
  'Inc\\.?|Incorporated|LLC|L\\.L\\.C\\.|Ltd\\.?|Corp\\.?|Corporation|Co\\.|Company|Companies|Group|Associates|' +
  'Partners|Foundation|University|College|School|Academy|Institute|Bank|Insurance|Pharmaceuticals?|Laboratories|' +
  'Labs|Technologies|Solutions|Agency|Association|Society|Council|Trust|Church|Ministries|' +
  'Enterprises|Holdings|Industries|Consulting|Media|Press|Publishing|Network|Orchestra';
/**
 * Practices, payers, agencies and shops named by what they are: "Lakeside Family Practice", "Prairie Health
 * Plan", "Great Lakes Mutual", "Dane County Visiting Nurses", "Casco Bay Family Medicine". These words also
 * name departments and services ("Family Practice", "Internal Medicine", "Inpatient Pharmacy"), so a name
 * needs at least one word before the suffix that is not itself generic (GENERIC_LEFT).
 */
/**
 * The words an outpatient dialysis unit is named with after its place (fix23a; longer first): "X Y Dialysis", "X Kidney Care", "X Renal
 * Center". They also name the treatment and a hospital's own unit ("Peritoneal Dialysis", "Home Dialysis", "Inpatient
 * Dialysis Unit"), so they are read as the general heads are: a word before them must name, and capitals say nothing.
 */
export const DIALYSIS_KINDS: readonly string[] = [
  'Dialysis Unit', 'Dialysis Clinic', 'Dialysis Services', 'Dialysis Facility', 'Dialysis Centre', 'Dialysis', 'Kidney Care', 'Kidney Centre',
  'Renal Care', 'Renal Center', 'Renal Centre',
];
export const PRACTICE_SUFFIX =
  "Practice|Family Practice|Health Plan|Health Plans|Cooperative|Co-op|Mutual|Visiting Nurses?|" +
  "Visiting Nurse Association|Home Health|Home Health Care|Home Care|Pharmacy|Pharmacies|Drugstore|Laboratory|" +
  "Diagnostics|Physicians|Medical Associates|Family Medicine|Internal Medicine|Heart and Vascular|Heart & Vascular|" +
  "Women's Health|Primary Care|Dental|Dentistry|Orthodontics|Optometry|Chiropractic|Physical Therapy|Podiatry|" +
  // Employers a social history names: a haulier, a restaurant, a works ("Ridgeback Freight", "Bramble & Sage Bistro").
  "Family Health|Freight|Trucking|Bistro|Restaurant|Diner|Motors|Construction|Manufacturing|Paper Mill|Ambulance|" +
  // A surgical or outpatient pavilion, a drugstore ("Brightwell Drug"), a patient-transport service.
  "Pavilion|Drug|Drugs|Patient Transport|Medical Transport|Cannery|" +
  // Allied-health practices and the trades and services of a social history ("Clonmoyle Eyecare", "Kestrel
  // Physiotherapy", "Ledbetter & Sons Funeral Home", "Harbour Coaches"); a UK general practice ("Bryn Derwen Surgery")
  // only when no word before it names a specialty (see SURGICAL_SPECIALTIES).
  "Eyecare|Eye Care|Opticians|Optometrists|Physiotherapy|Physio|Audiology|Hearing Centre|Hearing Center|Orthotics|" +
  "Foot & Ankle|Foot and Ankle|Funeral Home|Funeral Homes|Funeral Services|Funeral Chapel|Mortuary|Crematorium|" +
  "Bakery|Coaches|Freightways|Logistics|Removals|Surgery|" +
  // The kinds of place a social or medication history names by what they do, which also name a department or a
  // service ("Diagnostic Imaging", "Surgical Pathology", "Community Services"): a name needs a word before the kind
  // that no clinical or service list holds (SERVICE_NAMED_KINDS). Chemists and pathology providers (UK, Australia),
  // clubs, childcare, co-operatives, rest homes and retirement villages, farms and food firms.
  "Apothecary|Chemist|Chemists|Pathology|Imaging|Community Services|Support Services|Family Services|Club|Daycare|Day Care|" +
  "Childcare|Child Care|Nursery|Preschool|Co-operative|Rest Home|Retirement Village|Retirement Home|Retirement Residence|" +
  "Retirement Community|Aged Care|Farms|Foods|Produce|Plastics|" +
  DIALYSIS_KINDS.join('|') + '|' +
  SERVICE_ORG_SUFFIXES.join('|') +
  // Any organisation's head noun (fix20a): a firm's trade, a public body, an association.
  '|' +
  ORG_HEAD_NOUNS.join('|');
export const OTHER_SUFFIX =
  'Airport|Park|Mall|Beach|Stadium|Arena|Prison|Jail|Penitentiary|Correctional Facility|Shelter|Cathedral|Mosque|' +
  'Synagogue|Temple|Cemetery|Zoo|Museum|Library|Station|Lake|River|Mountain|Mountains|Canyon|Bay|Harbor|' +
  'Campground|Trailhead|Resort|Hotel|Motel|Casino';

/** Words that join a suffix's words and say nothing of its kind ("Heart and Vascular"). */
const JOINERS = new Set(['', 'and', '&', 'of', 'for', 'the']);

function suffixWords(alternations: readonly string[]): string[] {
  const out = new Set<string>();
  for (const a of alternations) {
    for (const phrase of a.split('|')) for (const w of phrase.replace(/\\\.\??|\?/g, '').toLowerCase().split(' ')) if (!JOINERS.has(w)) out.add(w);
  }
  return [...out];
}

/**
 * Every word of the suffixes, lower case, for the evidence reader (core/evidence-cues.ts), so that the cue it names
 * is a word this rule read: facility kinds (hospitals, practices, places) and organisation kinds apart.
 */
export const SUFFIX_CUE_WORDS = {
  facility: suffixWords([HOSPITAL_SUFFIX, PRACTICE_SUFFIX, OTHER_SUFFIX]),
  organisation: suffixWords([ORG_SUFFIX]),
} as const;

/** The words of a facility's or a practice's kind alone, no place's (Park, Lake, Station): rules/letter-addresses.ts. */
export const PRACTICE_CUE_WORDS: readonly string[] = suffixWords([HOSPITAL_SUFFIX, PRACTICE_SUFFIX]);
