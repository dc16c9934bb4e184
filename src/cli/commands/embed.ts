// `text-inference embed FILE`: the embedding of one file as JSON (one vector; --per-chunk for a text over
// one call's 10,000 characters, one vector per chunk with its offsets).
import type { Context } from '../context';
import { openEngine } from '../engine';
import { EXIT, UsageError, type ExitCode } from '../errors';
import { stdoutSink } from '../io';
import { readInput } from './input';

/** The spec's 10,000 characters a call (src/api/wire.ts; not imported, to keep zod out of start-up). */
const MAX_TEXT_CHARS = 10_000;

export interface EmbedOptions {
  readonly perChunk: boolean;
  readonly maxSize: number;
}

export async function embedCommand(file: string, options: EmbedOptions, ctx: Context): Promise<ExitCode> {
  const { text, display } = await readInput(file, options.maxSize, ctx);
  if (text.trim() === '') throw new UsageError(`${display}: nothing to embed (the text is empty).`);
  const engine = openEngine(ctx.global, ctx.env);
  try {
    if (!options.perChunk && text.length > MAX_TEXT_CHARS) {
      throw new UsageError(`${display} is ${text.length.toLocaleString('en-US')} characters, over the ${MAX_TEXT_CHARS.toLocaleString('en-US')} of one embedding; add --per-chunk for one vector per chunk.`);
    }
    const result = await engine.client.embeddings(text, { signal: ctx.signal, perChunk: options.perChunk });
    const payload = {
      file: display,
      engine: engine.label,
      inputLength: result.inputLength,
      dimensions: result.vectors[0]?.vector.length ?? 0,
      vectors: result.vectors.map((v) => ({ start: v.start, end: v.end, vector: v.vector })),
    };
    await stdoutSink().write(`${JSON.stringify(payload)}\n`);
    return EXIT.ok;
  } finally {
    await engine.close();
  }
}
