// `text-inference redact PATHS... --out DIR`: redacted copies of files and folders, consistent across
// the run, originals untouched, a manifest without PHI; `redact -` filters stdin to stdout.
import { randomBytes, randomUUID } from 'node:crypto';
import { HASH_KEY_ENV } from '../../batch/findings';
import { resolve } from 'node:path';
import { selectingAnalyser } from '../../batch/selecting-analyser';
import { prepareOutput, redactIntoCopy } from '../../batch/redact-copy';
import { createRedactor } from '../../batch/redactor';
import { describeSkip } from '../../batch/skip';
import { formatCount } from '../../batch/summary';
import type { WalkOptions } from '../../batch/walk';
import type { StrategyChoice, StrategyName } from '../../deid/strategies';
import { PHI_TYPES } from '../../deid/phi-types';
import type { Context } from '../context';
import { openEngine } from '../engine';
import { EXIT, UsageError, type ExitCode } from '../errors';
import { stdoutSink } from '../io';
import { createProgressBar } from '../progress';
import { STRATEGY_NAMES } from '../strategies';
import { readInput } from './input';
import { redactJsonl } from './redact-jsonl';
import { runKey, selectionSettings, type SelectionOptions } from './redaction-settings';
import { noteDecisions, readDecisions, REVIEW_MINIMUM } from './review-decisions';
import { reviewedAnalyser } from '../../batch/review-analyser';

export interface RedactOptions extends SelectionOptions {
  readonly out?: string;
  readonly keyFile?: string;
  readonly jsonl?: boolean;
  readonly idField: string;
  readonly textField: string;
  readonly patientField?: string;
  readonly keepBadLines: boolean;
  readonly datesPerPatient?: boolean;
  readonly strategy: StrategyName;
  readonly typeStrategy: readonly string[];
  readonly force: boolean;
  readonly include?: readonly string[];
  readonly exclude: readonly string[];
  readonly gitignore: boolean;
  readonly maxSize: number;
  readonly jobs?: number;
  /** A review log (JSONL) whose "phi" decisions are redacted too. */
  readonly decisions?: string;
}

/** `DATE=dateShift` pairs into per-type overrides. */
export function strategyChoice(strategy: StrategyName, pairs: readonly string[]): StrategyChoice {
  const byType: Record<string, StrategyName> = {};
  const known = new Set<string>(PHI_TYPES);
  for (const pair of pairs) {
    const [type, name] = pair.split('=').map((s) => s.trim());
    if (!type || !name) throw new UsageError(`--type-strategy ${pair}: expected TYPE=strategy, e.g. DATE=dateShift.`);
    if (!known.has(type.toUpperCase())) throw new UsageError(`--type-strategy ${pair}: unknown PHI type ${type}; known types: ${PHI_TYPES.join(', ')}.`);
    const strategy = STRATEGY_NAMES.find((s) => s.toLowerCase() === name.toLowerCase());
    if (!strategy) throw new UsageError(`--type-strategy ${pair}: unknown strategy ${name}; choose one of ${STRATEGY_NAMES.join(', ')}.`);
    byType[type.toUpperCase()] = strategy;
  }
  return { strategy, byType };
}

/** One run for the command; with a key (environment or --key-file) its replacements are deterministic. */
async function redactorFor(options: RedactOptions, ctx: Context): Promise<ReturnType<typeof createRedactor>> {
  const choice = strategyChoice(options.strategy, options.typeStrategy);
  const usesHash = choice.strategy === 'hash' || Object.values(choice.byType).includes('hash');
  const key = await runKey(options.keyFile, ctx);
  if (usesHash && !key) ctx.note(`note: the hash strategy uses a random key for this run; set ${HASH_KEY_ENV} (or --key-file) to link values across runs.`);
  return createRedactor({
    choice,
    seed: randomUUID(),
    dateShift: { minDays: -365, maxDays: -30 },
    mask: { character: '*', fixedLength: 0 },
    ...(key ? { key } : { hashKey: randomBytes(32) }),
    datesPerPatient: options.datesPerPatient === true,
  });
}

