// `text-inference concepts PATHS...`: clinical concepts of files and folders (the same walk, globs, skips,
// progress and exit codes as `scan`), each with its assertion (present, negated, possible, historical,
// family, and the cue), section heading, CUI, name, type, both scores and position; with --ontologies also
// SNOMED CT, ICD-10 and other codes. `concepts -` reads one text from stdin; `concepts --jsonl` reads JSON
// Lines records {id, text} (files or stdin) and writes one record of concepts per record.
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { conceptRecords } from '../../batch/concepts-records';
import { ConceptSummaryBuilder, conceptEntries, conceptsOfText, type ConceptEvent } from '../../batch/concepts-scan';
import { conceptSummaryLine, createConceptsWriter, type ConceptFormat } from '../../batch/export/concepts';
import { readTextRecords, type TextRecordLine } from '../../batch/jsonl-records';
import { describeSkip } from '../../batch/skip';
import { formatCount } from '../../batch/summary';
import type { WalkOptions } from '../../batch/walk';
import type { Context } from '../context';
import { openEngine, type Engine } from '../engine';
import { EXIT, UsageError, type ExitCode } from '../errors';
import { fileSink, stdoutSink, type Sink } from '../io';
import { createProgressBar } from '../progress';
import { readInput } from './input';
import { listEntries } from './scan';

export { CONCEPT_FORMATS, type ConceptFormat } from '../../batch/export/concepts';

export interface ConceptsOptions {
  readonly ontologies: boolean;
  readonly format: ConceptFormat;
  readonly output?: string;
  readonly minScore: number;
  readonly maxSize: number;
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  readonly gitignore?: boolean;
  readonly jobs?: number;
  /** Input is JSON Lines of {id, text} records; output one JSON line per record. */
  readonly jsonl?: boolean;
}

function meta(options: ConceptsOptions, engine: Engine, ctx: Context) {
  return { tool: { name: 'text-inference', version: ctx.version }, engine: engine.label, model: options.ontologies ? ('structure-ontologies' as const) : ('structure' as const), createdAt: new Date().toISOString() };
}

async function* stdinEvent(ctx: Context, options: ConceptsOptions, engine: Engine): AsyncGenerator<ConceptEvent> {
  const { text } = await readInput('-', options.maxSize, ctx);
  const concepts = await conceptsOfText(text, engine.client, options, ctx.signal);
  yield { kind: 'file', entry: { kind: 'file', path: '-', display: '-', size: text.length }, result: { file: '-', chars: text.length, concepts } };
}

async function* recordLines(paths: readonly string[], ctx: Context, maxBytes: number): AsyncGenerator<TextRecordLine> {
  for (const p of paths) {
    const input: Readable = p === '-' ? process.stdin : createReadStream(resolve(ctx.cwd, p));
    yield* readTextRecords(input, maxBytes);
  }
}

/** Where the output goes: made only once the engine is open, so a refused run leaves no temporary file. */
function sinkFor(options: ConceptsOptions, ctx: Context): Sink {
  return options.output ? fileSink(resolve(ctx.cwd, options.output)) : stdoutSink();
}

async function runRecords(paths: readonly string[], options: ConceptsOptions, ctx: Context): Promise<ExitCode> {
  if (options.format === 'json' || options.format === 'csv') throw new UsageError('--jsonl writes JSON Lines (one record of concepts per record); leave out --format.');
  const engine = openEngine(ctx.global, ctx.env, options.jobs);
  const sink = sinkFor(options, ctx);
  const summary = new ConceptSummaryBuilder();
  let errors = 0;
  try {
    const out = conceptRecords(recordLines(paths, ctx, options.maxSize), engine.client, { ...options, concurrency: engine.concurrency, signal: ctx.signal });
    for await (const record of out) {
      if ('error' in record) {
        errors++;
        ctx.note(`text-inference: ${record.error}`);
      } else summary.addText(record.chars, record.concepts);
      await sink.write(`${JSON.stringify('error' in record ? record : { id: record.id, concepts: record.concepts })}\n`);
    }
    await sink.close();
    const s = summary.build();
    ctx.note(`${formatCount(s.filesScanned)} record${s.filesScanned === 1 ? '' : 's'}, ${formatCount(s.concepts)} concepts${errors > 0 ? `, ${formatCount(errors)} bad line${errors === 1 ? '' : 's'}` : ''} (${engine.label})`);
    return errors > 0 ? EXIT.failure : EXIT.ok;
  } catch (e) {
    await sink.abandon();
    throw e;
  } finally {
    await engine.close();
  }
}

export async function conceptsCommand(paths: readonly string[], options: ConceptsOptions, ctx: Context, walkDefaults: Pick<WalkOptions, 'include' | 'exclude'>): Promise<ExitCode> {
  const fromStdin = paths.includes('-');
  if (fromStdin && paths.length > 1 && !options.jsonl) throw new UsageError('concepts - reads standard input alone; give no other paths with it (or use --jsonl for records).');
  if (options.jsonl) return runRecords(paths, options, ctx);
  const walk: WalkOptions = {
    include: options.include ?? walkDefaults.include,
    exclude: [...walkDefaults.exclude, ...(options.exclude ?? [])],
    gitignore: options.gitignore !== false,
    maxBytes: options.maxSize,
    base: ctx.cwd,
    signal: ctx.signal,
  };
  const entries = fromStdin ? [] : await listEntries(paths, walk);
  const engine = openEngine(ctx.global, ctx.env, options.jobs);
  const sink = sinkFor(options, ctx);
  const writer = createConceptsWriter(options.format, meta(options, engine, ctx));
  const summary = new ConceptSummaryBuilder();
  const bar = createProgressBar(ctx.global.progress && !ctx.global.quiet && !fromStdin);
  let done = 0;
  try {
    await sink.write(writer.begin());
    bar.start(entries.length, 'Extracting');
    const events = fromStdin
      ? stdinEvent(ctx, options, engine)
      : conceptEntries(entries, engine.client, { concurrency: engine.concurrency, maxBytes: options.maxSize, ontologies: options.ontologies, minScore: options.minScore, signal: ctx.signal });
    for await (const event of events) {
      summary.add(event);
      if (event.kind === 'skip') ctx.note(describeSkip(event.skip));
      await sink.write(writer.event(event));
      bar.update(++done, event.kind === 'file' ? event.result.file : event.skip.display);
    }
    bar.stop();
    const result = summary.build();
    await sink.write(writer.end(result));
    await sink.close();
    if (options.format !== 'text' || options.output) ctx.note(`${conceptSummaryLine(result)} (${engine.label})`);
    return result.ioErrors > 0 ? EXIT.failure : EXIT.ok;
  } catch (e) {
    bar.stop();
    await sink.abandon();
    throw e;
  } finally {
    await engine.close();
  }
}
