// Surrogate contact details and addresses that cannot reach anyone: telephone and fax numbers in the
// NANP's fictional range (555-0100 to 555-0199, any area code), e-mail addresses built from surrogate
// names at the reserved example domains (RFC 2606), and ZIP codes drawn inside their surrogate state's
// range, so a city, state and ZIP written together agree.
import { drawIndex } from './picker';
import { scramble } from './shape';
import type { Rng } from './random';

/** A phone number in the original's layout: area code drawn (2xx-9xx), exchange 555, line 01xx. */
export function fictionalPhone(original: string, seed: string, attempt: number): string | undefined {
  const digits = original.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 && national.length !== 7) return undefined;
  const h = drawIndex(seed, `phone\u0000${digits}\u0000${attempt}`, 800 * 100);
  const area = String(200 + Math.floor(h / 100));
  const line = String(h % 100).padStart(2, '0');
  const replacement = (national.length === 10 ? `${area}55501${line}` : `55501${line}`).split('');
  // Written back digit by digit into the original's layout; a leading country code 1 is kept.
  let skip = digits.length - national.length;
  let i = 0;
  return original.replace(/\d/g, (d) => (skip-- > 0 ? d : (replacement[i++] ?? d)));
}

const DOMAINS = ['example.com', 'example.org', 'example.net'];

/** "Margaret.Harlow@mail.org" -> "<given>.<surname>@example.org"; the local part's separator and case kept. */
export function surrogateEmail(original: string, seed: string, nameWord: (word: string, role: 'given' | 'surname') => string): string {
  const at = original.lastIndexOf('@');
  const local = at > 0 ? original.slice(0, at) : original;
  const domain = at > 0 ? original.slice(at + 1) : '';
  const words = local.split(/[._+-]+/).filter((w) => /[A-Za-z]/.test(w));
  const separator = /[._-]/.exec(local)?.[0] ?? '.';
  const parts =
    words.length >= 2
      ? [nameWord(words[0] as string, 'given'), nameWord(words[words.length - 1] as string, 'surname')]
      : [nameWord(words[0] ?? local, 'surname')];
  const digits = /\d+$/.exec(local)?.[0];
  const newLocal = parts.map((p) => (local === local.toUpperCase() ? p.toUpperCase() : p.toLowerCase())).join(separator) + (digits ? String(drawIndex(seed, `email#${digits}`, 90) + 10) : '');
  return `${newLocal}@${DOMAINS[drawIndex(seed, `domain\u0000${domain.toLowerCase()}`, DOMAINS.length)]}`;
}

/** A ZIP (or ZIP+4) inside one of the state's ranges, in the original's layout. */
export function zipIn(original: string, ranges: readonly (readonly [number, number])[], seed: string, attempt: number): string {
  const digits = original.replace(/\D/g, '');
  if (ranges.length === 0 || (digits.length !== 5 && digits.length !== 9)) return '';
  const [lo, hi] = ranges[drawIndex(seed, `zip-range\u0000${digits}\u0000${attempt}`, ranges.length)] as readonly [number, number];
  const zip = String(lo + drawIndex(seed, `zip\u0000${digits}\u0000${attempt}`, hi - lo + 1)).padStart(5, '0');
  const plus4 = String(drawIndex(seed, `zip4\u0000${digits}`, 10000)).padStart(4, '0');
  const replacement = (zip + plus4).split('');
  let i = 0;
  return original.replace(/\d/g, () => replacement[i++] ?? '0');
}

export function scrambleUrl(url: string, rng: Rng): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/)?(www\.)?/i.exec(url);
  const head = m?.[0] ?? '';
  const rest = url.slice(head.length);
  const host = /^[^/?#]*/.exec(rest)?.[0] ?? '';
  const tld = /\.[A-Za-z]{2,}$/.exec(host)?.[0] ?? '';
  return head + scramble(host.slice(0, host.length - tld.length), rng) + tld + scramble(rest.slice(host.length), rng);
}
