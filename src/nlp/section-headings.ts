// The section heading each concept sits under ("Family History", "IMPRESSION", "Neuro"), for exports: data
// scientists filter mentions by section ("only the Assessment", "not the Past Medical History"). A heading is
// a known clinical heading before a colon, an upper-case phrase before a colon or alone on its line, or any
// capitalised phrase before a colon with nothing after it on the line. "BP: 120/80" is a value, not a heading.
// Organ systems of ICU notes count as known headings.
import { KNOWN_HEADINGS } from './sentences';

export interface Heading {
  /** Offset of the heading's first character. */
  readonly start: number;
  /** The heading as written, without the colon ("Past Medical History"). */
  readonly text: string;
}

// The known clinical headings, and the organ systems of ICU and progress notes ("Neuro:", "CV:", "Resp:").
const SYSTEMS = '(?:neuro|neurologic|cv|cvs|cardiac|cardiovascular|resp|respiratory|pulm|pulmonary|gi|gu|renal|id|heme|endo|skin|psych|msk|lines|access|drains|vitals|fen|nutrition|dispo|disposition|code status)';
const KNOWN = new RegExp(String.raw`^(?:${KNOWN_HEADINGS}|${SYSTEMS})$`, 'i');
// A line's leading phrase (after an optional "1." or "-"), then a colon and what follows it, if any.
const LEAD = /^[ \t]*(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?([A-Za-z][A-Za-z0-9 /&,'-]{0,60}?)[ \t]*(?::[ \t]*(.*))?$/;

function isHeading(phrase: string, colon: boolean, rest: string): boolean {
  if (phrase.split(/\s+/).length > 6) return false;
  if (colon && KNOWN.test(phrase)) return true;
  const upper = /[A-Z]/.test(phrase) && phrase === phrase.toUpperCase();
  // Upper case of four letters or more: "IMPRESSION:", "HOSPITAL COURSE"; not "BP:" or "DOB:", which hold values.
  if (upper && phrase.replace(/[^A-Z]/g, '').length >= 4) return true;
  return colon && rest === '' && /^[A-Z]/.test(phrase);
}

/** Headings in document order. */
export function findHeadings(text: string): Heading[] {
  const out: Heading[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const m = LEAD.exec(line.replace(/\r$/, ''));
    if (m) {
      const phrase = m[1]!.trim();
      const colon = m[2] !== undefined;
      if (isHeading(phrase, colon, (m[2] ?? '').trim())) out.push({ start: at + line.indexOf(phrase), text: phrase });
    }
    at += line.length + 1;
  }
  return out;
}

/** The heading of the section an offset is in (the last heading at or before it), or undefined. */
export function headingAt(headings: readonly Heading[], offset: number): string | undefined {
  let lo = 0;
  let hi = headings.length - 1;
  let found: Heading | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (headings[mid]!.start <= offset) {
      found = headings[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found?.text;
}
