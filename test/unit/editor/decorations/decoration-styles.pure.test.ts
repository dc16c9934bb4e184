import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CATEGORY_OF_TYPE, PHI_CATEGORIES } from '../../../../src/api/wire';
import {
  COLORS,
  STYLE_KEYS,
  backgroundColorId,
  borderColorId,
  conceptStyle,
  groupByStyle,
  phiStyle,
  styleOf,
} from '../../../../src/editor/decorations/decoration-styles.pure';
import { conceptFinding, phiFinding } from '../presentation-fixtures';

/** The extension's package.json, found upwards from the compiled test (wherever it was compiled to). */
function manifestPath(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === 'text-inference') return candidate;
  }
  throw new Error('package.json of the extension not found');
}

describe('decoration-styles', () => {
  it('maps the concept types to their styles, case and punctuation aside, and anything else to other', () => {
    const cases: [string, string][] = [
      ['Medical Conditions', 'condition'],
      ['Signs & Symptoms', 'symptom'],
      ['signs and symptoms', 'symptom'],
      ['Medications', 'medication'],
      ['Procedures', 'procedure'],
      ['Anatomy', 'anatomy'],
      ['Species & Viruses', 'organism'],
      ['Context', 'context'],
      ['Devices', 'other'],
      ['', 'other'],
    ];
    for (const [type, style] of cases) assert.equal(conceptStyle({ type }), style, type);
  });

  it('styles PHI by category, by the type’s category when none came, and generically otherwise', () => {
    for (const category of PHI_CATEGORIES) assert.equal(phiStyle({ type: 'PATIENT', category }), category.toLowerCase());
    assert.equal(phiStyle({ type: 'HOSPITAL', category: undefined }), CATEGORY_OF_TYPE.HOSPITAL.toLowerCase());
    assert.equal(phiStyle({ type: 'PATIENT', category: 'SOMETHING-NEW' }), 'other');
    assert.equal(phiStyle({ type: 'NEWTYPE', category: undefined }), 'other');
  });

  it('groups findings that meet the minimum score, with every style present', () => {
    const groups = groupByStyle(
      [conceptFinding({ type: 'Medications', scoreId: 0.9 }), conceptFinding({ scoreId: 0.2 }), phiFinding({ score: 0.95 })],
      0.5,
    );
    assert.deepEqual([...groups.keys()], [...STYLE_KEYS]);
    assert.equal(groups.get('concept.medication')?.length, 1);
    assert.equal(groups.get('concept.condition')?.length, 0);
    assert.equal(groups.get('phi.person')?.length, 1);
    assert.equal(styleOf(phiFinding({ category: 'DATE', type: 'DATE' })), 'phi.date');
  });

  it('contributes a background for every style and a border for every PHI style, for every theme kind', () => {
    const ids = COLORS.map((c) => c.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const key of STYLE_KEYS) assert.ok(ids.includes(backgroundColorId(key)), key);
    for (const key of STYLE_KEYS.filter((k) => k.startsWith('phi.'))) assert.ok(ids.includes(borderColorId(key)), key);
    for (const c of COLORS) {
      for (const value of Object.values(c.defaults)) assert.match(value, /^#[0-9A-F]{6}([0-9A-F]{2})?$/, c.id);
      assert.deepEqual(Object.keys(c.defaults).sort(), ['dark', 'highContrast', 'highContrastLight', 'light']);
    }
  });

  it('package.json contributes exactly these colours (descriptions through package.nls.json)', () => {
    const manifest = JSON.parse(readFileSync(manifestPath(), 'utf8')) as { contributes: { colors: { description: string }[] } };
    const nls = JSON.parse(readFileSync(manifestPath().replace(/package\.json$/, 'package.nls.json'), 'utf8')) as Record<string, string>;
    const resolved = manifest.contributes.colors.map((c) => ({ ...c, description: nls[/^%(.+)%$/.exec(c.description)?.[1] ?? ''] ?? c.description }));
    assert.deepEqual(resolved, JSON.parse(JSON.stringify(COLORS)));
  });
});
