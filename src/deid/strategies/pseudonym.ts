// Numbered pseudonyms, "[PATIENT 1]", "[DOCTOR 2]": one number per distinct value and type within a run,
// numbered in order of first appearance. Case, spacing and punctuation do not make a new value, and for
// people a part of a name already seen links to it: "Smith" and "J. Smith" after "John Smith" (or before
// it) get John Smith's number. An ambiguous part ("Smith" with two Smiths) takes the first one's number.
import { CATEGORY_OF_TYPE } from '../phi-types';
import { nameTokens, normalise, tokensOfNormalised } from './normalise';
import { NAME_AFFIXES } from './surrogate-data';

interface Entity {
  readonly n: number;
  readonly tokens: readonly string[];
}

interface TypeRegistry {
  next: number;
  readonly exact: Map<string, number>;
  readonly entities: Entity[];
  /** Full (non-initial) token -> the entities whose names hold it. */
  readonly byToken: Map<string, Entity[]>;
  /** Number -> the fullest form of the person's name met so far (most tokens). */
  readonly fullest: Map<number, readonly string[]>;
  /** Number -> canonical() of the fullest form, dropped when a fuller form arrives. */
  readonly canonical: Map<number, string>;
}

export function isPersonType(type: string): boolean {
  return (CATEGORY_OF_TYPE as Record<string, string>)[type] === 'PERSON';
}

const isInitial = (t: string): boolean => t.length === 1;

/** Every token of `part` is in `whole` (an initial matches a word it begins), and one is a full word. */
function covers(part: readonly string[], whole: readonly string[]): boolean {
  if (!part.some((t) => !isInitial(t))) return false;
  return part.every((t) => (isInitial(t) ? whole.some((w) => w.startsWith(t)) : whole.includes(t)));
}

/** The full (non-initial) words of a name, sorted and joined; undefined for initials alone. */
function fullWords(tokens: readonly string[]): string | undefined {
  const full = [...new Set(tokens.filter((t) => !isInitial(t)))].sort();
  return full.length > 0 ? full.join(' ') : undefined;
}

export class Pseudonyms {
  private readonly types = new Map<string, TypeRegistry>();

  /** The number for this value of this type, assigning the next one to a new value. */
  number(type: string, original: string): number {
    const registry = this.registry(type);
    const key = normalise(original);
    const known = registry.exact.get(key);
    if (known !== undefined) return known;
    const n = (isPersonType(type) ? this.linkedPerson(registry, key) : undefined) ?? registry.next++;
    registry.exact.set(key, n);
    return n;
  }

  /**
   * The person a name refers to, written the same for every form of it met in the run: the full words
   * of the fullest form, sorted ("Harlow" after "Margaret A. Harlow" gives "harlow margaret"). Other
   * types: the normalised value.
   */
  canonical(type: string, original: string): string {
    if (!isPersonType(type)) return normalise(original);
    const n = this.number(type, original);
    const registry = this.registry(type);
    const fullest = registry.fullest.get(n);
    if (!fullest) return fullWords(nameTokens(original, NAME_AFFIXES)) ?? normalise(original);
    let known = registry.canonical.get(n);
    if (known === undefined) {
      const words = fullWords(fullest);
      // Initials alone say nothing beyond the value as written: that answer is not the person's.
      if (words === undefined) return normalise(original);
      registry.canonical.set(n, (known = words));
    }
    return known;
  }

  pseudonym(type: string, original: string): string {
    return `[${type} ${this.number(type, original)}]`;
  }

  private linkedPerson(registry: TypeRegistry, normalised: string): number | undefined {
    const tokens = tokensOfNormalised(normalised, NAME_AFFIXES);
    if (tokens.length === 0) return undefined;
    const candidates = new Set<Entity>();
    for (const t of tokens) for (const e of registry.byToken.get(t) ?? []) candidates.add(e);
    // "J. Smith" before "John Smith": the initial's candidates are found through "smith".
    let best: Entity | undefined;
    for (const e of candidates) {
      if ((covers(tokens, e.tokens) || covers(e.tokens, tokens)) && (!best || e.n < best.n)) best = e;
    }
    if (best) {
      // The longer form joins the index, so a later part of it ("John") still finds this person.
      if (tokens.length > best.tokens.length) this.index(registry, { n: best.n, tokens });
      return best.n;
    }
    const entity = { n: registry.next++, tokens };
    this.index(registry, entity);
    return entity.n;
  }

  private index(registry: TypeRegistry, entity: Entity): void {
    registry.entities.push(entity);
    const fullest = registry.fullest.get(entity.n);
    if (!fullest || entity.tokens.length > fullest.length) {
      registry.fullest.set(entity.n, entity.tokens);
      registry.canonical.delete(entity.n);
    }
    for (const t of entity.tokens) {
      if (isInitial(t)) continue;
      const list = registry.byToken.get(t);
      if (list) list.push(entity);
      else registry.byToken.set(t, [entity]);
    }
  }

  private registry(type: string): TypeRegistry {
    let r = this.types.get(type);
    if (!r) {
      r = { next: 1, exact: new Map(), entities: [], byToken: new Map(), fullest: new Map(), canonical: new Map() };
      this.types.set(type, r);
    }
    return r;
  }
}
