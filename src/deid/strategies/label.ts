import { placeholder } from '../placeholder';

// The spec's own form of a redaction: the phi_type in square brackets, "[PATIENT]" (src/deid/placeholder.ts).
export function label(type: string): string {
  return placeholder(type);
}

/** Same-length masks keep line breaks and spaces so the layout of the note survives. */
export function mask(original: string, character: string, fixedLength: number): string {
  if (fixedLength > 0) return character.repeat(fixedLength);
  // Most values hold no space: one repeat per code point, without a regular expression per value.
  if (!/\s/.test(original)) return character.repeat(/[\ud800-\udfff]/.test(original) ? [...original].length : original.length);
  return original.replace(/\S/gu, character);
}
