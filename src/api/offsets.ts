// Places the service's spans on the caller's string (issue 3 §8). A service written in Python counts
// code points where JavaScript counts UTF-16 units; the two agree until the first astral character. Each
// span's `text` is checked against the source under both readings; a span matching neither is dropped
// and counted, never placed wrongly.

export interface WireSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export type Placement = { readonly start: number; readonly end: number; readonly codePoints: boolean } | undefined;

/** Converts code-point offsets into UTF-16 offsets of one string; built once per source, lazily. */
export class CodePointIndex {
  private utf16Of: number[] | undefined;

  constructor(private readonly source: string) {}

  /** UTF-16 offset of code point `cp`, or undefined when the string has fewer code points. */
  toUtf16(cp: number): number | undefined {
    const table = (this.utf16Of ??= this.build());
    return table[cp];
  }

  private build(): number[] {
    const table: number[] = [];
    let unit = 0;
    for (const ch of this.source) {
      table.push(unit);
      unit += ch.length;
    }
    table.push(unit);
    return table;
  }
}

function hasAstral(source: string): boolean {
  return /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(source);
}

export class SpanPlacer {
  private readonly index: CodePointIndex;
  private readonly astral: boolean;

  constructor(private readonly source: string) {
    this.index = new CodePointIndex(source);
    this.astral = hasAstral(source);
  }

  /** The UTF-16 placement of `span` in the source, or undefined when neither reading matches. */
  place(span: WireSpan): Placement {
    const { start, end, text } = span;
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end >= start)) return undefined;
    if (end <= this.source.length && this.source.slice(start, end) === text) {
      return { start, end, codePoints: false };
    }
    if (!this.astral) return undefined;
    const s = this.index.toUtf16(start);
    const e = this.index.toUtf16(end);
    if (s === undefined || e === undefined) return undefined;
    return this.source.slice(s, e) === text ? { start: s, end: e, codePoints: true } : undefined;
  }
}

export interface PlacedSpans<T> {
  readonly placed: { readonly item: T; readonly start: number; readonly end: number }[];
  readonly dropped: number;
  readonly codePoints: boolean;
}

/** Places every span of `items` on `source`, dropping and counting those that match under neither reading. */
export function placeAll<T>(source: string, items: readonly T[], spanOf: (item: T) => WireSpan): PlacedSpans<T> {
  const placer = new SpanPlacer(source);
  const placed: { item: T; start: number; end: number }[] = [];
  let dropped = 0;
  let codePoints = false;
  for (const item of items) {
    const p = placer.place(spanOf(item));
    if (p === undefined) {
      dropped++;
      continue;
    }
    codePoints ||= p.codePoints;
    placed.push({ item, start: p.start, end: p.end });
  }
  return { placed, dropped, codePoints };
}
