// Places the service's spans on the caller's string (issue 3 §8). A service written in Python counts
// code points where JavaScript counts UTF-16 units; the two agree until the first astral character. Each
// span's `text` is checked against the source under both readings, and one reading is chosen for the
// whole response (placeAll); a span matching neither, or only the other reading, is dropped and
// counted, never placed wrongly.

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
    const { utf16, codePoints } = this.fits(span);
    return utf16 ?? codePoints;
  }

  /** Where `span` lands under each reading (undefined where its text does not match). */
  fits(span: WireSpan): Fits {
    const { start, end, text } = span;
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end >= start)) return { utf16: undefined, codePoints: undefined };
    const utf16: Placement = end <= this.source.length && this.source.slice(start, end) === text ? { start, end, codePoints: false } : undefined;
    if (!this.astral) return { utf16, codePoints: utf16 === undefined ? undefined : { ...utf16, codePoints: true } };
    const s = this.index.toUtf16(start);
    const e = this.index.toUtf16(end);
    const codePoints: Placement = s !== undefined && e !== undefined && this.source.slice(s, e) === text ? { start: s, end: e, codePoints: true } : undefined;
    return { utf16, codePoints };
  }
}

export interface PlacedSpans<T> {
  readonly placed: { readonly item: T; readonly start: number; readonly end: number }[];
  readonly dropped: number;
  readonly codePoints: boolean;
}

type Reading = 'utf16' | 'codePoints';

interface Fits {
  readonly utf16: Placement;
  readonly codePoints: Placement;
}

/**
 * Places every span of `items` on `source` under ONE reading for the whole response: a service counts in
 * one unit, so reading span by span could put a code-point span on an earlier identical text at the
 * UTF-16 position (repeated names after an emoji). If any span fits only as code points, all are read as
 * code points; else if any fits only as UTF-16, all are read as UTF-16. When nothing tells the readings
 * apart, a span the two readings place differently is ambiguous: dropped and counted, never guessed.
 * Spans that do not fit the chosen reading are dropped and counted.
 */
export function placeAll<T>(source: string, items: readonly T[], spanOf: (item: T) => WireSpan): PlacedSpans<T> {
  const placer = new SpanPlacer(source);
  const fits: Fits[] = items.map((item) => placer.fits(spanOf(item)));
  const reading = chooseReading(fits);
  const placed: { item: T; start: number; end: number }[] = [];
  let dropped = 0;
  items.forEach((item, i) => {
    const fit = fits[i];
    const p = fit === undefined ? undefined : reading === undefined ? agreed(fit) : fit[reading];
    if (p === undefined) dropped++;
    else placed.push({ item, start: p.start, end: p.end });
  });
  return { placed, dropped, codePoints: reading === 'codePoints' };
}

function chooseReading(fits: readonly Fits[]): Reading | undefined {
  if (fits.some((f) => f.codePoints !== undefined && f.utf16 === undefined)) return 'codePoints';
  if (fits.some((f) => f.utf16 !== undefined && f.codePoints === undefined)) return 'utf16';
  return undefined;
}

/** With no reading chosen: a placement both readings agree on (text before any astral character). */
function agreed(fit: Fits): Placement {
  const { utf16, codePoints } = fit;
  if (utf16 === undefined || codePoints === undefined) return undefined;
  return utf16.start === codePoints.start && utf16.end === codePoints.end ? utf16 : undefined;
}
