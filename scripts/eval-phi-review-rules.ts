// `npm run eval:phi -- --only review-rules`: what each review rule's candidates are worth, set by set, so that a
// kind right often enough to be a finding shows. For every review rule id, and for each id split by a condition
// that can be stated as a kind of text (the candidate's letter shape, the note's letter case, the word before it, what
// follows it, its type, its length), the number of candidates, how many touch a gold item and how many touch one no
// finding touches. Sets: the deid tuning part and its surrogate-swapped copy (seed 1; plain, lower and upper case),
// every readable own set pooled, and, as counts only, the lockbox (real and swapped) and the blind own sets pooled
// (own91, scored but never read, and the sets still being written are left out). `--rule ID --examples N` prints
// candidates of that rule from the readable sets only.
import type { EnginePhiFinding } from '../src/engine/types';
import type { PhiDictionaries } from '../src/engine/phi/index';
import { REVIEW_CEILING } from '../src/engine/phi/review/rule';
import { findAll, LOCKBOX, TUNING, type DeidNote } from './eval-phi-deid';
import { ownSetGolds, OWN_SETS } from './eval-phi-own';
import { knownWord, swapNotes } from './eval-phi-swap';

interface Span {
  readonly start: number;
  readonly end: number;
}
interface Note {
  readonly text: string;
  readonly gold: readonly Span[];
}
interface Counts {
  made: number;
  right: number;
  /** Right on a gold item no finding touches: the recall a promotion would earn. */
  fresh: number;
}
interface MeasuredSet {
  readonly name: string;
  /** Readable: its candidates may be printed. Counts only otherwise. */
  readonly readable: boolean;
  readonly notes: readonly Note[];
}

/** Own sets never read here: the check sets own91, own97, own103, own107 and own114 (scored, never read). */
const UNREAD_OWN = new Set(['own91', 'own97', 'own103', 'own107', 'own114']);
const ownNumber = (name: string): number => (name === 'own' ? 1 : Number(name.slice(3)));
/** Every own set we may read (written by us, not blind); the blind ones as counts only. */
const READABLE_OWN = Object.keys(OWN_SETS).filter((n) => OWN_SETS[n]!.blind !== true && !UNREAD_OWN.has(n) && ownNumber(n) < 93);
const BLIND_OWN = Object.keys(OWN_SETS).filter((n) => OWN_SETS[n]!.blind === true && OWN_SETS[n]!.heldOut !== true);

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

/** The candidate's letters: Title, CAPS, lower or a number. */
function shape(s: string): string {
  if (!/[A-Za-z]/.test(s)) return 'digits';
  if (!/[a-z]/.test(s)) return 'CAPS';
  if (!/[A-Z]/.test(s)) return 'lower';
  return /^[A-Z]/.test(s) ? 'Title' : 'mixed';
}

/** The note's letter case: most notes are mixed; some are written wholly in capitals or in lower case. */
function noteCase(text: string): string {
  let up = 0;
  let low = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) up++;
    else if (c >= 97 && c <= 122) low++;
  }
  if (up > 4 * low) return 'note CAPS';
  if (low > 30 * up) return 'note lower';
  return 'note mixed';
}

