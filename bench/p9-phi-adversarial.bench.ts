// P9 (adversarial PHI input): the engine time of identify-phi on the worst 10,000-character input we can
// build: every cue word the rules anchor on followed by a run of blanks, tabs, punctuation, digits or
// capitals, the cue itself repeated, and a place-dense note (bench/phi-adversarial.ts). Goal: the worst
// one <= 50 ms. A bench reports; it does not assert.
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../src/engine/phi/index';
import { adversarialInputs } from './phi-adversarial';

const GOAL_MS = 50;
const CHARS = 10_000;

function main(): void {
  const dicts = loadPhiDictionaries(defaultPhiDictionariesPath(join(__dirname, '..', 'src', 'engine')));
  const identifyPhi = createPhiIdentifier(dicts);
  const inputs = adversarialInputs(CHARS);
  for (const input of inputs.slice(0, 50)) identifyPhi(input.text);
  // Each input's best of three (CPU noise from other processes only ever adds time).
  const times = inputs.map((input) => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = process.hrtime.bigint();
      identifyPhi(input.text);
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
    }
    return { name: input.name, ms: best };
  });
  times.sort((a, b) => b.ms - a.ms);
  const worst = times[0]!;
  const median = times[times.length >> 1]!.ms;
  console.log(`P9 identify-phi on adversarial input: ${inputs.length} inputs of ${CHARS.toLocaleString('en-US')} characters (dictionaries: ${dicts.source})`);
  console.log(`  worst ${worst.ms.toFixed(1)} ms (${worst.name}); median ${median.toFixed(2)} ms`);
  console.log(`  next worst: ${times.slice(1, 5).map((t) => `${t.name} ${t.ms.toFixed(1)} ms`).join('; ')}`);
  console.log(`  goal <= ${GOAL_MS} ms: ratio ${(worst.ms / GOAL_MS).toFixed(2)} (${worst.ms <= GOAL_MS ? 'met' : 'NOT met'})`);
}

main();
