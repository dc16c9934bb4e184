// Offset -> line/character conversion over a line-start table, the pure counterpart of
// TextDocument.positionAt (same line breaks: \n, \r\n and a lone \r), standing in for it in the P3 bench.

export interface LinePosition {
  readonly line: number;
  readonly character: number;
}

export class LineIndex {
  private readonly starts: Uint32Array;

  constructor(private readonly text: string) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      } else if (c === 10 /* \n */) {
        starts.push(i + 1);
      }
    }
    this.starts = Uint32Array.from(starts);
  }

  get lineCount(): number {
    return this.starts.length;
  }

  positionAt(offset: number): LinePosition {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((this.starts[mid] ?? 0) <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: clamped - (this.starts[lo] ?? 0) };
  }
}
