// Scores the local engine's identify-phi on ../shared/data/eval (read in place, never copied) and prints
// precision, recall and F1 per class and overall, with exact-span and overlap matching, to stdout only.
// `npm run eval:phi`; add `--examples 20` to also print misses and false alarms (stdout only).
//
// Type mapping (gold type -> our types that count as a match; rows are reported per gold class):
//   Presidio synth v2                         ASQ-PHI
//   PERSON          -> PATIENT | DOCTOR        NAME                     -> PATIENT | DOCTOR
//   STREET_ADDRESS  -> STREET (+ CITY, STATE,  GEOGRAPHIC_LOCATION      -> HOSPITAL | ORGANIZATION | CITY |
//                      ZIP, COUNTRY inside it)                             STATE | COUNTRY | STREET | ZIP |
//   GPE             -> CITY | STATE | COUNTRY                              LOCATION-OTHER
//                      | LOCATION-OTHER        DATE                     -> DATE
//   ORGANIZATION    -> ORGANIZATION | HOSPITAL  PHONE_NUMBER, FAX_NUMBER -> PHONE | FAX
//   PHONE_NUMBER    -> PHONE | FAX             EMAIL_ADDRESS            -> EMAIL
//   EMAIL_ADDRESS   -> EMAIL                   MEDICAL_RECORD_NUMBER,   -> MEDICALRECORD | HEALTHPLAN |
//   US_SSN, CREDIT_CARD, IBAN_CODE,            HEALTH_PLAN_..., SSN,       IDNUM | DEVICE | BIOID
//   US_DRIVER_LICENSE -> IDNUM (any ID type)   UNIQUE_IDENTIFIER, ...
//   DATE_TIME       -> DATE                    IP_ADDRESS               -> URL
//   AGE             -> AGE
//   ZIP_CODE        -> ZIP
//   DOMAIN_NAME, IP_ADDRESS -> URL
//   TITLE           -> PROFESSION
// The PhysioNet deid development half and its mapping: scripts/eval-phi-deid.ts.
// `--only deid|swap|presidio|asq|review|blind|own|ownN` runs one set (swap: the deid half with surrogates, scripts/eval-phi-swap.ts, `--seed N`, `--seeds 4-40` pooled, `--case lower|upper`; own, own2 ... own70: our own notes, registered in scripts/eval-phi-own.ts, those marked blind (own9, own12, own14, own16, own19, own22, own26, own30, own36, own43, own48, own52, own57, own62, own66, own70) never print their misses; `--only blind` runs the blind sets and pools them, counts only; sets marked heldOut are in neither the plain run nor `--only blind`: `--only held` pools them, for the lead at a round's end). `--only rules` (never in the plain run) prints what each rule earns in every set, scripts/eval-phi-rules.ts; `--only review-rules` (nor this) what each review rule's candidates are worth, by condition, scripts/eval-phi-review-rules.ts (`--rule ID --examples N` prints that rule's candidates from readable sets). The engine runs with dist/phi-dictionaries.json when built.
// Excluded by policy (not scored; a prediction on them counts neither way): DATE_TIME that is a bare year,
// a weekday or a time only (we do not tag bare years: HIPAA keeps the year); AGE under 90 (HIPAA: only
// ages over 89 are PHI); TITLE that is an honorific (Mr., Ms.). Not covered (same treatment): NRP.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import type { KnownPhiType } from '../src/api/wire';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries, type PhiDictionaries } from '../src/engine/phi/index';
import { evalDeid, loadDeidNotes } from './eval-phi-deid';
import { evalSwap, evalSwapSeeds, parseSeeds } from './eval-phi-swap';
import { evalReview } from './eval-phi-review';
import { evalOwnNotes, OWN_SETS, type OwnTally, printPooled } from './eval-phi-own';
import { evalRules, type Scored } from './eval-phi-rules';
import { evalReviewRules } from './eval-phi-review-rules';
import { printReport, scoreDocument, newTally, type Gold, type Tally } from './eval-phi-scoring';

const ID_TYPES: readonly KnownPhiType[] = ['MEDICALRECORD', 'HEALTHPLAN', 'IDNUM', 'DEVICE', 'BIOID'];
const PLACE_TYPES: readonly KnownPhiType[] = ['CITY', 'STATE', 'COUNTRY', 'LOCATION-OTHER'];

