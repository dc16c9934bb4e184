// Span scoring for scripts/eval-phi.ts: exact and overlap matching, per-class tallies, report printing.
// Only counts and percentages are printed by printReport; example texts only when asked (stdout).
import type { KnownPhiType } from '../src/api/wire';
import type { EnginePhiFinding } from '../src/engine/types';

export interface Gold {
  readonly start: number;
  readonly end: number;
  readonly cls: string;
  readonly accepts: readonly KnownPhiType[];
  /** Excluded by policy or not covered: not scored, and predictions on it count neither way. */
  readonly ignored: boolean;
}

interface Counts {
  tp: number;
  fn: number;
  predTp: number;
  fp: number;
}

export interface Tally {
  readonly exact: Map<string, Counts>;
  readonly overlap: Map<string, Counts>;
  readonly excluded: Map<string, number>;
  /** Per predicted type (our vocabulary), overlap matching: [matched, unmatched]. */
  readonly byType: Map<string, [number, number]>;
  unlocated: number;
  examplesShown: number;
}

export function newTally(): Tally {
  return { exact: new Map(), overlap: new Map(), excluded: new Map(), byType: new Map(), unlocated: 0, examplesShown: 0 };
}

function counts(map: Map<string, Counts>, cls: string): Counts {
  let c = map.get(cls);
  if (!c) map.set(cls, (c = { tp: 0, fn: 0, predTp: 0, fp: 0 }));
  return c;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;

export function scoreDocument(
  text: string,
  golds: readonly Gold[],
  preds: readonly EnginePhiFinding[],
  home: Partial<Record<KnownPhiType, string>>,
  tally: Tally,
  examples: number,
): void {
  for (const mode of ['exact', 'overlap'] as const) {
    const match = (g: Gold, p: EnginePhiFinding): boolean =>
      g.accepts.includes(p.type) && (mode === 'exact' ? g.start === p.start && g.end === p.end : overlaps(g, p));
    const table = tally[mode];
    for (const g of golds) {
      if (g.ignored) continue;
      const hit = preds.some((p) => match(g, p));
      const c = counts(table, g.cls);
      if (hit) c.tp++;
      else {
        c.fn++;
        if (mode === 'overlap' && tally.examplesShown < examples) {
          tally.examplesShown++;
          console.log(`  miss ${g.cls}: "${text.slice(g.start, g.end)}"  in: ${text.slice(Math.max(0, g.start - 40), g.end + 30).replace(/\s+/g, ' ')}`);
        }
      }
    }
    for (const p of preds) {
      const cls = home[p.type] ?? `(${p.type}: no gold class)`;
      const c = counts(table, cls);
      const byType = tally.byType.get(p.type) ?? [0, 0];
      if (mode === 'overlap') tally.byType.set(p.type, byType);
      if (golds.some((g) => !g.ignored && match(g, p))) {
        c.predTp++;
        if (mode === 'overlap') byType[0]++;
      } else if (golds.some((g) => g.ignored && overlaps(g, p))) continue;
      else {
        c.fp++;
        if (mode === 'overlap') byType[1]++;
        if (mode === 'overlap' && tally.examplesShown < examples) {
          tally.examplesShown++;
          console.log(`  false ${p.type}: "${text.slice(p.start, p.end)}"  in: ${text.slice(Math.max(0, p.start - 40), p.end + 30).replace(/\s+/g, ' ')}`);
        }
      }
    }
  }
}

function prf(c: Counts): [number, number, number] {
  const p = c.predTp + c.fp === 0 ? NaN : c.predTp / (c.predTp + c.fp);
  const r = c.tp + c.fn === 0 ? NaN : c.tp / (c.tp + c.fn);
  const f = p + r === 0 || Number.isNaN(p) || Number.isNaN(r) ? NaN : (2 * p * r) / (p + r);
  return [p, r, f];
}

const fmt = (x: number): string => (Number.isNaN(x) ? '   -  ' : x.toFixed(3).padStart(6));

export function printReport(title: string, tally: Tally): void {
  console.log(`== ${title}`);
  const classes = [...new Set([...tally.exact.keys(), ...tally.overlap.keys()])].sort();
  const width = Math.max(...classes.map((c) => c.length), 8);
  console.log(`  ${'class'.padEnd(width)}   gold  pred |  exact P     R     F1 | overlap P     R     F1`);
  const total = { exact: { tp: 0, fn: 0, predTp: 0, fp: 0 }, overlap: { tp: 0, fn: 0, predTp: 0, fp: 0 } };
  for (const cls of classes) {
    const e = counts(tally.exact, cls);
    const o = counts(tally.overlap, cls);
    for (const [k, c] of [['exact', e], ['overlap', o]] as const) {
      total[k].tp += c.tp;
      total[k].fn += c.fn;
      total[k].predTp += c.predTp;
      total[k].fp += c.fp;
    }
    const [ep, er, ef] = prf(e);
    const [op, or, of] = prf(o);
    console.log(
      `  ${cls.padEnd(width)} ${String(e.tp + e.fn).padStart(6)} ${String(o.predTp + o.fp).padStart(5)} | ${fmt(ep)} ${fmt(er)} ${fmt(ef)} |  ${fmt(op)} ${fmt(or)} ${fmt(of)}`,
    );
  }
  const [ep, er, ef] = prf(total.exact);
  const [op, or, of] = prf(total.overlap);
  console.log(
    `  ${'OVERALL (micro)'.padEnd(width)} ${String(total.exact.tp + total.exact.fn).padStart(6)} ${String(total.overlap.predTp + total.overlap.fp).padStart(5)} | ${fmt(ep)} ${fmt(er)} ${fmt(ef)} |  ${fmt(op)} ${fmt(or)} ${fmt(of)}`,
  );
  const byType = [...tally.byType]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([t, [tp, fp]]) => `${t} ${tp + fp === 0 ? '-' : (tp / (tp + fp)).toFixed(3)} (${tp + fp})`)
    .join(', ');
  console.log(`  precision by our type (overlap): ${byType}`);
  const excluded = [...tally.excluded].map(([t, n]) => `${t} ${n}`).join(', ');
  console.log(`  not scored (policy / not covered): ${excluded || 'none'}${tally.unlocated ? `; values not found in text: ${tally.unlocated}` : ''}\n`);
}
