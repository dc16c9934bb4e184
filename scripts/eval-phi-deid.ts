// The PhysioNet deid development half (../shared/data/eval/physionet-deid-dev.jsonl, read in place, GPL,
// never copied or shipped) scored as ../shared/tools/phi-dev-score.mjs scores it over HTTP: the note is sent
// in 9,000-character pieces, span overlap, bare years (DateYear) not counted in recall, precision = predicted
// spans that overlap ANY gold PHI (DateYear included). Printed to stdout only, counts and rates (examples of
// text only with --examples).
//
// Type mapping (gold type -> our types that count as a typed match):
//   PTName, PTNameInitial, RelativeProxyName, HCPName -> PATIENT | DOCTOR (a relative is a PATIENT-side name,
//                                                        staff are DOCTOR; both count for either)
//   Location  -> HOSPITAL | ORGANIZATION | CITY | STATE | COUNTRY | STREET | ZIP | LOCATION-OTHER
//   Date      -> DATE                    Phone -> PHONE | FAX
//   Age       -> AGE (the corpus marks only ages over 89: Safe Harbor, as we do)
//   Other     -> any type (reference numbers and the like)
//   DateYear  -> reported on its own, never counted (Safe Harbor policy: a bare year is not PHI for us)
// Per-type precision: a prediction is charged to the gold type its own type maps to (PATIENT/DOCTOR to the
// name types together, reported as "(names)"), and is correct when it overlaps a gold item of that group.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KnownPhiType } from '../src/api/wire';
import type { EnginePhiFinding } from '../src/engine/types';

export interface DeidGold {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly text: string;
}
export interface DeidNote {
  readonly patient: number;
  readonly text: string;
  readonly phi: readonly DeidGold[];
}

const PERSON: readonly KnownPhiType[] = ['PATIENT', 'DOCTOR'];
const PLACE: readonly KnownPhiType[] = ['HOSPITAL', 'ORGANIZATION', 'CITY', 'STATE', 'COUNTRY', 'STREET', 'ZIP', 'LOCATION-OTHER'];
const ACCEPTS: Record<string, readonly KnownPhiType[] | 'any'> = {
  PTName: PERSON, PTNameInitial: PERSON, RelativeProxyName: PERSON, HCPName: PERSON, Location: PLACE, Date: ['DATE'],
  Phone: ['PHONE', 'FAX'], Age: ['AGE'], Other: 'any',
};
const TYPES = ['PTName', 'PTNameInitial', 'RelativeProxyName', 'HCPName', 'Location', 'Date', 'Phone', 'Age', 'Other'];
/** The gold group a prediction of our type is charged to for per-type precision. */
function groupOf(type: KnownPhiType): string {
  if (PERSON.includes(type)) return '(names)';
  if (PLACE.includes(type)) return 'Location';
  if (type === 'DATE') return 'Date';
  if (type === 'PHONE' || type === 'FAX') return 'Phone';
  if (type === 'AGE') return 'Age';
  return 'Other';
}
const GROUP_TYPES: Record<string, readonly string[]> = {
  '(names)': ['PTName', 'PTNameInitial', 'RelativeProxyName', 'HCPName'], Location: ['Location'], Date: ['Date'],
  Phone: ['Phone'], Age: ['Age'], Other: ['Other'],
};
const CHUNK = 9000;
/** phi-dev-score.mjs's split by patient id: the tuning part and the lockbox. */
export const TUNING = 1;
export const LOCKBOX = 3;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;
const accepted = (g: DeidGold, p: EnginePhiFinding): boolean => {
  const a = ACCEPTS[g.type];
  return a === 'any' || (a !== undefined && a.includes(p.type));
};

export function findAll(identify: (text: string) => EnginePhiFinding[], text: string): EnginePhiFinding[] {
  const found: EnginePhiFinding[] = [];
  for (let off = 0; off < text.length; off += CHUNK) {
    for (const f of identify(text.slice(off, off + CHUNK))) found.push({ ...f, start: f.start + off, end: f.end + off });
  }
  return found;
}

export interface Headline {
  gold: number;
  tp: number;
  pred: number;
  ok: number;
}

/** phi-dev-score.mjs's figures: recall over non-DateYear gold, precision over predictions touching any gold. */
export function headline(notes: readonly DeidNote[], preds: readonly EnginePhiFinding[][], minScore: number, keep?: (g: DeidGold) => boolean): Headline {
  const h = { gold: 0, tp: 0, pred: 0, ok: 0 };
  notes.forEach((n, i) => {
    const p = preds[i]!.filter((f) => f.score >= minScore);
    for (const g of n.phi) {
      if (g.type === 'DateYear' || (keep && !keep(g))) continue;
      h.gold++;
      if (p.some((f) => overlaps(f, g))) h.tp++;
    }
    for (const f of p) {
      h.pred++;
      if (n.phi.some((g) => overlaps(f, g))) h.ok++;
    }
  });
  return h;
}

export const f3 = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');

