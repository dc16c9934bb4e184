// The concept palette checked for colour-vision deficiency and contrast, in the default dark and light
// themes: the frequent concept types stay apart under simulated deuteranopia (their overview ruler marks)
// and in normal vision (the tinted backgrounds), text stays readable on every tint (WCAG AA 4.5:1), and
// every ruler mark and PHI border stands out from the editor (WCAG non-text 3:1).
import assert from 'node:assert/strict';
import { COLORS, CONCEPT_STYLES, backgroundColorId, borderColorId, PHI_STYLES } from '../../../../src/editor/decorations/decoration-styles.pure';
import { blend, contrast, deltaE, deuteranopia, hex, type Rgb } from './color-vision';

interface Theme {
  readonly name: 'dark' | 'light';
  readonly background: Rgb;
  readonly text: Rgb;
}
// VS Code's default Dark Modern and Light Modern editor background and foreground.
const THEMES: readonly Theme[] = [
  { name: 'dark', background: hex('#1F1F1F'), text: hex('#CCCCCC') },
  { name: 'light', background: hex('#FFFFFF'), text: hex('#3B3B3B') },
];
const FREQUENT = ['condition', 'symptom', 'medication', 'procedure'] as const;

function colour(id: string, theme: Theme['name']): { rgb: Rgb; alpha: number } {
  const value = COLORS.find((c) => c.id === id)?.defaults[theme];
  assert.ok(value, id);
  return { rgb: hex(value.slice(0, 7)), alpha: value.length > 7 ? parseInt(value.slice(7), 16) / 255 : 1 };
}

describe('palette: colour-blind safe and readable', () => {
  for (const theme of THEMES) {
    const concept = (s: string): { rgb: Rgb; alpha: number } => colour(backgroundColorId(`concept.${s}` as `concept.${(typeof CONCEPT_STYLES)[number]}`), theme.name);
    const tint = (s: string): Rgb => blend(concept(s).rgb, theme.background, concept(s).alpha);

    it(`${theme.name}: the frequent concept types stay apart under deuteranopia and in normal vision`, () => {
      for (const [i, a] of FREQUENT.entries()) {
        for (const b of FREQUENT.slice(i + 1)) {
          const marks = deltaE(deuteranopia(concept(a).rgb), deuteranopia(concept(b).rgb));
          assert.ok(marks >= 10, `${a}/${b} ruler marks under deuteranopia: ΔE ${marks.toFixed(1)}`);
          const tints = deltaE(tint(a), tint(b));
          assert.ok(tints >= 9, `${a}/${b} backgrounds: ΔE ${tints.toFixed(1)}`);
        }
      }
      // The pair a user reported as alike (red conditions, orange symptoms).
      assert.ok(deltaE(tint('condition'), tint('symptom')) >= 15);
    });

    it(`${theme.name}: text is readable on every tint; marks and PHI borders stand out`, () => {
      for (const s of CONCEPT_STYLES) {
        assert.ok(contrast(theme.text, tint(s)) >= 4.5, `text on ${s}`);
        assert.ok(contrast(concept(s).rgb, theme.background) >= 3, `${s} ruler mark`);
      }
      for (const s of PHI_STYLES) assert.ok(contrast(colour(borderColorId(`phi.${s}`), theme.name).rgb, theme.background) >= 3, `PHI ${s} border`);
    });
  }
});
