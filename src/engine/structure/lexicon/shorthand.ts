// Clinical shorthand and drug brand names, as more names of the built-in concepts (by CUI), plus a few signs
// that notes abbreviate. Lower-case forms match in any case ("htn", "Htn", "HTN"); they are only the ones that
// are not English words. Short forms that are words or name several things ("cad", "sob", "cp", "mi", "asa")
// are not here: src/engine/structure/shorthand-rules.ts accepts them in a clinical context only.
// Brand names are facts about the US market (brand -> ingredient), written by us.
import { conceptsOf, type LexiconConcept } from './types';

/** CUI -> extra abbreviations (matched case-insensitively when written in lower case) and synonyms. */
export const SHORTHAND: Readonly<Record<string, { readonly abbr?: readonly string[]; readonly syn?: readonly string[] }>> = {
  // conditions
  C0020538: { abbr: ['htn'] },
  C0011860: { abbr: ['dm2', 'dm 2', 'dmii', 'dm ii', 't2dm', 'niddm'], syn: ['type II diabetes', 'type ii dm', 'type 2 dm', 'diabetes type 2'] },
  C0011854: { abbr: ['dm1', 't1dm', 'iddm'], syn: ['type 1 dm'] },
  C0022661: { abbr: ['ckd', 'ckd3', 'ckd 3', 'ckd iii', 'ckd4', 'ckd 4', 'ckd5', 'ckd 5', 'ckd2', 'ckd 2'], syn: ['ckd stage 3', 'ckd stage 4', 'ckd stage 5', 'ckd stage 3a', 'ckd stage 3b', 'ckd3a', 'ckd3b'] },
  C0020473: { abbr: ['hld'] },
  C0520679: { abbr: ['osa'] },
  C0149871: { abbr: ['dvt'] },
  C0018802: { abbr: ['chf'] },
  C0024117: { abbr: ['copd'] },
  C0017168: { abbr: ['gerd'] },
  C0042029: { abbr: ['uti'] },
  C0007787: { abbr: ['tia'] },
  C0038454: { abbr: ['cva'] },
  C0022660: { abbr: ['aki'] },
  C0005001: { abbr: ['bph'] },
  // medications: brand and short names -> ingredient
  C0016860: { syn: ['Lasix'] },
  C1831808: { syn: ['Eliquis'] },
  C1739768: { syn: ['Xarelto'] },
  C0043031: { syn: ['Coumadin', 'Jantoven'] },
  C0070166: { syn: ['Plavix'] },
  C0286651: { syn: ['Lipitor', 'atorva'] },
  C0074554: { syn: ['Zocor', 'simva'] },
  C0965129: { syn: ['Crestor', 'rosuva'] },
  C0085542: { syn: ['Pravachol', 'prava'] },
  C0051696: { syn: ['Norvasc'] },
  C0025859: { syn: ['Toprol', 'Toprol XL', 'Lopressor', 'metop'] },
  C0071097: { syn: ['Coreg'] },
  C0065374: { syn: ['Zestril', 'Prinivil'] },
  C0126174: { syn: ['Cozaar'] },
  C0020261: { abbr: ['hctz'] },
  C0037982: { syn: ['Aldactone', 'spironolact'] },
  C0012265: { syn: ['Lanoxin'] },
  C0002598: { syn: ['Cordarone', 'Pacerone'] },
  C0017887: { syn: ['nitro', 'NTG', 'Nitrostat'] },
  C0206460: { syn: ['Lovenox'] },
  C0025598: { syn: ['Glucophage'] },
  C0907402: { syn: ['Lantus', 'Basaglar'] },
  C0000970: { syn: ['Tylenol'] },
  C0020740: { syn: ['Motrin', 'Advil'] },
  C0027396: { syn: ['Aleve', 'Naprosyn'] },
  C0061851: { syn: ['Zofran'] },
  C0081876: { syn: ['Protonix'] },
  C0028978: { syn: ['Prilosec'] },
  C0015620: { syn: ['Pepcid'] },
  C0001927: { syn: ['ProAir', 'Ventolin'] },
  C0074393: { syn: ['Zoloft'] },
  C0016365: { syn: ['Prozac'] },
  C0060926: { syn: ['Neurontin'] },
  C0377265: { syn: ['Keppra'] },
  C0024002: { syn: ['Ativan'] },
  C0123091: { syn: ['Seroquel'] },
  C0018546: { syn: ['Haldol'] },
  C0002144: { syn: ['Zyloprim'] },
  C0052796: { syn: ['Zithromax', 'Z-pak', 'Z-pack'] },
  C0042313: { abbr: ['vanc', 'vanco'] },
  C0012306: { syn: ['Dilaudid'] },
  C0002645: { syn: ['amox'] },
};

const s = conceptsOf('Signs & Symptoms');
const c = conceptsOf('Medical Conditions');
const m = conceptsOf('Medications');
const p = conceptsOf('Procedures');