export function table(notes: readonly DeidNote[], preds: readonly EnginePhiFinding[][]): void {
  console.log('  gold type            gold | overlap R  exact R | predicted  overlap P  exact P');
  const predGroups = new Map<string, { n: number; ok: number; exact: number }>();
  for (const type of [...TYPES, 'DateYear']) {
    let gold = 0;
    let hit = 0;
    let exact = 0;
    notes.forEach((n, i) => {
      for (const g of n.phi) {
        if (g.type !== type) continue;
        gold++;
        const p = preds[i]!;
        if (type === 'DateYear' ? p.some((f) => overlaps(f, g)) : p.some((f) => overlaps(f, g) && accepted(g, f))) hit++;
        if (p.some((f) => f.start === g.start && f.end === g.end && (type === 'DateYear' || accepted(g, f)))) exact++;
      }
    });
    const note = type === 'DateYear' ? '  (not counted: bare years are not PHI for us; "R" = how many we tag anyway)' : '';
    console.log(`  ${type.padEnd(18)} ${String(gold).padStart(6)} |   ${f3(hit / gold)}    ${f3(exact / gold)}${note}`);
  }
  notes.forEach((n, i) => {
    for (const f of preds[i]!) {
      const group = groupOf(f.type);
      const c = predGroups.get(group) ?? { n: 0, ok: 0, exact: 0 };
      predGroups.set(group, c);
      c.n++;
      const golds = n.phi.filter((g) => (GROUP_TYPES[group] ?? []).includes(g.type));
      if (golds.some((g) => overlaps(f, g))) c.ok++;
      if (golds.some((g) => g.start === f.start && g.end === f.end)) c.exact++;
    }
  });
  for (const [group, c] of [...predGroups].sort()) {
    console.log(`  predicted as ${group.padEnd(10)}        |                     | ${String(c.n).padStart(9)}      ${f3(c.ok / c.n)}    ${f3(c.exact / c.n)}`);
  }
}

/** The development half's notes, or undefined (with a line saying so) when the file is not there. */
export function loadDeidNotes(dataDir: string): DeidNote[] | undefined {
  try {
    return readFileSync(join(dataDir, 'physionet-deid-dev.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as DeidNote);
  } catch {
    console.log('== PhysioNet deid development half: not found in ../shared/data/eval; skipped\n');
    return undefined;
  }
}

export function evalDeid(dataDir: string, identify: (text: string) => EnginePhiFinding[], isDictionaryString: (s: string) => boolean, examples: number): void {
  const notes = loadDeidNotes(dataDir);
  if (!notes) return;
  const preds = notes.map((n) => findAll(identify, n.text));
  const h = headline(notes, preds, 0);
  console.log(`== PhysioNet deid development half (${notes.length} notes; scored as phi-dev-score.mjs scores it)`);
  console.log(`  recall ${f3(h.tp / h.gold)} precision ${f3(h.ok / h.pred)} over ${h.gold} PHI (bare years excluded); ${h.pred} predicted spans`);
  table(notes, preds);

  // Generalisation: gold strings our dictionaries do not hold, and the two halves of the patients.
  const unseen = headline(notes, preds, 0, (g) => !isDictionaryString(g.text));
  console.log(`  recall on gold strings in none of our dictionaries: ${f3(unseen.tp / unseen.gold)} (${unseen.tp}/${unseen.gold})`);
  // The generalisation protocol: rules are chosen on the tuning part, whose errors may be read; the lockbox
  // is only scored. A gap of more than 2 points says the rules fit the tuning notes rather than clinical text.
  const recalls: number[] = [];
  for (const [half, label] of [[TUNING, 'tuning part (id % 4 == 1; errors readable)'], [LOCKBOX, 'LOCKBOX (id % 4 == 3; scored, never read)']] as const) {
    const sub = notes.map((n, i) => [n, preds[i]!] as const).filter(([n]) => n.patient % 4 === half);
    const hh = headline(sub.map(([n]) => n), sub.map(([, p]) => p), 0);
    recalls.push(hh.tp / hh.gold);
    console.log(`  ${label}: recall ${f3(hh.tp / hh.gold)} precision ${f3(hh.ok / hh.pred)} over ${hh.gold} PHI`);
  }
  const gap = Math.abs(recalls[0]! - recalls[1]!) * 100;
  console.log(`  tuning vs lockbox recall: ${gap.toFixed(1)} points apart (${gap <= 2 ? 'within' : 'NOT within'} the 2-point protocol)`);

  console.log('  score threshold (textInference.minimumScore) -> recall / precision / F1:');
  for (let t = 1; t <= 9; t++) {
    const x = headline(notes, preds, t / 10);
    const r = x.tp / x.gold;
    const p = x.ok / x.pred;
    console.log(`    >= 0.${t}: recall ${f3(r)}  precision ${f3(p)}  F1 ${f3((2 * p * r) / (p + r))}  (${x.pred} spans)`);
  }
  console.log('');
  if (examples > 0) printTuningExamples(notes, preds, examples);
}

/** Misses and false alarms of the tuning part only: the lockbox's are never printed. */
export function printTuningExamples(notes: readonly DeidNote[], preds: readonly EnginePhiFinding[][], examples: number): void {
  console.log('  examples from the tuning part only (id % 4 == 1):');
  let shown = 0;
  const readable = (n: DeidNote): boolean => n.patient % 4 === TUNING;
  notes.forEach((n, i) => {
    if (!readable(n)) return;
    for (const g of n.phi) {
      if (g.type === 'DateYear' || shown >= examples || preds[i]!.some((f) => overlaps(f, g))) continue;
      shown++;
      console.log(`  miss ${g.type}: "${g.text}"  in: ${n.text.slice(Math.max(0, g.start - 50), g.end + 30).replace(/\s+/g, ' ')}`);
    }
  });
  shown = 0;
  notes.forEach((n, i) => {
    if (!readable(n)) return;
    for (const f of preds[i]!) {
      if (shown >= examples || n.phi.some((g) => overlaps(f, g))) continue;
      shown++;
      console.log(`  false ${f.type} ${f.score}: "${n.text.slice(f.start, f.end)}"  in: ${n.text.slice(Math.max(0, f.start - 50), f.end + 30).replace(/\s+/g, ' ')}`);
    }
  });
}
