// P6 (redaction strategies): the cost of applying each strategy to a 1 MB note's identify-phi results,
// beyond identify-phi itself (what the editor adds before its preview). Goal: <= 100 ms per strategy on
// one core for 1 MB. Each strategy starts a fresh run, so every value is met for the first time. A bench
// reports; it does not assert.
import { identifyPhi } from '../src/engine/phi/index';
import { DeidRun, applyStrategies, STRATEGIES, type PhiSpan } from '../src/deid/strategies';
import { measure, sampleCorpus } from './corpus';

const GOAL_MS = 100;

/** The worst case for consistency maps: 1 MB of visits where every name, number and date is new. */
function distinctNote(targetChars: number): { text: string; spans: PhiSpan[] } {
  const syllables = ['ka', 'lo', 'mer', 'vin', 'sa', 'tor', 'bel', 'du', 'ri', 'han', 'zo', 'pel'];
  const word = (n: number): string => {
    let w = '';
    for (let k = n + 12; k > 0; k = Math.floor(k / 12)) w += syllables[k % 12];
    return w[0]!.toUpperCase() + w.slice(1);
  };
  let text = '';
  const spans: PhiSpan[] = [];
  const add = (value: string, type: string): void => {
    spans.push({ start: text.length, end: text.length + value.length, type });
    text += value;
  };
  for (let i = 0; text.length < targetChars; i++) {
    text += 'Patient ';
    add(`${word(2 * i)} ${word(2 * i + 1)}`, 'PATIENT');
    text += ' (MRN ';
    add(String(1_000_000 + i), 'MEDICALRECORD');
    text += ') seen ';
    const d = new Date(Date.UTC(1990, 0, 1) + i * 86_400_000);
    add(`${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`, 'DATE');
    text += ', call ';
    add(`617-${String(200 + (i % 800)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`, 'PHONE');
    text += '. Stable on metformin; follow up in two weeks.\n';
  }
  return { text, spans };
}

function main(): void {
  const { chunks, source } = sampleCorpus(1_000_000);
  const samples = chunks.join('');
  const sampleSpans: PhiSpan[] = [];
  let offset = 0;
  const phi = measure(() => {
    for (const c of chunks) {
      for (const f of identifyPhi(c)) sampleSpans.push({ start: offset + f.start, end: offset + f.end, type: f.type });
      offset += c.length;
    }
  });
  console.log(`P6 redaction strategies: ${(samples.length / 1e6).toFixed(2)} M chars (${source}), ${sampleSpans.length} PHI items; identify-phi CPU ${(phi.cpu * 1000).toFixed(0)} ms`);
  run(samples, sampleSpans);
  const distinct = distinctNote(1_000_000);
  console.log(`P6 worst case: ${(distinct.text.length / 1e6).toFixed(2)} M chars of visits where every value is new, ${distinct.spans.length} PHI items`);
  run(distinct.text, distinct.spans);
}

function run(text: string, spans: readonly PhiSpan[]): void {
  const key = new Uint8Array(32).fill(9);
  for (const strategy of STRATEGIES) {
    // Warm-up on a fresh run, then the measured run on another fresh one.
    const options = { dateShift: { minDays: -365, maxDays: -30 }, mask: { character: '*', fixedLength: 0 }, hashKey: key };
    applyStrategies(text, spans, { strategy, byType: {} }, new DeidRun({ seed: 'warm', ...options }));
    let changed = 0;
    const time = measure(() => {
      changed = applyStrategies(text, spans, { strategy, byType: {} }, new DeidRun({ seed: 'bench', ...options })).replacements.length;
    });
    const ms = time.cpu * 1000;
    console.log(`  ${strategy.padEnd(10)} CPU ${ms.toFixed(1).padStart(6)} ms (wall ${(time.wall * 1000).toFixed(1)} ms) for ${changed} replacements; goal <= ${GOAL_MS} ms: ratio ${(GOAL_MS / ms).toFixed(1)}x (${ms <= GOAL_MS ? 'met' : 'NOT met'})`);
  }
}

main();