/** Presidio gold type -> [report class, accepted predicted types]. */
const PRESIDIO: Record<string, readonly [string, readonly KnownPhiType[]]> = {
  PERSON: ['PERSON', ['PATIENT', 'DOCTOR']],
  STREET_ADDRESS: ['STREET_ADDRESS', ['STREET', 'ZIP', 'CITY', 'STATE', 'COUNTRY']],
  GPE: ['GPE', PLACE_TYPES],
  ORGANIZATION: ['ORGANIZATION', ['ORGANIZATION', 'HOSPITAL']],
  PHONE_NUMBER: ['PHONE_NUMBER', ['PHONE', 'FAX']],
  EMAIL_ADDRESS: ['EMAIL_ADDRESS', ['EMAIL']],
  US_SSN: ['ID (SSN, card, IBAN, licence)', ID_TYPES],
  CREDIT_CARD: ['ID (SSN, card, IBAN, licence)', ID_TYPES],
  IBAN_CODE: ['ID (SSN, card, IBAN, licence)', ID_TYPES],
  US_DRIVER_LICENSE: ['ID (SSN, card, IBAN, licence)', ID_TYPES],
  DATE_TIME: ['DATE_TIME', ['DATE']],
  AGE: ['AGE', ['AGE']],
  ZIP_CODE: ['ZIP_CODE', ['ZIP']],
  DOMAIN_NAME: ['URL (domain, IP)', ['URL']],
  IP_ADDRESS: ['URL (domain, IP)', ['URL']],
  TITLE: ['TITLE', ['PROFESSION']],
};
const ASQ: Record<string, readonly [string, readonly KnownPhiType[]]> = {
  NAME: ['NAME', ['PATIENT', 'DOCTOR']],
  GEOGRAPHIC_LOCATION: ['GEOGRAPHIC_LOCATION', ['HOSPITAL', 'ORGANIZATION', 'STREET', 'ZIP', ...PLACE_TYPES]],
  DATE: ['DATE', ['DATE']],
  PHONE_NUMBER: ['PHONE/FAX', ['PHONE', 'FAX']],
  FAX_NUMBER: ['PHONE/FAX', ['PHONE', 'FAX']],
  EMAIL_ADDRESS: ['EMAIL_ADDRESS', ['EMAIL']],
  MEDICAL_RECORD_NUMBER: ['MEDICAL_RECORD_NUMBER', ID_TYPES],
  HEALTH_PLAN_BENEFICIARY_NUMBER: ['HEALTH_PLAN_BENEFICIARY_NUMBER', ID_TYPES],
  SOCIAL_SECURITY_NUMBER: ['ID (SSN, other)', ID_TYPES],
  UNIQUE_IDENTIFIER: ['ID (SSN, other)', ID_TYPES],
  ACCOUNT_NUMBER: ['ID (SSN, other)', ID_TYPES],
  CERTIFICATE_LICENSE_NUMBER: ['ID (SSN, other)', ID_TYPES],
  IP_ADDRESS: ['URL', ['URL']],
};
/** The class a prediction of our type is reported under (for per-class precision). */
const PRESIDIO_HOME: Partial<Record<KnownPhiType, string>> = {
  PATIENT: 'PERSON', DOCTOR: 'PERSON', STREET: 'STREET_ADDRESS', CITY: 'GPE', STATE: 'GPE', COUNTRY: 'GPE',
  'LOCATION-OTHER': 'GPE', ORGANIZATION: 'ORGANIZATION', HOSPITAL: 'ORGANIZATION', PHONE: 'PHONE_NUMBER',
  FAX: 'PHONE_NUMBER', EMAIL: 'EMAIL_ADDRESS', DATE: 'DATE_TIME', AGE: 'AGE', ZIP: 'ZIP_CODE', URL: 'URL (domain, IP)',
  PROFESSION: 'TITLE', MEDICALRECORD: 'ID (SSN, card, IBAN, licence)', HEALTHPLAN: 'ID (SSN, card, IBAN, licence)',
  IDNUM: 'ID (SSN, card, IBAN, licence)', DEVICE: 'ID (SSN, card, IBAN, licence)', BIOID: 'ID (SSN, card, IBAN, licence)',
};
const ASQ_HOME: Partial<Record<KnownPhiType, string>> = {
  PATIENT: 'NAME', DOCTOR: 'NAME', HOSPITAL: 'GEOGRAPHIC_LOCATION', ORGANIZATION: 'GEOGRAPHIC_LOCATION',
  STREET: 'GEOGRAPHIC_LOCATION', ZIP: 'GEOGRAPHIC_LOCATION', CITY: 'GEOGRAPHIC_LOCATION', STATE: 'GEOGRAPHIC_LOCATION',
  COUNTRY: 'GEOGRAPHIC_LOCATION', 'LOCATION-OTHER': 'GEOGRAPHIC_LOCATION', DATE: 'DATE', PHONE: 'PHONE/FAX',
  FAX: 'PHONE/FAX', EMAIL: 'EMAIL_ADDRESS', MEDICALRECORD: 'MEDICAL_RECORD_NUMBER', HEALTHPLAN: 'HEALTH_PLAN_BENEFICIARY_NUMBER',
  IDNUM: 'ID (SSN, other)', DEVICE: 'ID (SSN, other)', BIOID: 'ID (SSN, other)', URL: 'URL',
};

