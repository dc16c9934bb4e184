import { placeholder } from '../placeholder';

// The spec's own form of a redaction: the phi_type in square brackets, "[PATIENT]" (src/deid/placeholder.ts).
export function label(type: string): string {
  return placeholder(type);
}

/** Same-length masks keep line breaks and spaces so the layout of the note survives. */
export function mask(original: string, character: string, fixedLength: number): string {
  if (fixedLength > 0) return character.repeat(fixedLength);
  return original.replace(/\S/gu, character);
}
