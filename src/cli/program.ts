// The command line's grammar (commander): commands, options, help and version. Each action hands its
// parsed options to the command's module and reports the exit code through `done`.
import { Command, Option } from 'commander';
import { EXPORT_FORMATS } from '../batch/export/types';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, DEFAULT_MAX_BYTES } from '../batch/walk';
import { CONCEPT_FORMATS } from './commands/concepts';
import type { GlobalOptions } from './context';
import { API_ID_ENV, API_SECRET_ENV } from './engine';
import type { ExitCode } from './errors';
import { collect, collectGlob, parseJobs, parseScore, parseSize, parseTypes } from './options';
import { STRATEGY_NAMES } from './strategies';
import { parseTypeScoreOption } from './commands/redaction-settings';
import { HASH_KEY_ENV } from '../batch/findings';

export interface Actions {
  scan(paths: string[], options: Record<string, unknown>, global: GlobalOptions): Promise<ExitCode>;
  redact(paths: string[], options: Record<string, unknown>, global: GlobalOptions): Promise<ExitCode>;
  concepts(paths: string[], options: Record<string, unknown>, global: GlobalOptions): Promise<ExitCode>;
  embed(file: string, options: { perChunk: boolean; maxSize: number }, global: GlobalOptions): Promise<ExitCode>;
}

const FOOTER = `
Engines:
  The local engine runs on this machine and sends nothing anywhere (the default).
  --service URL uses a Text Inference Service v2; credentials come only from the
  environment (${API_ID_ENV}, ${API_SECRET_ENV}). A host other than this machine
  also needs --send-to HOST, your consent to send it the text.

Exit codes:
  0  done, nothing to report        1  PHI found (with --fail-on-phi)
  2  usage error (bad flag, value or output folder)
  3  service or I/O error (a file could not be read, the engine failed)
  4  not everything was scanned (with --fail-on-phi: a file skipped as too
     large, binary, not UTF-8, not a regular file...; --allow-skipped accepts it)
  129/130/143  cancelled by SIGHUP / Ctrl+C (SIGINT) / SIGTERM`;

function globals(command: Command): GlobalOptions {
  const o = command.optsWithGlobals<{ service?: string; sendTo?: string[]; debug?: boolean; quiet?: boolean; progress?: boolean }>();
  return { ...(o.service !== undefined ? { service: o.service } : {}), sendTo: o.sendTo ?? [], debug: o.debug === true, quiet: o.quiet === true, progress: o.progress !== false };
}

const listsOption = (): Option => new Option('--no-lists', 'ignore .textinference/allow.txt and deny.txt at the inputs\' roots');
const hideTypesOption = (): Option => new Option('--hide-types <list>', 'PHI types neither reported nor redacted, comma-separated').argParser(parseTypes);
const typeMinScoreOption = (): Option => new Option('--type-min-score <TYPE=n>', 'minimum score for one PHI type, e.g. DOCTOR=0.8 (repeatable)').argParser(parseTypeScoreOption);

const maxSizeOption = (): Option =>
  new Option('--max-size <size>', 'skip files larger than this (e.g. 5MB, 500KB)').argParser(parseSize).default(DEFAULT_MAX_BYTES, '5MB');