/** Signs and classes that notes abbreviate and the other lists lack. CUIs written by us; no codes (unverified). */
export const SHORTHAND_CONCEPTS: readonly LexiconConcept[] = [
  s('C0034642', 'Rales', { syn: ['crackles', 'crepitations', 'bibasilar crackles', 'rales'] }),
  s('C0013405', 'Paroxysmal nocturnal dyspnea', { abbr: ['PND', 'pnd'], syn: ['paroxysmal nocturnal dyspnoea'] }),
  s('C0425687', 'Jugular venous distension', { abbr: ['JVD', 'jvd'], syn: ['jugular venous distention', 'jugular vein distension', 'distended neck veins', 'elevated JVP'] }),
  c('C1135191', 'Systolic heart failure', { abbr: ['HFrEF', 'hfref'], syn: ['heart failure with reduced ejection fraction'], icd10: ['I50.20'], snomed: ['417996009'] }),
  c('C1135196', 'Diastolic heart failure', { abbr: ['HFpEF', 'hfpef'], syn: ['heart failure with preserved ejection fraction'], icd10: ['I50.30'], snomed: ['418304008'] }),
  // Acute coronary care and the ICU (issue 20). CUIs checked against public UMLS-coded data; no codes (the
  // Disease Ontology does not cover them, so they would be unverifiable).
  c('C1536220', 'ST elevation myocardial infarction', { abbr: ['STEMI'], syn: ['ST-elevation myocardial infarction', 'ST segment elevation myocardial infarction', 'ST-elevation MI', 'ST elevation MI'] }),
  s('C0520886', 'ST segment elevation', { syn: ['ST elevation', 'ST elevations', 'ST-segment elevation', 'ST-segment elevations', 'ST segment elevations'] }),
  // "ST elevation in II, III, aVF with reciprocal depression in I and aVL": the ECG's, not a mood disorder.
  s('C0520887', 'ST segment depression', { syn: ['ST depression', 'ST depressions', 'ST-segment depression', 'ST segment depressions', 'reciprocal depression', 'reciprocal depressions', 'reciprocal ST depression', 'reciprocal ST depressions'] }),
  s('C0700590', 'Diaphoresis', { syn: ['diaphoretic', 'increased sweating', 'sweating', 'sweaty', 'drenching sweats'] }),
  s('C0581394', 'Swelling of lower limb', { syn: ['leg swelling', 'swollen leg', 'swollen legs', 'lower extremity swelling', 'lower limb swelling', 'swelling of the legs', 'swelling of the leg', 'swelling of both legs', 'bilateral leg swelling', 'LE swelling'] }),
  s('C0277797', 'Afebrile', { abbr: ['afeb'], syn: ['apyrexial'] }),
  s('C0232201', 'Sinus rhythm', { abbr: ['NSR', 'nsr'], syn: ['normal sinus rhythm', 'sinus rhythm'] }),
];

/** Medications of acute coronary care and the ICU (issue 20): ingredient CUIs, brand and ward names. */
export const ICU_MEDICATIONS: readonly LexiconConcept[] = [
  m('C2930455', 'Ticagrelor', { syn: ['Brilinta'] }),
  m('C1620287', 'Prasugrel', { syn: ['Effient'] }),
  // "neo" alone is accepted only at a dose or an infusion (src/engine/structure/shorthand-rules.ts).
  m('C0031469', 'Phenylephrine', { syn: ['Neo-Synephrine', 'neosynephrine'] }),
  m('C0028351', 'Norepinephrine', { syn: ['Levophed', 'noradrenaline'] }),
  m('C0003779', 'Vasopressin', { syn: ['Vasostrict'] }),
  m('C0724466', 'Piperacillin-tazobactam', { syn: ['Zosyn', 'pip-tazo', 'pip/tazo', 'piperacillin/tazobactam', 'piperacillin and tazobactam'] }),
];

/** Devices, named by the verified device class: a Foley is a catheter, a drug-eluting stent a stent. */
export const DEVICES: readonly LexiconConcept[] = [
  p('C0085590', 'Catheter', { syn: ['Foley catheter', 'Foley', 'urinary catheter', 'indwelling urinary catheter', 'catheter'] }),
  p('C0038257', 'Stent', { syn: ['drug-eluting stent', 'drug eluting stent', 'drug-eluting stents', 'bare-metal stent', 'bare metal stent', 'stent', 'stents'] }),
];

/** The built-in concepts with their shorthand and brand names added. */
export function withShorthand(concepts: readonly LexiconConcept[]): LexiconConcept[] {
  return concepts.map((concept) => {
    const extra = SHORTHAND[concept.cui];
    if (!extra) return concept;
    return {
      ...concept,
      abbreviations: [...concept.abbreviations, ...(extra.abbr ?? [])],
      synonyms: [...concept.synonyms, ...(extra.syn ?? [])],
    };
  });
}
