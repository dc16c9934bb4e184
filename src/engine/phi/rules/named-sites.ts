// place.named-site: a market, a mine or an oil field a travel or exposure history names ("site work at the X gold mine",
// "ate at X market", "visited X Y market", "at the X mine site near Town", "Desert Storm, X oil field smoke", "ate at
// Mercado de X"). Travel medicine consults, outbreak investigations and exposure screens say where the person ate, worked
// or breathed smoke, and the place is named by its kind after its name. The name is read back from the kind word: one to
// three words in Title case or capitals on the same line, stopping at a stop or clinical word, and at least one of them no
// English word, so "Farmers Market", "the stock market", "Gold Mine Road" and "black market" name no site.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import { wordGate, type GateWords } from '../core/word-gate';

/** Most notes hold none of the kind words. */
const GATE = wordGate('market bazaar souk mine oilfield oil mercado');
/** The kind of site after its name: a market, a mine (with its ore, and "site"), an oil or gas field. */
const KIND = /(?<![\p{L}-])(?:(?:(?:gold|copper|coal|iron|diamond|tin|zinc|nickel|uranium|lithium|silver|bauxite)[ \t])?mine(?:[ \t]site)?|(?:oil|gas)[ \t]field|oilfield|market|bazaar|souk)(?![\p{L}-])/giu;
/** "Mercado de X", "Mercado del X": a market named first by its kind, as Spanish writes it. */
const MERCADO = /(?<![\p{L}])Mercado[ \t](?:de[ \t]la|del|de)[ \t](\p{Lu}[\p{L}\p{M}'’]*(?:[ \t]\p{Lu}[\p{L}\p{M}'’]*)?)/gu;
/**
 * Both patterns tried only where their first word starts a run (core/word-anchors.ts): searched over the whole note,
 * the look-behind at every position cost more than the rest of the family (4% of a P5 pass).
 */
const KIND_AT = new WordAnchor(KIND, 'gold copper coal iron diamond tin zinc nickel uranium lithium silver bauxite mine oil gas oilfield market bazaar souk');
const MERCADO_AT = new WordAnchor(MERCADO, 'mercado', 0, false, 'capital');
/** One word of a name, read backwards from the kind: a capital, then letters with an apostrophe or a hyphen inside. */
const WORD_BEFORE = /(\p{Lu}[\p{L}\p{M}'’-]*)[ \t]{1,2}$/u;

export function detectNamedSites(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of KIND_AT.matchAll(text, seen)) {
    // A kind in capitals belongs to a name in capitals; a kind in Title case or small letters follows a Title-case name.
    const caps = m[0] === m[0].toUpperCase();
    let start = m.index;
    let words = 0;
    let named = false;
    while (words < 3) {
      const w = WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
      if (w === null) break;
      const word = w[1]!;
      if (caps !== (word === word.toUpperCase())) break;
      const low = word.toLowerCase().replace(/['’]s$/, '');
      if (wc.isStop(low) || wc.isClinical(low)) break;
      if (!wc.isEnglish(low)) named = true;
      start -= w[0].length;
      words += 1;
    }
    if (words === 0 || !named) continue;
    push(out, start, m.index + m[0].length, 'LOCATION-OTHER', TIER.placeWord);
  }
  for (const m of MERCADO_AT.matchAll(text, seen)) {
    const words = m[1]!.split(/[ \t]/).map((w) => w.toLowerCase());
    if (words.some((w) => wc.isStop(w) || wc.isClinical(w))) continue;
    push(out, m.index, m.index + m[0].length, 'LOCATION-OTHER', TIER.placeWord);
  }
}
