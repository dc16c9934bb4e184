// `text-inference scan PATHS...`: PHI findings of files and folders, streamed as text, JSON, JSON Lines,
// CSV or SARIF to stdout or --output. Exit 1 with --fail-on-phi when anything is found, 3 when a file
// could not be read or the engine failed.
import { createWriter, type ExportFormat } from '../../batch/export';
import { eventPieces } from '../../batch/export/pieces';
import { hashKeyFrom, textHasher } from '../../batch/findings';
import { scanEntries } from '../../batch/scan';
import { selectingAnalyser } from '../../batch/selecting-analyser';
import { describeSkip } from '../../batch/skip';
import { SummaryBuilder, formatCount, type ScanSummary } from '../../batch/summary';
import { walkFiles, type WalkEntry, type WalkOptions } from '../../batch/walk';
import type { Context } from '../context';
import { openEngine } from '../engine';
import { EXIT, type ExitCode } from '../errors';
import { fileSink, stdoutSink, type Sink } from '../io';
import { checkOutputFile } from '../output-check';
import { createProgressBar } from '../progress';
import { selectionSettings, type SelectionOptions } from './redaction-settings';

export interface ScanOptions extends SelectionOptions {
  readonly format: ExportFormat;
  readonly output?: string;
  readonly failOnPhi: boolean;
  readonly allowSkipped: boolean;
  readonly minScore: number;
  readonly types?: readonly string[];
  readonly include?: readonly string[];
  readonly exclude: readonly string[];
  readonly gitignore: boolean;
  readonly maxSize: number;
  readonly includeText: boolean;
  /** Each finding names the rule that found it, and why (local engine only). */
  readonly explain?: boolean;
  readonly jobs?: number;
  /** Also write the review candidates below --min-score, marked "review": true. */
  readonly review?: boolean;
}

/** ` (binary 2, too-large 1)`, or nothing. */
function skipReasons(result: ScanSummary): string {
  const reasons = Object.entries(result.skippedByReason);
  return reasons.length === 0 ? '' : ` (${reasons.map(([r, n]) => `${r} ${formatCount(n)}`).join(', ')})`;
}

/** PHI found beats everything; then a file that could not be read; then, for a gate, any skip at all. */
function gateExit(result: ScanSummary, options: ScanOptions, ctx: Context): ExitCode {
  if (options.failOnPhi && result.findings > 0) return EXIT.phiFound;
  if (result.ioErrors > 0) return EXIT.failure;
  if (options.failOnPhi && result.skipped > 0 && !options.allowSkipped) {
    ctx.note(`text-inference: not everything was scanned: ${formatCount(result.skipped)} file${result.skipped === 1 ? '' : 's'} skipped${skipReasons(result)}; exit 4 (--allow-skipped to accept).`);
    return EXIT.notAllScanned;
  }
  return EXIT.ok;
}

export async function listEntries(paths: readonly string[], walk: WalkOptions): Promise<WalkEntry[]> {
  const entries: WalkEntry[] = [];
  for await (const entry of walkFiles(paths, walk)) entries.push(entry);
  return entries;
}

export async function scanCommand(paths: readonly string[], options: ScanOptions, ctx: Context, walkDefaults: Pick<WalkOptions, 'include' | 'exclude'>): Promise<ExitCode> {
  const walk: WalkOptions = {
    include: options.include ?? walkDefaults.include,
    exclude: [...walkDefaults.exclude, ...options.exclude],
    gitignore: options.gitignore,
    maxBytes: options.maxSize,
    base: ctx.cwd,
    signal: ctx.signal,
  };
  const output = options.output !== undefined ? await checkOutputFile(ctx.cwd, options.output) : undefined;
  const entries = await listEntries(paths, walk);
  // --min-score and --types are part of the one selection, with the lists and the per-type scores.
  const selection = await selectionSettings(paths, options.review ? { ...options, minScore: 0 } : options, ctx);
  const engine = openEngine(ctx.global, ctx.env, options.jobs);
  const hashKey = hashKeyFrom(ctx.env);
  const writer = createWriter(options.format, {
    tool: { name: 'text-inference', version: ctx.version },
    engine: engine.label,
    hashKey: hashKey.source,
    includesText: options.includeText,
    ...(options.review ? { review: true } : {}),
    explains: options.explain === true,
    createdAt: new Date().toISOString(),
  });
  const sink: Sink = output ? fileSink(output) : stdoutSink();
  const summary = new SummaryBuilder();
  const bar = createProgressBar(ctx.global.progress && !ctx.global.quiet);
  let done = 0;
  try {
    await sink.write(writer.begin());
    bar.start(entries.length, 'Scanning');
    const events = scanEntries(entries, selectingAnalyser(engine.client, selection), {
      concurrency: engine.concurrency,
      maxBytes: options.maxSize,
      // Review candidates pass the lists and types of the selection; --min-score then marks them review.
      filter: { minScore: options.minScore, ...(options.review ? { review: true } : {}) },
      hash: textHasher(hashKey),
      includeText: options.includeText,
      explain: options.explain === true,
      signal: ctx.signal,
    });
    for await (const event of events) {
      summary.add(event);
      if (event.kind === 'skip') ctx.note(describeSkip(event.skip));
      for (const piece of eventPieces(writer, options.format, event)) await sink.write(piece);
      bar.update(++done, event.kind === 'file' ? event.result.file : event.skip.display);
    }
    bar.stop();
    const result = summary.build();
    await sink.write(writer.end(result));
    await sink.close();
    if (options.format !== 'text' || options.output) {
      ctx.note(`${formatCount(result.filesScanned)} files scanned, ${formatCount(result.filesWithPhi)} with PHI, ${formatCount(result.findings)} items, ${formatCount(result.skipped)} skipped${skipReasons(result)} (${engine.label})`);
    }
    return gateExit(result, options, ctx);
  } catch (e) {
    bar.stop();
    await sink.abandon();
    throw e;
  } finally {
    await engine.close();
  }
}
