// Street addresses the note rules read from the words: the European and Latin American way, name then number
// ("Hersnapvej 75", "Rua Mina 50"), and US military mail ("PSC 1234, Box 5678"). Part of the note-places
// family (note-places.ts runs them as place.numbered-street and place.military-address).
import { push, type Candidate } from '../core/scan';
import { blanksBetween, type WordToken } from '../core/tokens';
import { TIER } from '../core/tiers';
import { WordAnchor, type AnchorRuns } from '../core/word-anchors';

interface Ctx {
  readonly text: string;
  readonly toks: readonly WordToken[];
  readonly out: Candidate[];
  readonly seen: AnchorRuns;
}


/** Street words of European and Latin American addresses, as endings ("Hersnapvej") or leading words ("Rua X"). */
const STREET_ENDING = /(?:vej|gade|gata|gatan|vägen|vagen|veien|vei|katu|kuja|tie|polku|strasse|straße|str|straat|laan|weg|gasse|allee|platz|utca|ulica|ulice|iela|tee|rd|road|st|street|ave|avenue|lane|drive|way|court)$/;
const STREET_LEAD = new Set(['rua', 'avenida', 'av', 'avda', 'calle', 'carrera', 'via', 'viale', 'rue', 'piazza', 'plaza', 'travessa', 'largo', 'ulica', 'strada', 'calea', 'boulevard', 'chemin', 'route']);

/**
 * Addresses written the European way, name then number: "Hersnapvej 75", "Rua Mina 50", "Kiannonkatu 98
 * Suite 464". The street word's shape or a leading street word is required, so "Lasix 40" never counts.
 */
export function numberedStreets(ctx: Ctx): void {
  const { toks, text } = ctx;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap) continue;
    const lead = STREET_LEAD.has(t.low);
    // The length first: most capitalised words are too short to end in a street word, and need no pattern.
    if (!lead && !(t.low.length >= 6 && STREET_ENDING.test(t.low))) continue;
    let last = i;
    if (lead) {
      for (let k = i + 1; k < toks.length && k <= i + 4 && toks[k]!.cap && blanksBetween(ctx, k - 1, k, 1); k++) last = k;
      if (last === i) continue;
    }
    const num = /^[ \t]\d{1,5}[A-Za-z]?\b(?:,?[ \t]*(?:Apt|Suite|Ste|Unit)\.?[ \t]*\d{1,5})?/.exec(text.slice(toks[last]!.e, toks[last]!.e + 24));
    if (!num) continue;
    // A house or building number written first belongs to it: "846 Rue ...", "67952 Hofdagata 39".
    const before = /(?:^|[^\d\w,.-])((?:\d{1,6}[A-Za-z]?[ \t]+){1,2})$/.exec(text.slice(Math.max(0, t.s - 16), t.s));
    push(ctx.out, t.s - (before ? before[1]!.length : 0), toks[last]!.e + num[0].length, 'STREET', TIER.weakCue);
    i = last;
  }
}

/**
 * US military mail: "PSC 1234, Box 5678", "Unit 4719 Box 7394", "USNS Ship FPO AP 12345", in any letter case,
 * its post office on the same line or the next, as an address block writes it ("PSC 1234, Box 5678\nAPO AE
 * 09876", "USNS Comfort\nFPO AA 34090").
 */
const MILITARY_ADDRESS = /(?<![\p{L}\d])(?:PSC|CMR|Unit|USNS|USNV|USS|USCGC)[ \t]{1,2}[\p{L}\d][\p{L}\d'’-]{0,30}(?:,?[ \t]{1,2}Box[ \t]{1,2}\d{1,5})?(?:,?[ \t]{0,2}(?:\r?\n[ \t]{0,4}|[ \t])(?:APO|FPO|DPO)[ \t]{1,2}A[AEP](?:[ \t]{1,2}\d{5})?)?/giu;

// Tried only where its first word starts a run of letters (core/word-anchors.ts).
const MILITARY_ADDRESS_AT = new WordAnchor(MILITARY_ADDRESS, 'psc cmr unit usns usnv uss uscgc');

export function militaryAddresses(ctx: Ctx): void {
  for (const m of MILITARY_ADDRESS_AT.matchAll(ctx.text, ctx.seen)) {
    // Needs a box or a military post office: "Unit 4" alone is a hospital unit.
    if (!/Box|APO|FPO|DPO/i.test(m[0])) continue;
    push(ctx.out, m.index, m.index + m[0].length, 'STREET', TIER.addressPart);
  }
}