const PresidioSet = z.array(
  z.object({
    full_text: z.string(),
    spans: z.array(z.object({ entity_type: z.string(), entity_value: z.string(), start_position: z.number().int(), end_position: z.number().int() })),
  }),
);
const AsqTag = z.object({ identifier_type: z.string(), value: z.string() });

/** ../shared/data/eval next to the repository root, found from this script's folder or the working dir. */
function findDataDir(): string {
  const roots = [__dirname, process.cwd()].map((start) => {
    let dir = start;
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return dir;
  });
  const candidates = roots.map((root) => resolve(root, '..', 'shared', 'data', 'eval'));
  const data = candidates.find((d) => existsSync(join(d, 'presidio-synth-v2.json'))) ?? candidates[0]!;
  if (!existsSync(join(data, 'presidio-synth-v2.json')) || !existsSync(join(data, 'asq-phi-queries.txt'))) {
    console.error(`eval-phi: evaluation data not found in ${data} (expected presidio-synth-v2.json and asq-phi-queries.txt).`);
    console.error('The engine works without it; only this evaluation needs ../shared/data/eval next to the repository.');
    process.exit(2);
  }
  return data;
}

/** Policy exclusions: true when the gold span is something we deliberately do not tag. */
function excludedByPolicy(type: string, value: string): boolean {
  const v = value.trim();
  if (type === 'DATE_TIME' || type === 'DATE') {
    return /^(?:(?:19|20)\d\d|'\d\d|\d\d?s|(?:19|20)\d0s)$/.test(v) || /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(v) ||
      /^\d{1,2}(?::\d\d)+(?:\s*[ap]\.?m\.?)?$/i.test(v) || /^(?:morning|evening|night|today|yesterday|tonight)$/i.test(v);
  }
  if (type === 'AGE') return !(Number(v) > 89);
  if (type === 'TITLE') return /^(?:mr|mrs|ms|miss|dr|mx|sir|madam)\.?$/i.test(v);
  return false;
}

/** The Presidio texts for the per-rule report: spans outside our policy touch findings but are not counted. */
function presidioScored(dataDir: string): Scored[] {
  const docs = PresidioSet.parse(JSON.parse(readFileSync(join(dataDir, 'presidio-synth-v2.json'), 'utf8')));
  return docs.map((doc) => ({
    text: doc.full_text,
    gold: doc.spans.map((s) => ({ start: s.start_position, end: s.end_position, scored: PRESIDIO[s.entity_type] !== undefined && !excludedByPolicy(s.entity_type, s.entity_value) })),
  }));
}

type Identify = (text: string) => ReturnType<ReturnType<typeof createPhiIdentifier>>;

function evalPresidio(dataDir: string, identifyPhi: Identify, examples: number): void {
  const docs = PresidioSet.parse(JSON.parse(readFileSync(join(dataDir, 'presidio-synth-v2.json'), 'utf8')));
  const tally: Tally = newTally();
  for (const doc of docs) {
    const golds: Gold[] = doc.spans.map((s) => {
      const map = PRESIDIO[s.entity_type];
      const ignored = !map || excludedByPolicy(s.entity_type, s.entity_value);
      if (ignored) tally.excluded.set(s.entity_type, (tally.excluded.get(s.entity_type) ?? 0) + 1);
      return { start: s.start_position, end: s.end_position, cls: map?.[0] ?? s.entity_type, accepts: map?.[1] ?? [], ignored };
    });
    scoreDocument(doc.full_text, golds, identifyPhi(doc.full_text), PRESIDIO_HOME, tally, examples);
  }
  printReport(`Presidio synth v2 (${docs.length} texts)`, tally);
}

function evalAsq(dataDir: string, identifyPhi: Identify, examples: number): void {
  const raw = readFileSync(join(dataDir, 'asq-phi-queries.txt'), 'utf8');
  const blocks = raw.split('===QUERY===').map((b) => b.trim()).filter((b) => b.length > 0);
  const tally: Tally = newTally();
  let negatives = 0;
  let negativesWithFindings = 0;
  let negativeFindings = 0;
  const negativeTypes = new Map<string, number>();
  for (const block of blocks) {
    const [queryPart, tagPart = ''] = block.split('===PHI_TAGS===');
    const query = queryPart!.trim();
    const tags = tagPart.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('{')).map((l) => AsqTag.parse(JSON.parse(l)));
    const findings = identifyPhi(query);
    if (tags.length === 0) {
      negatives++;
      if (findings.length > 0) negativesWithFindings++;
      negativeFindings += findings.length;
      for (const f of findings) negativeTypes.set(f.type, (negativeTypes.get(f.type) ?? 0) + 1);
      if (examples > 0 && findings.length > 0 && negativesWithFindings <= examples) {
        console.log(`  hard-negative hit: ${findings.map((f) => `${f.type}:"${query.slice(f.start, f.end)}"`).join(', ')}`);
      }
    }
    const used: [number, number][] = [];
    const golds: Gold[] = [];
    for (const tag of tags) {
      const map = ASQ[tag.identifier_type];
      const at = locate(query, tag.value, used);
      if (at < 0) {
        tally.unlocated++;
        continue;
      }
      used.push([at, at + tag.value.length]);
      const ignored = !map || excludedByPolicy(tag.identifier_type, tag.value);
      if (ignored) tally.excluded.set(tag.identifier_type, (tally.excluded.get(tag.identifier_type) ?? 0) + 1);
      golds.push({ start: at, end: at + tag.value.length, cls: map?.[0] ?? tag.identifier_type, accepts: map?.[1] ?? [], ignored });
    }
    scoreDocument(query, golds, findings, ASQ_HOME, tally, examples);
  }
  printReport(`ASQ-PHI (${blocks.length} queries; values located by search)`, tally);
  const types = [...negativeTypes].map(([t, n]) => `${t} ${n}`).join(', ');
  console.log(
    `  hard negatives: ${negatives} queries without PHI; ${negativesWithFindings} yielded any finding ` +
      `(false-positive rate ${pct(negativesWithFindings / Math.max(1, negatives))}), ${negativeFindings} findings${types ? ` (${types})` : ''}\n`,
  );
}

