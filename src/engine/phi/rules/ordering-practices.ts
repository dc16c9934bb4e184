// The practice of a report's ordering or referring clinician, as radiology reports print it after the clinician's
// credential: "ORDERING: X, MD (Urgent Care - Y Creek)", "Referring: X, PA-C, Y Spine & Sport (fax ...)", "REF: X, DC -
// Y RIVER CHIROPRACTIC". A practice named by a place word and its trade has no suffix the facility rules know, but the
// field says whose it is. A credential must close the clinician's name, so that a specialty or a training grade in
// the same place ("Dr X (Hospital Medicine)", "Dr X, Foundation Year 2") is no practice; the value needs two words
// and one that is neither a generic word of care nor a clinical one, and a town alone ("Sioux Falls") is a town.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { GENERIC_LEFT } from '../vocab/org-words';
import { ORDERING_CREDENTIALS } from '../vocab/people-words';

/** The field's label, the clinician's name, a credential and the separator before the practice. */
const FIELD = new RegExp(
  String.raw`\b(?:ordering|referring|requesting|referred[ \t]by|ref|req(?:uesting)?)(?:[ \t](?:provider|physician|clinician|phys|md))?[ \t]{0,3}:[ \t]{0,3}(?:dr\.?[ \t])?[\p{L}'’.-]+(?:,?[ \t][\p{L}'’.-]+){0,3},?[ \t](?:${ORDERING_CREDENTIALS.join('|')})\b[ \t]{0,3}(?:\(|,[ \t]|[-–—][ \t])[ \t]{0,3}([^\n()|,]{3,60})`,
  'giu',
);
const FIELD_AT = new WordAnchor(FIELD, 'ordering referring requesting referred ref req*');
/**
 * Words of care and of a clinician's post, which say what a practice is, not whose: the organisation rules' generic
 * words and those of a post, a shift and the field's contact numbers.
 */
const GENERIC = new Set([
  ...GENERIC_LEFT,
  'ward', 'year', 'foundation', 'consultant', 'registrar', 'resident', 'fellow', 'attending', 'surgery', 'practice',
  'center', 'centre', 'walk-in', 'on', 'call', 'of', 'and', '&', 'at', 'fax', 'tel', 'phone', 'pager', 'ext',
]);

/** Words that make the value a team, a service or a ward inside the hospital. */
const TEAM = new Set(['team', 'service', 'services', 'department', 'dept', 'unit', 'ward', 'pact', 'firm', 'pod']);

export function detectOrderingPractices(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of FIELD_AT.matchAll(text, seen)) {
    // The label opens its line (after blanks), or follows a column gap on it.
    const before = text.slice(Math.max(0, m.index - 3), m.index);
    if (m.index > 0 && !/(?:^|\n|[ \t]{2}|\|)[ \t]*$/.test(before)) continue;
    const value = m[1]!.replace(/[ \t.;:]+$/, '');
    const words = value.split(/[ \t]+/).filter((w) => w !== '');
    if (words.length < 2 || words.length > 7) continue;
    const lows = words.map((w) => w.toLowerCase());
    const owns = lows.some((w) => !GENERIC.has(w) && !wc.isClinical(w) && !wc.isStop(w) && !wc.isClinicalShorthand(w) && /\p{L}{3}/u.test(w));
    // A care team, a service or a ward named by a colour or a letter ("PACT Team Blue") is the clinician's team.
    if (!owns || lows.some((w) => TEAM.has(w)) || wc.dicts.cities.has(lows.join(' '))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    push(out, start, start + value.length, 'HOSPITAL', TIER.facilitySuffix);
  }
}
