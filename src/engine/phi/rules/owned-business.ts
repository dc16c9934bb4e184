// ORGANIZATION: the family business a social history names after "owns", as ICU and ward nursing notes, social-work
// notes and case-management notes write a patient's or a relative's livelihood: "family owns X Nails & Spa in Town",
// "pt owns x nails in town with her sister", "FAMILY OWNS X LUNCHEONETTE IN TOWN". No work verb, job or employer
// field is there for the employer rules to read, and the name is often everyday words in lower case or capitals. The
// shop's kind closes the name, and a word that is no description opens it, so that "owns a nail salon", "owns his
// own restaurant", "owns a small farm", "owns firearms" and "owns the house" stay alone.
import { push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { wordsAt } from '../core/word-walk';
import { BUSINESS_NOUNS } from './org-cues';

const OWNS = new WordAnchor(/\b(?:co-)?(?:owns|owned|OWNS|OWNED|Owns|Owned)[ \t]{1,2}(?=[\p{L}\d])/gu, 'owns owned co');
const GATE = wordGate('owns owned co');

/** The kinds of shop, stall and trade a family runs, as the name's last word (with the employer rules' business nouns). */
const SHOP_HEADS = new Set([
  ...BUSINESS_NOUNS,
  'nails', 'salon', 'spa', 'diner', 'restaurant', 'cafe', 'café', 'luncheonette', 'bakery', 'deli', 'delicatessen', 'grill', 'pizzeria',
  'tavern', 'pub', 'bar', 'motel', 'inn', 'lodge', 'store', 'shop', 'mart', 'garage', 'ranch', 'orchard', 'orchards', 'nursery',
  'laundromat', 'barbershop', 'florist', 'florists', 'liquors', 'taqueria', 'kitchen', 'bistro', 'trattoria', 'cantina', 'catering',
  'towing', 'repair', 'electrical', 'excavating', 'paving', 'welding', 'machine', 'salvage', 'tires', 'tire', 'lanes', 'marina',
  'charters', 'fisheries', 'seafood', 'produce', 'greenhouses', 'vineyard', 'vineyards', 'winery', 'dhaba', 'tailors', 'jewelers',
  'jewellers', 'pharmacy', 'chemist', 'takeaway', 'emporium', 'outlet', 'boutique', 'studio', 'studios', 'daycare',
]);
/** Words that only describe a shop, its food or its trade: a name needs a word besides these ("owns nail salon"). */
const DESCRIBING = new Set([
  'small', 'little', 'local', 'family', 'nail', 'hair', 'beauty', 'auto', 'body', 'dry', 'car', 'pet', 'gas', 'convenience', 'corner',
  'liquor', 'food', 'fast', 'coffee', 'donut', 'doughnut', 'flower', 'furniture', 'pizza', 'taco', 'chinese', 'mexican', 'italian', 'thai',
  'vietnamese', 'greek', 'indian', 'korean', 'japanese', 'halal', 'soul', 'bbq', 'barbecue', 'sandwich', 'ice', 'cream', 'bagel', 'oil',
  'lube', 'home', 'dairy', 'cattle', 'horse', 'tree', 'christmas', 'apple', 'cherry', 'berry', 'organic', 'vegetable', 'wheat', 'grain',
  'hog', 'chicken', 'poultry', 'turkey', 'fishing', 'boat', 'tattoo', 'cell', 'phone', 'computer', 'print', 'copy', 'day', 'care', 'hvac',
  'lawn', 'painting', 'cleaning', 'janitorial', 'moving', 'storage', 'used', 'antique', 'thrift', 'pawn', 'gift', 'book', 'music', 'video',
  'shoe', 'clothing', 'dress', 'bridal', 'jewelry', 'jewellery', 'sports', 'bike', 'bicycle', 'hunting', 'gun', 'fabric', 'craft', 'toy',
  'candy', 'wine', 'beer', 'general', 'dollar', 'discount', 'tailor', 'kebab', 'curry', 'noodle', 'sushi', 'burger', 'fish', 'chip',
  'takeout', 'tea', 'grocery', 'hardware', 'construction', 'trucking', 'roofing', 'plumbing', 'landscaping', 'mobile', 'vending', 'sweet',
  'sweets', 'mom-and-pop', 'family-run', 'new', 'old', 'busy', 'successful', 'struggling', 'own', 'two', 'three', 'several',
  ...SHOP_HEADS,
]);
/** Words that cannot open a name: an article, a possessive, a quantity ("owns a ...", "owns his ...", "owns 2 ..."). */
const NOT_OPENING = new Set([
  'a', 'an', 'the', 'his', 'her', 'their', 'our', 'my', 'its', 'some', 'several', 'multiple', 'many', 'two', 'three', 'few', 'part',
  'half', 'shares', 'property', 'land', 'firearms', 'guns', 'no', 'one', 'this', 'that', 'and', 'with', 'it',
]);
/** Words that end the name: where the shop is, with whom, since when. */
const ENDS_NAME = new Set([
  'in', 'on', 'at', 'with', 'since', 'for', 'and', 'near', 'off', 'x', 'where', 'which', 'that', 'but', 'so', 'downtown', 'outside',
  'together', 'until', 'from', 'by', 'of', 'w', 'is', 'was', 'who', 'out', 'across', 'behind', 'next', 'there', 'here', 'now',
]);
const WORD = sticky(/(?:[\p{L}\d][\p{L}\d'’-]{0,24}|&)/u);
const MAX_WORDS = 5;

export function detectOwnedBusinesses(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of OWNS.matchAll(text, seen)) {
    const start = m.index + m[0].length;
    const words = wordsAt(text, start, WORD, MAX_WORDS, ENDS_NAME).map((w) => ({ text: w.text.toLowerCase(), end: w.end }));
    if (words.length < 2 || NOT_OPENING.has(words[0]!.text) || /^\d/.test(words[0]!.text)) continue;
    // The kind closes the name where the name stops; a longer run is a sentence, not a shop ("owns nails that ...").
    if (!SHOP_HEADS.has(words[words.length - 1]!.text)) continue;
    // A clinical word describes a device, not a shop ("owns cpap machine"), but a name may hold one among its words.
    const naming = words.slice(0, -1).filter((w) => w.text !== '&' && !DESCRIBING.has(w.text) && !wc.isClinical(w.text));
    if (naming.length === 0) continue;
    push(out, start, words[words.length - 1]!.end, 'ORGANIZATION', TIER.weakCue);
  }
}
