// Facts of a text that several families read: its lower case, where its capitalised words start, its ", X"
// anchors. Each is computed at most once a text and kept here; one memo belongs to each note's GateWords (built
// per note in core/pipeline.ts), so nothing outlives the note. A family reads the raw text or its calmed copy,
// so each fact remembers the text it was read from and is read again for another.
import { capitalStartsOf, lowerKeepingOffsets, type CapitalStarts } from './scan';
import { COMMA_CAPITAL } from './anchored';

interface Read<T> {
  readonly text: string;
  readonly value: T;
}

export class TextMemo {
  private lower: Read<string | undefined> | undefined;
  private starts: Read<CapitalStarts> | undefined;
  private commas: Read<readonly RegExpExecArray[]> | undefined;
  /** The note's calmed copy, when it differs, and the note: the families read both, and both lower-case alike. */
  private calmed: { readonly copy: string; readonly of: string } | undefined;

  /**
   * `copy` is `text` with ASCII capitals lower-cased (core/pipeline.ts, `calmLines`): its lower case is the note's,
   * computed once for both. An ASCII capital and its small letter are both cased letters, so even the one letter
   * whose lower case depends on its neighbours ("Σ") lower-cases alike in both.
   */
  calmedCopy(copy: string, text: string): void {
    if (copy !== text) this.calmed = { copy, of: text };
  }

  /** `text.toLowerCase()` when it keeps every offset, else undefined (`lowerKeepingOffsets`). */
  lowerCaseOf(read: string): string | undefined {
    // The clinical guard asks once a candidate, with the note the lower case was read from: `===` on that same
    // string is a pointer's test, where on the note and its calmed copy it reads them up to their first difference.
    if (this.lower?.text === read) return this.lower.value;
    const text = this.calmed !== undefined && read === this.calmed.copy ? this.calmed.of : read;
    if (this.lower?.text !== text) this.lower = { text, value: lowerKeepingOffsets(text) };
    return this.lower.value;
  }

  /** Where the capitalised words of `text` start (`capitalStartsOf`). */
  capitalStarts(text: string): CapitalStarts {
    if (this.starts?.text !== text) this.starts = { text, value: capitalStartsOf(text) };
    return this.starts.value;
  }

  /** The matches of COMMA_CAPITAL in `text`, for every pattern anchored on them. */
  commaCapitals(text: string): readonly RegExpExecArray[] {
    if (this.commas?.text !== text) this.commas = { text, value: [...text.matchAll(COMMA_CAPITAL)] };
    return this.commas.value;
  }
}
