// Per-rule tests of facility.quebec-kind (src/engine/phi/rules/quebec-facilities.ts): a Quebec hospital, CLSC, CHSLD
// or family medicine group named by its kind and its place, in the three letter cases, and the services, possessives
// and English words that take the same slot. Invented examples, none from any evaluation set, over the built
// dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.quebec-kind') ?? [];

describe('rule facility.quebec-kind', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a hospital or a CLSC and its place in small letters', () => {
    assert.deepEqual(byRule('urgence — hôpital de quarrouville\ned note 2026-01-02\n'), ['HOSPITAL:hôpital de quarrouville']);
    assert.deepEqual(byRule('plan: d/c home. f/u clsc de saint-tarnon. mother at bedside.\n'), ['HOSPITAL:clsc de saint-tarnon']);
  });
  it('reads a GMF after a referrer and a hospital heading a transfer form', () => {
    assert.deepEqual(byRule('Requested by: Dr A. Roy, GMF des Quarrières\nReason: tremor\n'), ['HOSPITAL:GMF des Quarrières']);
    assert.deepEqual(byRule('FROM: HÔPITAL DE TARNONVILLE - UNITÉ DE MÉDECINE\n'), ['HOSPITAL:HÔPITAL DE TARNONVILLE']);
  });
  it('reads the kind in capitals, with "de la" or an adjective', () => {
    assert.deepEqual(byRule('CENTRE HOSPITALIER DE LA QUARRE-NORD - URGENCE\n'), ['HOSPITAL:CENTRE HOSPITALIER DE LA QUARRE-NORD']);
    assert.deepEqual(byRule('DISPO: HOME, F/U GMF DU VIEUX-TARNON WITH DR ROY.\n'), ['HOSPITAL:GMF DU VIEUX-TARNON']);
    assert.deepEqual(byRule('CARDIOLOGY / HOPITAL GENERAL QUARRIEN\n'), ['HOSPITAL:HOPITAL GENERAL QUARRIEN']);
  });
  it('leaves services, possessives, mismatched cases and English words alone', () => {
    const negatives = [
      'referred to the hôpital de jour for rehab\n', 'f/u CLSC de votre secteur\n', 'choisir un GMF de son choix\n',
      'Hôpital de soins de longue durée\n', 'the clsc de the area\n', 'Hôpital de la famille\n', 'hôpital de Quarrou\n',
      'HÔPITAL de quarrou\n', 'admitted to hospital de novo\n', 'CLSC nurse to visit\n', 'GMF physician aware\n',
      'f/u at CHSLD of her choice\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
