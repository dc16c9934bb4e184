// One selection for every redaction path: the same note, the same identify-phi items, and each setting
// (allow list, deny list, hidden type, per-type score, a date the engine misread) give the same redacted
// text on every path that runs outside VS Code: the editor's Find PHI filter (what highlights, quick fixes
// and Redact all act on), Redact PHI over a redact-phi answer, folder scan and Export Findings, Redact Folder
// into a Copy, and `redact --jsonl`. (The editor commands themselves: test/integration/redaction-selection.test.ts;
// the command line: test/unit/cli/cli-lists.test.ts.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhiItem, PhiResult } from '../../../src/api/results';
import { redactIntoCopy } from '../../../src/batch/redact-copy';
import { createRedactor } from '../../../src/batch/redactor';
import { scanFile } from '../../../src/batch/scan';
import { selectingAnalyser } from '../../../src/batch/selecting-analyser';
import { parseList, PhiLists } from '../../../src/deid/lists';
import { placeholder } from '../../../src/deid/placeholder';
import type { SelectionSettings } from '../../../src/deid/selection';
import { spliceText } from '../../../src/deid/splice';
import { mergeSpans } from '../../../src/deid/strategies';
import { filterPhi } from '../../../src/editor/lists/phi-filter.pure';
import { selectedOutput } from '../../../src/editor/redaction/verify-redaction.pure';
import { redactJsonl } from '../../../src/cli/commands/redact-jsonl';
import { tempTree } from '../batch/fixtures';

const NOTE = 'Mrs. Margaret Harlow was admitted to MERCY GENERAL HOSPITAL on Jan-14-2025 by Dr. Alan Reyes (pager 617-555-0142).\n';

/** What a plausible engine returns: "Jan" read as a name, the hospital missed, the doctor at 0.8. */
function engineItems(text: string): PhiItem[] {
  const at = (value: string, type: string, score: number): PhiItem => {
    const start = text.indexOf(value);
    return { start, end: start + value.length, text: value, type, score };
  };
  return [at('Margaret Harlow', 'PATIENT', 0.95), at('Jan', 'PATIENT', 0.7), at('Alan Reyes', 'DOCTOR', 0.8), at('617-555-0142', 'PHONE', 0.9)];
}

const analyser = { identifyPhi: (text: string): Promise<PhiResult> => Promise.resolve({ model: 'identify-phi', items: engineItems(text), chunks: 1, warnings: { droppedSpans: 0, codePointOffsets: false } }) };

const lists = (allow: string, deny: string): PhiLists => new PhiLists([parseList(allow, 'allow.txt')], [parseList(deny, 'deny.txt')]);

const SETTINGS: Readonly<Record<string, { settings: SelectionSettings; expected: string }>> = {
  'no settings': {
    settings: {},
    expected: 'Mrs. [PATIENT] was admitted to MERCY GENERAL HOSPITAL on [DATE] by Dr. [DOCTOR] (pager [PHONE]).\n',
  },
  'allow list': {
    settings: { lists: lists('Alan Reyes\n', '') },
    expected: 'Mrs. [PATIENT] was admitted to MERCY GENERAL HOSPITAL on [DATE] by Dr. Alan Reyes (pager [PHONE]).\n',
  },
  'deny list': {
    settings: { lists: lists('', 'HOSPITAL: Mercy General Hospital\n') },
    expected: 'Mrs. [PATIENT] was admitted to [HOSPITAL] on [DATE] by Dr. [DOCTOR] (pager [PHONE]).\n',
  },
  'hidden type': {
    settings: { hidden: new Set(['DOCTOR']) },
    expected: 'Mrs. [PATIENT] was admitted to MERCY GENERAL HOSPITAL on [DATE] by Dr. Alan Reyes (pager [PHONE]).\n',
  },
  'per-type score': {
    settings: { minimumScoreByType: { DOCTOR: 0.9 } },
    expected: 'Mrs. [PATIENT] was admitted to MERCY GENERAL HOSPITAL on [DATE] by Dr. Alan Reyes (pager [PHONE]).\n',
  },
};

const labelled = (text: string, items: readonly { start: number; end: number; type: string }[]): string =>
  spliceText(text, mergeSpans(items, text.length).map((m) => ({ start: m.start, end: m.end, replacement: placeholder(m.type) })));

