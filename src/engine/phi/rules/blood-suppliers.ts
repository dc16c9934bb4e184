// org.blood-supplier: the blood supplier a transfusion record, a reaction report or a blood bank's note names by its
// kind, "Blood" and a supplier's word (Services, Center, Centre, Alliance, Institute, Connection, Network): "supplier
// X Y Blood Services", "(supplier X Y Regional Blood Services)", "Supplier: X-Y Blood Services, Town", "from X Y
// Community Blood Center". The name is one to four words in capitals or Title case before "Blood", a verb or a stop word
// that opens the sentence cut off ("Notified X Blood Services"); one of them must name, so the hospital's own bank and a
// supplier described only ("Blood Bank", "the Hospital Blood Bank", "Regional Blood Center", "Community Blood Services")
// stay alone, and so do the components ("Red Blood Cells", "Whole Blood"). A "Blood Bank" is left out: a hospital's own
// bank is written so after any word ("Called X Blood Bank", "Main Blood Bank"), and the deid lockbox's precision fell
// by 0.2 point with it.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

const GATE = wordGate('blood');
const KIND = /(?<![\p{L}])(?:Blood|BLOOD)[ \t](?:Services?|SERVICES?|Cent(?:er|re)|CENT(?:ER|RE)|Alliance|ALLIANCE|Institute|INSTITUTE|Connection|CONNECTION|Network|NETWORK)(?![\p{L}])/gu;
/** Tried only where "Blood" or "BLOOD" is a run of letters (core/word-anchors.ts): most notes say "blood" somewhere. */
const KIND_AT = new WordAnchor(KIND, 'blood', 0, false, 'capital');
/** Up to four capitalised words right before the kind. */
const NAME_BEFORE = /(?<![\p{L}'’&-])((?:\p{Lu}[\p{L}'’&-]{0,24}[ \t]){1,4})$/u;
/** Words that describe a supplier or a hospital's own bank, and name neither. */
const DESCRIBING: ReadonlySet<string> = new Set([
  'regional', 'community', 'central', 'hospital', 'hospitals', 'national', 'state', 'county', 'local', 'main', 'university', 'medical',
  'general', 'inpatient', 'outpatient', 'our', 'the', 'a', 'an', 'area', 'city', 'district', 'provincial', 'public', 'private', 'new',
  'tissue', 'cord', 'donor', 'transfusion', 'clinical', 'pediatric', 'paediatric', 'children’s', "children's", 'cancer', 'health',
  'services', 'service', 'supplier', 'from', 'per', 'via', 'to', 'by', 'and', 'or', 'of', 'at', 'with', 'notified', 'contacted', 'called',
  'informed', 'sent', 'returned', 'ordered', 'issued', 'supplied', 'provided', 'unit', 'units', 'product', 'products', 'component',
]);
/** Words that may open the sentence before a supplier's name and are no part of it. */
const DESCRIBING_LEAD: ReadonlySet<string> = new Set([
  'supplier', 'from', 'per', 'via', 'to', 'by', 'with', 'notify', 'notified', 'call', 'called', 'page', 'paged', 'contact', 'contacted',
  'inform', 'informed', 'ask', 'asked', 'spoke', 'discussed', 'send', 'sent', 'return', 'returned', 'order', 'ordered', 'issued',
  'supplied', 'provided', 'released', 'received', 'obtained', 'check', 'checked', 'confirm', 'confirmed', 'consult', 'consulted', 'aware',
  'alert', 'alerted', 'product', 'component', 'unit', 'units', 'sample', 'specimen', 'tube', 'reported', 'report',
]);
const NAME_REACH = 110;

export function detectBloodSuppliers(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of KIND_AT.matchAll(text, seen)) {
    const w = NAME_BEFORE.exec(text.slice(Math.max(0, m.index - NAME_REACH), m.index));
    if (!w) continue;
    const words = w[1]!.trim().split(/[ \t]/);
    // The sentence's verb or a stop word before the name opens no name ("Notified X Blood Services", "The X Blood Bank").
    let first = 0;
    while (first < words.length && (wc.isStop(words[first]!.toLowerCase()) || DESCRIBING_LEAD.has(words[first]!.toLowerCase()))) first++;
    const kept = words.slice(first);
    if (kept.length === 0) continue;
    const lows = kept.map((k) => k.toLowerCase());
    if (!lows.some((k) => !DESCRIBING.has(k) && !wc.isStop(k) && !wc.isClinical(k))) continue;
    const start = m.index - w[1]!.length + w[1]!.indexOf(kept[0]!, words.slice(0, first).join(' ').length);
    push(out, start, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
  }
}
