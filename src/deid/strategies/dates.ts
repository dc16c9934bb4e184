// Dates and ages for the strategies: dates move through the one date model (src/deid/dates); an age over
// 89 is capped as HIPAA Safe Harbor asks.
export { readDate, shiftDates, yearOf, type ShiftOptions } from '../dates/shift';

/** An age over 89 is written "90+" (HIPAA Safe Harbor); any other age text is kept. */
export function capAge(text: string): string {
  if (!/\d/.test(text)) return '90+';
  return text.replace(/\d+/g, (n) => (Number(n) >= 90 ? '90+' : n));
}