/** Each path, as the product runs it, from the note and the settings to the redacted text. */
const PATHS: Readonly<Record<string, (settings: SelectionSettings) => Promise<string>>> = {
  'Find PHI (highlights, quick fixes, Redact all)': (settings) => {
    const findings = engineItems(NOTE).map((item) => ({ start: item.start, end: item.end, item }));
    const out = filterPhi(findings, [{ start: 0, text: NOTE }], settings.lists ?? new PhiLists([], []), { hidden: settings.hidden ?? new Set(), minimumScore: settings.minimumScoreByType ?? {} });
    return Promise.resolve(labelled(NOTE, out.findings.map((f) => ({ start: f.start, end: f.end, type: f.item.type }))));
  },
  'Redact PHI (redact-phi answer)': (settings) => {
    const items = engineItems(NOTE);
    const outputText = labelled(NOTE, items);
    // The answer's items as the service gives them: offsets into its output, the placeholder as text.
    let shift = 0;
    const answered = mergeSpans(items, NOTE.length).map((m) => {
      const item = items.find((i) => i.start === m.start)!;
      const start = m.start + shift;
      const label = placeholder(m.type);
      shift += label.length - (m.end - m.start);
      return { ...item, start, end: start + label.length, text: label };
    });
    return Promise.resolve(selectedOutput(NOTE, { outputText, items: answered }, settings).outputText);
  },
  'folder scan / Export Findings': async (settings) => {
    const t = tempTree({ 'n.txt': NOTE });
    try {
      const event = await scanFile({ kind: 'file', path: join(t.root, 'n.txt'), display: 'n.txt', size: NOTE.length }, selectingAnalyser(analyser, settings), { concurrency: 1, maxBytes: 1e6, filter: { minScore: 0 }, hash: () => 'h', includeText: true }, new AbortController().signal);
      assert.equal(event.kind, 'file');
      return labelled(NOTE, event.kind === 'file' ? event.result.findings.map((f) => ({ start: f.offset, end: f.offset + f.length, type: f.type })) : []);
    } finally {
      t.cleanup();
    }
  },
  'Redact Folder into a Copy': async (settings) => {
    const t = tempTree({ 'in/n.txt': NOTE });
    try {
      const redactor = createRedactor({ choice: { strategy: 'label', byType: {} }, seed: 's', dateShift: { minDays: -9, maxDays: -1 }, mask: { character: '*', fixedLength: 0 } });
      await redactIntoCopy(selectingAnalyser(analyser, settings), redactor, { inputs: ['in'], outDir: join(t.root, 'out'), walk: { include: [], exclude: [], gitignore: false, maxBytes: 1e6, base: t.root }, concurrency: 1, engine: 'test', tool: { name: 't', version: '0' } });
      return readFileSync(join(t.root, 'out', 'n.txt'), 'utf8');
    } finally {
      t.cleanup();
    }
  },
  'redact --jsonl': async (settings) => {
    const written: string[] = [];
    const sink = { write: (s: string) => Promise.resolve(void written.push(s)), close: () => Promise.resolve(), abandon: () => Promise.resolve() };
    const redactor = createRedactor({ choice: { strategy: 'label', byType: {} }, seed: 's', dateShift: { minDays: -9, maxDays: -1 }, mask: { character: '*', fixedLength: 0 } });
    const input = [Buffer.from(`${JSON.stringify({ id: 1, text: NOTE })}\n`)];
    const ctx = { env: {}, cwd: '/', signal: new AbortController().signal, version: '0', global: { sendTo: [], debug: false, quiet: true, progress: false }, note: () => undefined };
    await redactJsonl(input, sink, selectingAnalyser(analyser, settings), redactor, { idField: 'id', textField: 'text', keepBadLines: false, window: 2, maxLineBytes: 1e6 }, ctx);
    return (JSON.parse(written.join('')) as { text: string }).text;
  },
};

describe('one selection for every redaction path (path x setting)', () => {
  for (const [settingName, { settings, expected }] of Object.entries(SETTINGS)) {
    for (const [pathName, run] of Object.entries(PATHS)) {
      it(`${settingName} | ${pathName}`, async () => {
        assert.equal(await run(settings), expected);
      });
    }
  }
});
