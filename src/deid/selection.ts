// The one selection: what is redacted (and shown) of a text's identify-phi items, decided the same way by
// every path (Find PHI and its quick fixes, Redact all, Redact PHI with any strategy, folder scan, Export
// Findings, Redact Folder into a Copy, the command line). In order:
//   1. an item inside a date the date model reads whole is widened to that date, as DATE (an engine that
//      reads "Jan" of "Jan-14-2025" as a name must not leave "[PATIENT]-14-2025");
//   2. an allow-listed value is dropped;
//   3. a hidden type, a type outside `only`, or a score below the type's minimum is dropped;
//   4. every deny-listed term in the text is added with the list's type (replacing an item on the same range).
import { findDates } from './dates/forms';
import type { PhiLists } from './lists';
import { CATEGORY_OF_TYPE } from './phi-types';

export interface SelectableItem {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly type: string;
  readonly category?: string;
  readonly score: number;
}

export interface SelectionSettings {
  readonly lists?: PhiLists;
  /** Types neither shown nor redacted (upper case). */
  readonly hidden?: ReadonlySet<string>;
  /** Only these types, when set (upper case). */
  readonly only?: ReadonlySet<string>;
  /** A minimum score per type: items below it are neither shown nor redacted. */
  readonly minimumScoreByType?: Readonly<Record<string, number>>;
  /** A minimum score for every type. */
  readonly minimumScore?: number;
}

export interface Selection<T extends SelectableItem> {
  /** Sorted by start, then end. */
  readonly items: (T | SelectableItem)[];
  readonly hiddenByList: number;
  readonly hiddenByType: number;
  readonly denied: number;
  readonly widenedDates: number;
}

const categoryOf = (type: string): string | undefined => (CATEGORY_OF_TYPE as Record<string, string | undefined>)[type];

function dateItem(text: string, start: number, end: number): SelectableItem {
  return { start, end, text: text.slice(start, end), type: 'DATE', category: 'DATE', score: 1 };
}

/** The whole date a non-date item with a letter lies in, when the date is longer than the item. */
function widenedDate(text: string, item: SelectableItem): SelectableItem | undefined {
  if (item.type.toUpperCase() === 'DATE' || item.end - item.start > 12 || !/\p{L}/u.test(item.text)) return undefined;
  const from = Math.max(0, item.start - 16);
  // Back to a word boundary, so the window starts where a date may start.
  let at = from;
  while (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1] as string)) at--;
  const window = text.slice(at, Math.min(text.length, item.end + 16));
  for (const d of findDates(window)) {
    const start = at + d.start;
    const end = at + d.end;
    if (d.precision === 'month' || d.precision === 'year') continue;
    if (start <= item.start && end >= item.end && end - start > item.end - item.start) return dateItem(text, start, end);
  }
  return undefined;
}

/** Steps 2 and 3 for one item: kept, or why not. */
export function verdict(item: SelectableItem, settings: SelectionSettings): 'kept' | 'list' | 'type' {
  const type = item.type.toUpperCase();
  if (settings.lists?.allows(item.text, item.type)) return 'list';
  const minimum = Math.max(settings.minimumScoreByType?.[type] ?? 0, settings.minimumScore ?? 0);
  if (settings.hidden?.has(type) || (settings.only && !settings.only.has(type)) || item.score < minimum) return 'type';
  return 'kept';
}

export function selectPhi<T extends SelectableItem>(text: string, items: readonly T[], settings: SelectionSettings): Selection<T> {
  let hiddenByList = 0;
  let hiddenByType = 0;
  let widenedDates = 0;
  const kept: (T | SelectableItem)[] = [];
  for (const original of items) {
    const widened = widenedDate(text, original);
    if (widened) widenedDates++;
    const item = widened ?? original;
    const v = verdict(item, settings);
    if (v === 'list') hiddenByList++;
    else if (v === 'type') hiddenByType++;
    else kept.push(item);
  }
  let denied = 0;
  for (const d of settings.lists?.denied(text) ?? []) {
    const same = kept.findIndex((f) => f.start === d.start && f.end === d.end);
    const category = categoryOf(d.type);
    const item: SelectableItem = { start: d.start, end: d.end, text: text.slice(d.start, d.end), type: d.type, ...(category ? { category } : {}), score: 1 };
    if (same >= 0) kept[same] = item;
    else kept.push(item);
    denied++;
  }
  // Widened dates may now cover each other or another item: one item per range.
  kept.sort((a, b) => a.start - b.start || a.end - b.end);
  const unique = kept.filter((f, i) => i === 0 || f.start !== kept[i - 1]!.start || f.end !== kept[i - 1]!.end);
  return { items: unique, hiddenByList, hiddenByType, denied, widenedDates };
}