export async function redactCommand(paths: readonly string[], options: RedactOptions, ctx: Context, walkDefaults: Pick<WalkOptions, 'include' | 'exclude'>): Promise<ExitCode> {
  const fromStdin = paths.includes('-');
  if (fromStdin && paths.length > 1) throw new UsageError('redact - reads standard input alone; give no other paths with it.');
  if (!fromStdin && !options.out) throw new UsageError('redact needs --out DIR for files and folders (or - to filter standard input to standard output).');
  if (fromStdin && options.out) throw new UsageError('redact - writes to standard output; leave out --out.');
  if (options.jsonl && !fromStdin) throw new UsageError('redact --jsonl reads standard input: use `redact --jsonl -`.');
  const redactor = await redactorFor(options, ctx);
  const selection = await selectionSettings(paths, options, ctx);
  const unread = (): void => {
    if (redactor.unreadDates > 0) ctx.note(`${formatCount(redactor.unreadDates)} date${redactor.unreadDates === 1 ? '' : 's'} could not be read and ${redactor.unreadDates === 1 ? 'was' : 'were'} written as [DATE]`);
  };
  const decisions = options.decisions === undefined ? undefined : await readDecisions(resolve(ctx.cwd, options.decisions), ctx);
  if (fromStdin) {
    const engine = openEngine(ctx.global, ctx.env, options.jobs);
    const analyser = reviewedAnalyser(engine.client, REVIEW_MINIMUM, decisions);
    const selecting = selectingAnalyser(analyser, selection);
    try {
      if (options.jsonl) {
        const code = await redactJsonl(process.stdin as AsyncIterable<Buffer>, stdoutSink(), selecting, redactor, {
          idField: options.idField,
          textField: options.textField,
          ...(options.patientField !== undefined ? { patientField: options.patientField } : {}),
          keepBadLines: options.keepBadLines,
          window: Math.max(4, engine.concurrency * 2),
          maxLineBytes: options.maxSize,
        }, ctx);
        unread();
        noteDecisions(decisions, analyser.applied(), ctx);
        return code;
      }
      const { text, bom } = await readInput('-', options.maxSize, ctx);
      const items = text.trim() === '' ? [] : (await selecting.identifyPhi(text, { signal: ctx.signal })).items;
      noteDecisions(decisions, analyser.applied(), ctx);
      const { text: redacted, replaced } = redactor.redact(text, items);
      await stdoutSink().write((bom ? '\uFEFF' : '') + redacted);
      ctx.note(`${formatCount(replaced.length)} item${replaced.length === 1 ? '' : 's'} replaced (${options.strategy}, ${engine.label})`);
      unread();
      return EXIT.ok;
    } finally {
      await engine.close();
    }
  }
  // The output folder is checked (and made) before the engine starts: a wrong folder costs nothing.
  await prepareOutput(paths.map((p) => resolve(ctx.cwd, p)), resolve(ctx.cwd, options.out!), options.force);
  const engine = openEngine(ctx.global, ctx.env, options.jobs);
  const analyser = reviewedAnalyser(engine.client, REVIEW_MINIMUM, decisions);
  const bar = createProgressBar(ctx.global.progress && !ctx.global.quiet);
  let started = false;
  try {
    const summary = await redactIntoCopy(selectingAnalyser(analyser, selection), redactor, {
      inputs: paths,
      outDir: resolve(ctx.cwd, options.out!),
      walk: {
        include: options.include ?? walkDefaults.include,
        exclude: [...walkDefaults.exclude, ...options.exclude],
        gitignore: options.gitignore,
        maxBytes: options.maxSize,
        base: ctx.cwd,
      },
      concurrency: engine.concurrency,
      engine: engine.label,
      tool: { name: 'text-inference', version: ctx.version },
      force: options.force,
      signal: ctx.signal,
      onFile(event, done, total) {
        if (!started) {
          bar.start(total, 'Redacting');
          started = true;
        }
        if (event.kind === 'skip') ctx.note(describeSkip(event.skip));
        bar.update(done, event.kind === 'file' ? event.input : event.skip.display);
      },
    });
    bar.stop();
    unread();
    noteDecisions(decisions, analyser.applied(), ctx);
    ctx.note(
      `${formatCount(summary.files)} files written to ${options.out}, ${formatCount(summary.filesWithPhi)} with PHI, ${formatCount(summary.replaced)} items replaced, ${formatCount(summary.skipped)} skipped; manifest ${summary.manifest}`,
    );
    return summary.ioErrors > 0 ? EXIT.failure : EXIT.ok;
  } finally {
    bar.stop();
    await engine.close();
  }
}