export function buildProgram(version: string, actions: Actions, setCode: (code: ExitCode) => void): Command {
  const program = new Command('text-inference')
    .description('Find PHI and clinical concepts in clinical text, and redact PHI; offline by default.')
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .option('--service <url>', 'use a Text Inference Service v2 at this URL instead of the local engine')
    .option('--send-to <host>', 'consent to send text to this host (required for a host other than this machine)', collect)
    .option('-q, --quiet', 'print no notes, skips or summary on stderr')
    .option('--no-progress', 'no progress bar (there is none anyway when stderr is not a terminal)')
    .option('--debug', 'print stack traces of errors')
    .showSuggestionAfterError(true)
    .addHelpText('after', FOOTER)
    // Set before the commands are added, so they inherit it: errors become exit code 2 in main.ts.
    .exitOverride()
    .configureOutput({ outputError: (message, write) => write(`text-inference: ${message.replace(/^error: /, '')}`) });

  program
    .command('scan')
    .description('find PHI in files and folders (folders: text-like files, .gitignore honoured)')
    .argument('<paths...>', 'files and folders to scan')
    .addOption(new Option('-f, --format <format>', 'output format').choices(EXPORT_FORMATS).default('text'))
    .option('-o, --output <file>', 'write the findings to this file instead of stdout')
    .option('--fail-on-phi', 'exit with 1 when any PHI is found, 4 when a file could not be scanned (for CI and pre-commit)', false)
    .option('--allow-skipped', 'with --fail-on-phi, pass (exit 0) even when files were skipped', false)
    .addOption(new Option('--min-score <n>', 'findings scored below n (0 to 1) are review material, left out unless --review').argParser(parseScore).default(0.5))
    .option('--review', 'also write the review candidates below --min-score, marked "review": true (SARIF level note)', false)
    .addOption(new Option('--types <list>', 'only these PHI types, comma-separated (e.g. PATIENT,DATE)').argParser(parseTypes))
    .option('--include <glob>', `files to read in folders (one glob per option, repeatable; braces, extglobs, !negation; default ${DEFAULT_INCLUDE.join(', ')})`, collectGlob)
    .option('--exclude <glob>', `files or folders to leave out (one glob per option, repeatable; always ${DEFAULT_EXCLUDE.join(', ')})`, collectGlob, [])
    .option('--no-gitignore', 'read files that .gitignore leaves out')
    .addOption(maxSizeOption())
    .option('--include-text', 'put the PHI text itself in the output (it holds only a keyed hash otherwise)', false)
    .addOption(listsOption())
    .addOption(hideTypesOption())
    .addOption(typeMinScoreOption())
    .option('--explain', 'add the rule that found each finding, why, and its evidence: the cue word beside it and the word lists that know its words (local engine; a service says nothing)', false)
    .addOption(new Option('-j, --jobs <n>', 'local engine worker threads (default and most: the number of cores)').argParser(parseJobs))
    .action(async (paths: string[], options: Record<string, unknown>, command: Command) => setCode(await actions.scan(paths, options, globals(command))));

  program
    .command('redact')
    .description('write redacted copies of files and folders into --out DIR; `redact -` filters stdin to stdout')
    .argument('<paths...>', 'files and folders to redact, or - for standard input')
    .option('-o, --out <dir>', 'output folder (created if missing; must be outside the inputs)')
    .addOption(new Option('-s, --strategy <name>', 'replacement strategy').choices(STRATEGY_NAMES).default('label'))
    .option('--type-strategy <TYPE=name>', 'strategy for one PHI type, e.g. DATE=dateShift (repeatable)', collect, [])
    .option('--force', 'write into an output folder that is not empty', false)
    .addOption(listsOption())
    .addOption(hideTypesOption())
    .addOption(typeMinScoreOption())
    .option('--key-file <file>', `deterministic replacements from this key (else ${HASH_KEY_ENV}); same key, same output on every machine`)
    .option('--dates-per-patient', 'shift each text\'s dates by its patient\'s offset', false)
    .option('--jsonl', 'read JSON Lines records from stdin (`redact --jsonl -`), write them back with the text redacted', false)
    .option('--id-field <name>', 'JSON Lines: the record id field', 'id')
    .option('--text-field <name>', 'JSON Lines: the field holding the text', 'text')
    .option('--patient-field <name>', 'JSON Lines: the field naming the patient (dates shift per patient)')
    .option('--keep-bad-lines', 'JSON Lines: write a malformed line unchanged instead of stopping with exit 2', false)
    .option('--include <glob>', 'files to read in folders (one glob per option, repeatable)', collectGlob)
    .option('--exclude <glob>', 'files or folders to leave out (one glob per option, repeatable)', collectGlob, [])
    .option('--no-gitignore', 'read files that .gitignore leaves out')
    .addOption(maxSizeOption())
    .addOption(new Option('-j, --jobs <n>', 'local engine worker threads (at most the number of cores)').argParser(parseJobs))
    .option('--decisions <file>', 'also redact what a review log (JSONL, from Review PHI in VS Code) marked PHI')
    .action(async (paths: string[], options: Record<string, unknown>, command: Command) => setCode(await actions.redact(paths, options, globals(command))));

  program
    .command('concepts')
    .description('find clinical concepts, with assertion and section, in files and folders (UMLS; with --ontologies also SNOMED CT, ICD-10 and more)')
    .argument('<paths...>', 'files and folders, or - for standard input')
    .option('--ontologies', 'add ontology codes (structure-ontologies)', false)
    .addOption(new Option('-f, --format <format>', 'output format').choices(CONCEPT_FORMATS).default('text'))
    .option('-o, --output <file>', 'write the concepts to this file instead of stdout')
    .option('--jsonl', 'read JSON Lines records {"id", "text"} (files or -) and write one record of concepts per record', false)
    .addOption(new Option('--min-score <n>', 'leave out concepts scored below n').argParser(parseScore).default(0))
    .option('--include <glob>', `files to read in folders (repeatable; default ${DEFAULT_INCLUDE.join(', ')})`, collect)
    .option('--exclude <glob>', 'files or folders to leave out (repeatable)', collect, [])
    .option('--no-gitignore', 'read files that .gitignore leaves out')
    .addOption(maxSizeOption())
    .addOption(new Option('-j, --jobs <n>', 'local engine worker threads (default: the number of cores)').argParser(parseJobs))
    .action(async (paths: string[], options: Record<string, unknown>, command: Command) => setCode(await actions.concepts(paths, options, globals(command))));

  program
    .command('embed')
    .description('print the embedding vector of one file as JSON')
    .argument('<file>', 'the file, or - for standard input')
    .option('--per-chunk', 'one vector per chunk for a text over 10,000 characters', false)
    .addOption(maxSizeOption())
    .action(async (file: string, options: { perChunk: boolean; maxSize: number }, command: Command) => setCode(await actions.embed(file, options, globals(command))));

  return program;
}