/** First occurrence of `value` not already claimed by an earlier tag; case-insensitive as a fallback. */
function locate(text: string, value: string, used: readonly [number, number][]): number {
  for (const hay of [text, text.toLowerCase()]) {
    const needle = hay === text ? value : value.toLowerCase();
    for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
      if (!used.some(([s, e]) => i < e && i + needle.length > s)) return i;
    }
  }
  return -1;
}

/** True when every word of `s` is in one of the name or place dictionaries (for unseen-string recall). */
function inDictionaries(d: PhiDictionaries, s: string): boolean {
  const words = s.toLowerCase().split(/[^a-z'-]+/).filter((w) => w.length > 0);
  if (words.length === 0) return false;
  const key = words.join(' ');
  if (d.cities.has(key) || d.states.has(key) || d.countries.has(key)) return true;
  return words.every((w) => d.names.has(w) || d.cities.has(w));
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function main(): void {
  const i = process.argv.indexOf('--examples');
  const examples = i >= 0 ? Number(process.argv[i + 1] ?? '10') : 0;
  const o = process.argv.indexOf('--only');
  const only = o >= 0 ? process.argv[o + 1] : undefined;
  const dataDir = findDataDir();
  const t0 = process.hrtime.bigint();
  const heap0 = process.memoryUsage().heapUsed;
  // As the engine finds them in the transpiled tree: next to out/src/engine/index.js.
  const dicts = loadPhiDictionaries(defaultPhiDictionariesPath(join(__dirname, '..', 'src', 'engine')));
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const identifyPhi = createPhiIdentifier(dicts);
  console.log('identify-phi evaluation (local engine). Exact = same span and an accepted type; overlap = spans');
  console.log('intersect and the type is accepted. Spans excluded by policy or not covered are not scored.');
  console.log(
    dicts.source === 'file'
      ? `PHI dictionaries: ${dicts.names.size} names, ${dicts.english.size} English words, ${dicts.cities.size} cities; loaded in ${ms.toFixed(0)} ms, heap +${((process.memoryUsage().heapUsed - heap0) / 1e6).toFixed(0)} MB\n`
      : `PHI dictionaries: none (${dicts.reason}); rules and built-in gazetteers only\n`,
  );
  if (only === undefined || only === 'deid') evalDeid(dataDir, identifyPhi, (s) => inDictionaries(dicts, s), examples);
  if (only === undefined || only === 'swap') {
    const notes = loadDeidNotes(dataDir);
    const s = process.argv.indexOf('--seed');
    const c = process.argv.indexOf('--case');
    const letterCase = c >= 0 && (process.argv[c + 1] === 'lower' || process.argv[c + 1] === 'upper') ? (process.argv[c + 1] as 'lower' | 'upper') : undefined;
    const range = process.argv.indexOf('--seeds');
    const seeds = range >= 0 ? parseSeeds(process.argv[range + 1]) : undefined;
    if (notes && seeds) evalSwapSeeds(notes, identifyPhi, dicts, seeds, examples, letterCase);
    else if (notes) evalSwap(notes, identifyPhi, dicts, s >= 0 ? Number(process.argv[s + 1] ?? '1') : 1, examples, letterCase);
  }
  if (only === undefined || only === 'presidio') evalPresidio(dataDir, identifyPhi, examples);
  if (only === undefined || only === 'asq') evalAsq(dataDir, identifyPhi, examples);
  if (only === undefined || only === 'review') evalReview(dataDir, join(__dirname, '..', '..', 'test', 'data', 'phi-review-notes'), createPhiIdentifier(dicts, { review: true }), 0.5, examples);
  const root = join(__dirname, '..', '..');
  const review = createPhiIdentifier(dicts, { review: true });
  const tallies = new Map<string, OwnTally>();
  for (const [name, set] of Object.entries(OWN_SETS)) {
    const held = set.heldOut === true;
    const pooled = only === 'held' ? held : !held && (only === undefined || (only === 'blind' && set.blind === true));
    if (only === name || pooled) tallies.set(name, evalOwnNotes(root, set, identifyPhi, examples, review));
  }
  if (only === undefined || only === 'blind') {
    const blind = Object.entries(OWN_SETS).filter(([, set]) => set.blind === true && set.heldOut !== true).map(([name]) => name);
    printPooled('Blind sets', blind, blind.map((name) => tallies.get(name)).filter((t): t is OwnTally => t !== undefined));
  }
  if (only === 'held') {
    const held = Object.entries(OWN_SETS).filter(([, set]) => set.heldOut === true).map(([name]) => name);
    printPooled('Held-out sets', held, held.map((name) => tallies.get(name)).filter((t): t is OwnTally => t !== undefined));
  }
  // Not in the plain run: it scores the deid half seven times over.
  if (only === 'rules') evalRules(loadDeidNotes(dataDir), root, identifyPhi, dicts, [['Presidio', presidioScored(dataDir)]]);
  // Not in the plain run either: what each review rule's candidates are worth (scripts/eval-phi-review-rules.ts).
  if (only === 'review-rules') {
    const r = process.argv.indexOf('--rule');
    evalReviewRules(loadDeidNotes(dataDir), root, review, dicts, r >= 0 ? process.argv[r + 1] : undefined, examples);
  }
}

main();