/** The word just before the candidate on its line, lower-cased ("-" at a line start). */
function wordBefore(text: string, at: number): string {
  const line = text.slice(Math.max(0, at - 40), at).split('\n').pop() ?? '';
  const m = /([A-Za-z&']+)[^A-Za-z\n]{0,3}$/.exec(line);
  return m ? `after "${m[1]!.toLowerCase()}"` : 'after -';
}

/** What follows the candidate on its line: a line end, punctuation, a lower-case or a capitalised word, a digit. */
function whatFollows(text: string, at: number): string {
  const m = /^[ \t]*(.?)/.exec(text.slice(at, at + 20));
  const c = m?.[1] ?? '';
  if (c === '' || c === '\n' || c === '\r') return 'then line end';
  if (/[a-z]/.test(c)) return 'then lower word';
  if (/[A-Z]/.test(c)) return 'then capital';
  if (/[0-9]/.test(c)) return 'then digit';
  return `then "${c}"`;
}

/** The conditions a candidate is counted under besides its rule. */
function conditions(text: string, f: EnginePhiFinding): string[] {
  const s = text.slice(f.start, f.end);
  const size = s.length >= 6 ? '6+ letters' : 'under 6';
  const after = whatFollows(text, f.end);
  return [
    shape(s),
    noteCase(text),
    `${shape(s)}, ${noteCase(text)}`,
    wordBefore(text, f.start),
    `${shape(s)}, ${wordBefore(text, f.start)}`,
    `${shape(s)}, ${noteCase(text)}, ${size}`,
    `type ${f.type}`,
    `${shape(s)}, type ${f.type}`,
    after,
    `${shape(s)}, ${after}`,
    `${shape(s)}, ${noteCase(text)}, ${after}`,
  ];
}

function bump(map: Map<string, Counts>, key: string, right: boolean, fresh: boolean): void {
  let c = map.get(key);
  if (!c) map.set(key, (c = { made: 0, right: 0, fresh: 0 }));
  c.made++;
  if (right) c.right++;
  if (fresh) c.fresh++;
}

function measure(set: MeasuredSet, identify: (text: string) => EnginePhiFinding[], rule: string | undefined, examples: number): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  let printed = 0;
  for (const note of set.notes) {
    const all = findAll(identify, note.text);
    const shown = all.filter((f) => f.score >= REVIEW_CEILING);
    for (const f of all) {
      if (f.score >= REVIEW_CEILING) continue;
      const right = note.gold.some((g) => overlaps(f, g));
      const fresh = note.gold.some((g) => overlaps(f, g) && !shown.some((s) => overlaps(s, g)));
      bump(counts, f.rule, right, fresh);
      for (const c of conditions(note.text, f)) bump(counts, `${f.rule} | ${c}`, right, fresh);
      if (set.readable && rule === f.rule && printed < examples) {
        printed++;
        const around = note.text.slice(Math.max(0, f.start - 40), f.end + 30).replace(/\s+/g, ' ');
        console.log(`  ${set.name} ${right ? 'PHI ' : 'not '}${f.type} "${note.text.slice(f.start, f.end)}"  in: ${around}`);
      }
    }
  }
  return counts;
}

function deidSets(notes: readonly DeidNote[], dicts: PhiDictionaries): MeasuredSet[] {
  const asNotes = (xs: readonly DeidNote[], part: number): Note[] => xs.filter((n) => n.patient % 4 === part).map((n) => ({ text: n.text, gold: n.phi }));
  const swapped = swapNotes(notes, knownWord(dicts), 1);
  const recased = (how: (s: string) => string): DeidNote[] => swapped.map((n) => ({ ...n, text: how(n.text) }));
  return [
    { name: 'tuning', readable: true, notes: asNotes(notes, TUNING) },
    { name: 'LOCKBOX', readable: false, notes: asNotes(notes, LOCKBOX) },
    { name: 'swap tun', readable: true, notes: asNotes(swapped, TUNING) },
    { name: 'swap tun low', readable: true, notes: asNotes(recased((s) => s.toLowerCase()), TUNING) },
    { name: 'swap tun UP', readable: true, notes: asNotes(recased((s) => s.toUpperCase()), TUNING) },
    { name: 'swap LOCKBOX', readable: false, notes: asNotes(swapped, LOCKBOX) },
  ];
}

export function evalReviewRules(
  notes: readonly DeidNote[] | undefined,
  root: string,
  review: (text: string) => EnginePhiFinding[],
  dicts: PhiDictionaries,
  rule: string | undefined,
  examples: number,
  minimum = 8,
): void {
  const sets: MeasuredSet[] = notes ? deidSets(notes, dicts) : [];
  const own = (name: string, readable: boolean): MeasuredSet | undefined => {
    const set = OWN_SETS[name];
    return set ? { name, readable, notes: ownSetGolds(root, set) } : undefined;
  };
  const readableOwn = READABLE_OWN.map((n) => own(n, true)).filter((s): s is MeasuredSet => s !== undefined);
  const blindOwn = BLIND_OWN.map((n) => own(n, false)).filter((s): s is MeasuredSet => s !== undefined);
  // The readable own sets summed in one column, the blind ones in another: per-set columns would not fit.
  const merged = (name: string, readable: boolean, parts: readonly MeasuredSet[]): MeasuredSet => ({ name, readable, notes: parts.flatMap((p) => p.notes) });
  sets.push(merged('own readable', true, readableOwn), merged('own blind', false, blindOwn));
  const measured = sets.map((s) => [s.name, measure(s, review, rule, examples)] as const);
  console.log('== Review candidates by rule and condition: made/right/new per set (right: touches a gold item;\n   new: touches one no finding touches, the recall a promotion earns). Counts only for');
  console.log(`   LOCKBOX, swap LOCKBOX and own blind (${BLIND_OWN.join(', ')}). own readable: ${readableOwn.map((s) => s.name).join(', ')}.`);
  console.log(`  ${'rule | condition'.padEnd(58)}${measured.map(([n]) => n.padStart(13)).join('')}`);
  const keys = new Set<string>();
  for (const [, m] of measured) for (const k of m.keys()) keys.add(k);
  const total = (k: string): number => measured.reduce((a, [, m]) => a + (m.get(k)?.made ?? 0), 0);
  for (const k of [...keys].sort()) {
    // A condition seen only a few times over every set says nothing; the rule rows are always shown.
    if (k.includes(' | ') && total(k) < minimum) continue;
    const cells = measured.map(([, m]) => {
      const c = m.get(k);
      return (c ? `${c.made}/${c.right}/${c.fresh}` : '-').padStart(13);
    });
    console.log(`  ${k.slice(0, 58).padEnd(58)}${cells.join('')}`);
  }
  console.log('');
}
