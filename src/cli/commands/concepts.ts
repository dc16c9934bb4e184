// `text-inference concepts FILE`: clinical concepts of one file (UMLS CUIs, with --ontologies also
// SNOMED CT, ICD-10 and other codes) as text, JSON, JSON Lines or CSV.
import type { Concept } from '../../api/results';
import { lineStarts, positionAt } from '../../batch/findings';
import { csvCell } from '../../batch/export/csv';
import { escapeControl } from '../../batch/safe-text';
import type { Context } from '../context';
import { openEngine } from '../engine';
import { EXIT, type ExitCode } from '../errors';
import { stdoutSink } from '../io';
import { readInput } from './input';

export const CONCEPT_FORMATS = ['text', 'json', 'jsonl', 'csv'] as const;
export type ConceptFormat = (typeof CONCEPT_FORMATS)[number];

export interface ConceptsOptions {
  readonly ontologies: boolean;
  readonly format: ConceptFormat;
  readonly minScore: number;
  readonly maxSize: number;
}

function row(starts: readonly number[], c: Concept): Record<string, unknown> {
  const { line, column } = positionAt(starts, c.start);
  return {
    line,
    column,
    offset: c.start,
    length: c.end - c.start,
    text: c.text,
    conceptId: c.conceptId,
    ...(c.cui ? { cui: c.cui } : {}),
    name: c.name,
    type: c.type,
    score: c.scoreId,
    ...(c.ontologies ? { ontologies: c.ontologies } : {}),
  };
}

function codes(c: Concept): string {
  if (!c.ontologies) return '';
  return Object.entries(c.ontologies)
    .map(([k, list]) => `${k}:${(list ?? []).map((o) => o.code).join('|')}`)
    .join(' ');
}

export async function conceptsCommand(file: string, options: ConceptsOptions, ctx: Context): Promise<ExitCode> {
  const { text, display } = await readInput(file, options.maxSize, ctx);
  const engine = openEngine(ctx.global, ctx.env);
  try {
    const result =
      text.trim() === ''
        ? { concepts: [] as Concept[] }
        : options.ontologies
          ? await engine.client.structureOntologies(text, { signal: ctx.signal })
          : await engine.client.structure(text, { signal: ctx.signal });
    const concepts = result.concepts.filter((c) => c.scoreId >= options.minScore);
    const starts = lineStarts(text);
    const out = stdoutSink();
    switch (options.format) {
      case 'json':
        await out.write(`${JSON.stringify({ file: display, engine: engine.label, model: options.ontologies ? 'structure-ontologies' : 'structure', concepts: concepts.map((c) => row(starts, c)) }, null, 2)}\n`);
        break;
      case 'jsonl':
        for (const c of concepts) await out.write(`${JSON.stringify({ file: display, ...row(starts, c) })}\n`);
        break;
      case 'csv':
        await out.write('file,line,column,offset,length,text,concept_id,cui,name,type,score,codes\r\n');
        for (const c of concepts) {
          const { line, column } = positionAt(starts, c.start);
          const cells = [display, line, column, c.start, c.end - c.start, c.text, c.conceptId, c.cui, c.name, c.type, c.scoreId, codes(c)];
          await out.write(`${cells.map(csvCell).join(',')}\r\n`);
        }
        break;
      case 'text':
        for (const c of concepts) {
          const { line, column } = positionAt(starts, c.start);
          const extra = codes(c);
          await out.write(`${escapeControl(display)}:${line}:${column}  ${c.type}  ${c.name} (${c.conceptId})  ${c.scoreId.toFixed(2)}  ${JSON.stringify(c.text)}${extra ? `  ${extra}` : ''}\n`);
        }
        ctx.note(`${concepts.length} concept${concepts.length === 1 ? '' : 's'} (${engine.label})`);
        break;
    }
    return EXIT.ok;
  } finally {
    await engine.close();
  }
}
