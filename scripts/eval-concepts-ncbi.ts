// NCBI Disease Corpus scoring for `npm run eval:concepts`: parses the corpus files (read in place from
// ../shared/data, never copied), runs the local engine on title + " " + abstract, and scores disease-like
// predictions (Medical Conditions, Signs & Symptoms) against the gold mentions.
//   exact:   a prediction counts when its span equals a gold span (P, R, F1);
//   overlap: a gold mention is found when some prediction overlaps it (recall); a prediction is right when it
//            overlaps some gold mention (precision);
//   CUI agreement: over exactly matched gold mentions whose MeSH/OMIM id maps through the Disease Ontology's
//            xrefs to at least one UMLS CUI, the share whose predicted CUI is one of them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConceptMatch } from '../src/engine/types';

export interface GoldMention {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly type: string;
  readonly ids: readonly string[];
}

export interface NcbiDocument {
  readonly id: string;
  readonly text: string;
  readonly mentions: readonly GoldMention[];
}

export function parseNcbi(raw: string): NcbiDocument[] {
  const docs: NcbiDocument[] = [];
  let id = '';
  let title = '';
  let abstract = '';
  let mentions: GoldMention[] = [];
  const flush = () => {
    if (id) docs.push({ id, text: `${title} ${abstract}`, mentions });
    id = '';
    title = '';
    abstract = '';
    mentions = [];
  };
  for (const line of raw.split('\n')) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const t = /^(\d+)\|t\|(.*)$/.exec(line);
    if (t) {
      id = t[1]!;
      title = t[2]!;
      continue;
    }
    const a = /^(\d+)\|a\|(.*)$/.exec(line);
    if (a) {
      abstract = a[2]!;
      continue;
    }
    const f = line.split('\t');
    if (f.length >= 6) {
      const ids = f[5]!.trim().split(/[|+]/).map((s) => s.trim()).filter(Boolean);
      mentions.push({ start: Number(f[1]), end: Number(f[2]), text: f[3]!, type: f[4]!, ids });
    }
  }
  flush();
  return docs;
}

/** Gold id (MeSH "D005955" / "C535306", OMIM "OMIM:123456") → UMLS CUIs through the Disease Ontology's xrefs. */
export function readGoldCuiMap(vocab: string): Map<string, Set<string>> {
  const path = join(vocab, 'do-xrefs.tsv');
  const byDoid = new Map<string, { cuis: Set<string>; ids: Set<string> }>();
  if (!existsSync(path)) return new Map();
  for (const line of readFileSync(path, 'utf8').split('\n').slice(1)) {
    const [doid, , xref] = line.split('\t').map((s) => s.replace(/^"|"$/g, ''));
    if (!doid || !xref) continue;
    let r = byDoid.get(doid);
    if (!r) byDoid.set(doid, (r = { cuis: new Set(), ids: new Set() }));
    if (xref.startsWith('UMLS_CUI:')) r.cuis.add(xref.slice(9));
    else if (xref.startsWith('MESH:')) r.ids.add(xref.slice(5));
    else if (xref.startsWith('MIM:')) r.ids.add(`OMIM:${xref.slice(4)}`);
  }
  const map = new Map<string, Set<string>>();
  for (const { cuis, ids } of byDoid.values()) {
    if (cuis.size === 0) continue;
    for (const id of ids) {
      const set = map.get(id) ?? new Set<string>();
      for (const c of cuis) set.add(c);
      map.set(id, set);
    }
  }
  return map;
}

export const DISEASE_TYPES: ReadonlySet<string> = new Set(['Medical Conditions', 'Signs & Symptoms']);

export interface NcbiScore {
  documents: number;
  gold: number;
  predicted: number;
  exactHits: number;
  goldOverlapped: number;
  predictedOverlapping: number;
  cuiScored: number;
  cuiAgreed: number;
}

export function newScore(): NcbiScore {
  return { documents: 0, gold: 0, predicted: 0, exactHits: 0, goldOverlapped: 0, predictedOverlapping: 0, cuiScored: 0, cuiAgreed: 0 };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** Scores one document; predictions with the same span count once (a coordinated mention's concepts share it). */
export function scoreDocument(
  score: NcbiScore,
  doc: NcbiDocument,
  predictions: readonly ConceptMatch[],
  cuiMap: ReadonlyMap<string, ReadonlySet<string>>,
  misses?: string[],
): void {
  const bySpan = new Map<string, ConceptMatch[]>();
  for (const p of predictions) {
    if (!DISEASE_TYPES.has(p.type)) continue;
    const key = `${p.start}:${p.end}`;
    const list = bySpan.get(key);
    if (list) list.push(p);
    else bySpan.set(key, [p]);
  }
  const spans = [...bySpan.values()].map((list) => ({ start: list[0]!.start, end: list[0]!.end, cuis: list.map((p) => p.cui) }));
  score.documents++;
  score.gold += doc.mentions.length;
  score.predicted += spans.length;
  for (const g of doc.mentions) {
    const exact = bySpan.get(`${g.start}:${g.end}`);
    if (exact) {
      score.exactHits++;
      const goldCuis = new Set<string>();
      for (const id of g.ids) for (const c of cuiMap.get(id) ?? []) goldCuis.add(c);
      if (goldCuis.size > 0) {
        score.cuiScored++;
        if (exact.some((p) => goldCuis.has(p.cui))) score.cuiAgreed++;
      }
    }
    if (spans.some((p) => overlaps(p, g))) score.goldOverlapped++;
    else misses?.push(`${doc.id}\tMISS\t${g.text}\t${g.type}`);
  }
  for (const p of spans) {
    const near = doc.mentions.find((g) => overlaps(p, g));
    if (near && (near.start !== p.start || near.end !== p.end)) misses?.push(`${doc.id}\tBOUND\t${doc.text.slice(p.start, p.end)}\tgold: ${near.text}`);
    if (near) score.predictedOverlapping++;
    else misses?.push(`${doc.id}\tFP\t${doc.text.slice(p.start, p.end)}\t${p.cuis.join(',')}`);
  }
}

export interface NcbiFigures {
  readonly exactP: number;
  readonly exactR: number;
  readonly exactF1: number;
  readonly overlapR: number;
  readonly overlapP: number;
  readonly cui: number;
}

export function figures(s: NcbiScore): NcbiFigures {
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  const exactP = ratio(s.exactHits, s.predicted);
  const exactR = ratio(s.exactHits, s.gold);
  return {
    exactP,
    exactR,
    exactF1: exactP + exactR === 0 ? 0 : (2 * exactP * exactR) / (exactP + exactR),
    overlapR: ratio(s.goldOverlapped, s.gold),
    overlapP: ratio(s.predictedOverlapping, s.predicted),
    cui: ratio(s.cuiAgreed, s.cuiScored),
  };
}
