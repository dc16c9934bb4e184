// ORGANIZATION (org.public-body, fix23a): an ambulance, rescue or air-medical service named by English words, as the actor
// of a transfer or a scene: "tx'd from X by glen y ambulance", "ROSC AFTER 25 MIN PER X RESCUE", "transferred here by
// x airmed", "VIA X Y MOBILE ICU", "TRANSPORT: X MEDFLIGHT ETA 1530". The cue ("by", "via", "per", "transport:") says a
// service follows; its kind is any common word for one (ambulance, ambulance service, rescue, rescue squad, medflight, airmed,
// air medical, air ambulance, flight, mobile ICU, critical care transport, medevac; EMS is the crew as often, "per report ems
// found", and keeps LOWER_SERVICE's word no list knows), and one to three words of
// the kind's letter case before it, one of which names: a word that says only how or by whom a patient is carried ("by
// ground ambulance", "via private ambulance", "per fire rescue", "via commercial flight", "by county ems") names no
// service, nor a time or a report ("by the time rescue arrived", "per report ambulance").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { GENERIC_LEFT } from '../vocab/org-words';

const KIND = String.raw`(?:ambulance(?:[ \t]service)?|rescue(?:[ \t]squad)?|med[ \t]?flight|air[ \t]?med(?:ical)?|air[ \t]ambulance|flight|mobile[ \t]icu|critical[ \t]care[ \t]transport|medevac)`;
/** The cue, the article, one to three words and the kind, in one pass; the words are checked after. */
export const TRANSPORT_SERVICE = new WordAnchor(
  new RegExp(String.raw`\b(?:by|via|per|transport:)[ \t]{1,2}(?:the[ \t]{1,2})?((?:[\p{L}][\p{L}'’-]{1,20}[ \t]{1,2}){1,3}?)(${KIND})(?![\p{L}\d])`, 'giu'),
  'by via per transport',
);
/** Words that say how, where from or by whom a patient is carried, not which service carries them. */
const HOW_CARRIED: ReadonlySet<string> = new Set(
  ('ground road sea boat rail train car taxi air rotor fixed wing helicopter plane private commercial charter local county city town municipal state regional area ' +
    'volunteer fire water swift technical rope als bls cct sct micu icu mobile critical care intensive paramedic emt emergency medical ' +
    'wheelchair stretcher bariatric neonatal pediatric paediatric hospital nursing home facility our their his her its an a same next ' +
    'first another second other outside transfer transport return connecting direct domestic international evening morning night early ' +
    'late overnight red-eye long short delayed cancelled scheduled lights sirens code emergent urgent non-emergent routine called ' +
    'arranged brought arrived transported sent went came life care med time report protocol policy request order orders family pt patient').split(' '),
);

export function detectTransportServices(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of TRANSPORT_SERVICE.matchAll(text, seen)) {
    const kind = m[2]!;
    const words = m[1]!.trimEnd().split(/[ \t]+/);
    // The name in the kind's letter case: capitals with capitals, small letters with small letters, Title case with Title case.
    const shape = (w: string): string => (w === w.toUpperCase() ? 'caps' : w === w.toLowerCase() ? 'lower' : 'title');
    const kindShape = shape(kind.replace(/[ \t].*$/, ''));
    if (words.some((w) => shape(w) !== kindShape && !(kindShape === 'title' && shape(w) === 'caps'))) continue;
    const lows = words.map((w) => w.toLowerCase());
    if (lows.some((w) => wc.isStop(w) || wc.isClinical(w) || wc.isClinicalShorthand(w))) continue;
    if (!lows.some((w) => !HOW_CARRIED.has(w) && !GENERIC_LEFT.has(w) && !/^\d/.test(w))) continue;
    const end = m.index + m[0].length;
    push(out, end - kind.length - m[1]!.length, end, 'ORGANIZATION', TIER.weakCue);
  }
}
