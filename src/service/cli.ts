// `node dist/service.js --port 8750 [--strict-limits] [--delay MS|MIN-MAX] [--dialect envelope,no-category]
//  [--faults FILE.json|JSON] [--seed N] [--keys N]`: the standalone service for manual use and demos.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateCredentials } from './auth';
import { FaultRuleSchema, FaultRulesSchema } from './faults';
import type { Dialect, FaultRule, ProcessingTime, RunningService, ServiceOptions } from './options';
import { start } from './start';

const USAGE = `usage: node dist/service.js [--port 8750] [--strict-limits] [--delay MS|MIN-MAX]
       [--dialect envelope,no-category] [--faults FILE.json|JSON] [--seed N] [--keys N]`;

function integer(value: string, name: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) throw new Error(`--${name} must be an integer from ${min} to ${max} (got "${value}").\n${USAGE}`);
  return n;
}

function parseDelay(value: string): ProcessingTime {
  const range = /^(\d+)-(\d+)$/.exec(value.trim());
  if (range) {
    const minMs = integer(range[1] ?? '', 'delay', 0, 3_600_000);
    const maxMs = integer(range[2] ?? '', 'delay', minMs, 3_600_000);
    return { minMs, maxMs };
  }
  return integer(value, 'delay', 0, 3_600_000);
}

function parseDialect(value: string): Dialect {
  const parts = value.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const unknown = parts.filter((p) => p !== 'envelope' && p !== 'no-category');
  if (unknown.length > 0) throw new Error(`--dialect takes envelope and/or no-category (got "${unknown.join(',')}").`);
  return { envelope: parts.includes('envelope'), omitCategory: parts.includes('no-category') };
}

function parseFaults(value: string): FaultRule[] {
  const trimmed = value.trim();
  const source = trimmed.startsWith('[') || trimmed.startsWith('{') ? trimmed : readFileSync(trimmed, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    throw new Error('--faults: not valid JSON (give a JSON array of fault rules, or a file holding one).');
  }
  const parsed = Array.isArray(json) ? FaultRulesSchema.safeParse(json) : FaultRuleSchema.array().safeParse([json]);
  if (!parsed.success) throw new Error(`--faults: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

export function parseCliOptions(args: readonly string[]): ServiceOptions & { readonly help: boolean } {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string', default: '8750' },
      'strict-limits': { type: 'boolean', default: false },
      delay: { type: 'string' },
      dialect: { type: 'string' },
      faults: { type: 'string' },
      seed: { type: 'string' },
      keys: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const keyCount = values.keys === undefined ? 1 : integer(values.keys, 'keys', 1, 100);
  return {
    help: values.help,
    port: integer(values.port, 'port', 0, 65535),
    limits: values['strict-limits'],
    keys: Array.from({ length: keyCount }, () => generateCredentials()),
    ...(values.delay === undefined ? {} : { processing: parseDelay(values.delay) }),
    ...(values.dialect === undefined ? {} : { dialect: parseDialect(values.dialect) }),
    ...(values.faults === undefined ? {} : { faults: parseFaults(values.faults) }),
    ...(values.seed === undefined ? {} : { seed: integer(values.seed, 'seed', 0, 2 ** 32 - 1) }),
  };
}

function banner(service: RunningService, options: ServiceOptions, lexicon: string, allKeys: readonly { apiId: string; apiSecret: string }[]): string {
  const { apiId, apiSecret } = service.keys;
  const lines = [
    `Text Inference Service v2, reference implementation (local engine, ${lexicon})`,
    `listening on ${service.url} (loopback only)`,
    ...allKeys.map((k, i) => `key pair ${i + 1}: x-api-id: ${k.apiId}   x-api-secret: ${k.apiSecret}`),
    `limits: ${options.limits ? '10 POST / 300 GET per 60 s per api id' : 'off (use --strict-limits for the spec limits)'}`,
    ...(options.faults && options.faults.length > 0 ? [`faults: ${options.faults.length} rule(s) active`] : []),
    'try:',
    `  curl -s -X POST ${service.url}/v2/structure -H 'content-type: application/json' -H 'x-api-id: ${apiId}' -H 'x-api-secret: ${apiSecret}' -d '{"text":"Patient denies chest pain."}'`,
    'Ctrl+C stops it.',
  ];
  return lines.join('\n');
}

export async function runCli(args: readonly string[]): Promise<void> {
  const options = parseCliOptions(args);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const service = await start(options);
  const info = await service.lexicon();
  console.log(banner(service, options, `${info.concepts} concepts, ${info.source} lexicon`, options.keys ?? []));
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(130);
    stopping = true;
    void service.close().then(() => {
      console.log('stopped');
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
