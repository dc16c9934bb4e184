// `npm run eval:phi -- --only rules`: what each rule of the registry earns, set by set, so that a rule only the
// tuning part believes shows. For every rule id and every set: its findings that touch a gold item ("ok"),
// those that touch none ("false"), and the gold items only it finds ("sole": every finding over the item is
// this rule's; without the rule, nothing else would have found it). The sets: the deid tuning part, the
// lockbox (counts only, as the protocol allows), both again surrogate-swapped (seeds 1 to 3 summed), our own
// notes (every set together) and the Presidio synthetic texts. Counts only: no text of any note is printed.
import type { EnginePhiFinding } from '../src/engine/types';
import { PHI_RULES } from '../src/deid/phi-rules';
import type { PhiDictionaries } from '../src/engine/phi/index';
import { findAll, LOCKBOX, TUNING, type DeidNote } from './eval-phi-deid';
import { ownSetGolds, OWN_SETS } from './eval-phi-own';
import { knownWord, swapNotes } from './eval-phi-swap';

interface Span {
  readonly start: number;
  readonly end: number;
}
/** A note and its gold items; `scored` false for those that neither count for recall nor against precision. */
export interface Scored {
  readonly text: string;
  readonly gold: readonly (Span & { readonly scored: boolean })[];
}
interface RuleCounts {
  ok: number;
  false: number;
  sole: number;
}
type SetCounts = Map<string, RuleCounts>;

const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

function countsOf(set: SetCounts, rule: string): RuleCounts {
  let c = set.get(rule);
  if (!c) set.set(rule, (c = { ok: 0, false: 0, sole: 0 }));
  return c;
}

/** Adds one note's findings to the rule counts of a set. */
function tallyNote(set: SetCounts, note: Scored, found: readonly EnginePhiFinding[]): void {
  for (const f of found) {
    const c = countsOf(set, f.rule);
    if (note.gold.some((g) => overlaps(f, g))) c.ok++;
    else c.false++;
  }
  for (const g of note.gold) {
    if (!g.scored) continue;
    const rules = new Set(found.filter((f) => overlaps(f, g)).map((f) => f.rule));
    if (rules.size === 1) countsOf(set, [...rules][0]!).sole++;
  }
}

/** The deid notes as scored sets: bare years touch predictions but are not counted in recall. */
function deidScored(notes: readonly DeidNote[]): Scored[] {
  return notes.map((n) => ({ text: n.text, gold: n.phi.map((g) => ({ start: g.start, end: g.end, scored: g.type !== 'DateYear' })) }));
}

function tallyDeid(notes: readonly DeidNote[], identify: (text: string) => EnginePhiFinding[], part: number, into: SetCounts): void {
  for (const note of deidScored(notes.filter((n) => n.patient % 4 === part))) tallyNote(into, note, findAll(identify, note.text));
}

const cell = (c: RuleCounts | undefined, withSole = true): string =>
  (c ? `${withSole ? `${c.sole}/` : ''}${c.ok}/${c.false}` : '-').padStart(withSole ? 11 : 8);

export function evalRules(
  notes: readonly DeidNote[] | undefined,
  root: string,
  identify: (text: string) => EnginePhiFinding[],
  dicts: PhiDictionaries,
  extra: readonly (readonly [string, readonly Scored[]])[],
): void {
  const sets: [string, SetCounts][] = [];
  if (notes) {
    const tuning: SetCounts = new Map();
    const lockbox: SetCounts = new Map();
    tallyDeid(notes, identify, TUNING, tuning);
    tallyDeid(notes, identify, LOCKBOX, lockbox);
    const swapTuning: SetCounts = new Map();
    const swapLockbox: SetCounts = new Map();
    for (const seed of [1, 2, 3]) {
      const swapped = swapNotes(notes, knownWord(dicts), seed);
      tallyDeid(swapped, identify, TUNING, swapTuning);
      tallyDeid(swapped, identify, LOCKBOX, swapLockbox);
    }
    sets.push(['tuning', tuning], ['LOCKBOX', lockbox], ['swap tuning', swapTuning], ['swap LOCKBOX', swapLockbox]);
  }
  const own: SetCounts = new Map();
  for (const set of Object.values(OWN_SETS)) {
    if (set.heldOut === true) continue;
    for (const note of ownSetGolds(root, set)) tallyNote(own, { text: note.text, gold: note.gold.map((g) => ({ ...g, scored: true })) }, identify(note.text));
  }
  sets.push(['own sets', own]);
  for (const [name, texts] of extra) {
    const counts: SetCounts = new Map();
    for (const note of texts) tallyNote(counts, note, identify(note.text));
    sets.push([name, counts]);
  }

  console.log('== What each rule earns: sole/ok/false per set (sole: gold items no other rule finds; ok: findings on gold;');
  console.log('   false: findings on no gold). Swapped sets sum seeds 1-3. Counts only; the lockbox is never read.');
  console.log(`  ${'rule'.padEnd(30)}${sets.map(([name]) => name.padStart(13)).join('')}`);
  const rules = Object.keys(PHI_RULES);
  for (const rule of rules) {
    if (sets.every(([, s]) => !s.has(rule))) continue;
    console.log(`  ${rule.padEnd(30)}${sets.map(([, s]) => `  ${cell(s.get(rule))}`).join('')}`);
  }
  const quiet = rules.filter((r) => sets.every(([, s]) => !s.has(r)));
  console.log(`  rules that found nothing in any set (${quiet.length}): ${quiet.join(', ') || 'none'}`);

  // Two readings of the table, as lists: what only the tuning part believes, and rules that mostly err.
  const get = (name: string, rule: string): RuleCounts | undefined => sets.find(([n]) => n === name)?.[1].get(rule);
  const elsewhere = (rule: string): number => sets.filter(([n]) => !n.includes('tuning')).reduce((a, [n]) => a + (get(n, rule)?.sole ?? 0), 0);
  const tuningOnly = rules.filter((r) => (get('tuning', r)?.sole ?? 0) + (get('swap tuning', r)?.sole ?? 0) >= 2 && elsewhere(r) === 0);
  console.log(`  sole finds on the tuning part (real or swapped) and none in any other set: ${tuningOnly.join(', ') || 'none'}`);
  const total = (rule: string): RuleCounts =>
    sets.filter(([n]) => n !== 'swap tuning' && n !== 'swap LOCKBOX').reduce((a, [, s]) => {
      const c = s.get(rule);
      return c ? { ok: a.ok + c.ok, false: a.false + c.false, sole: a.sole + c.sole } : a;
    }, { ok: 0, false: 0, sole: 0 });
  const erring = rules.filter((r) => {
    const t = total(r);
    return t.false >= 3 && t.false > t.ok;
  });
  console.log(`  more false alarms than hits over the real sets: ${erring.map((r) => `${r} (${total(r).ok}/${total(r).false})`).join(', ') || 'none'}\n`);
}
