// The end of the last sentence stop in a stretch of text: a word of three letters or more, a full stop, then
// blanks ("Establish Primary Care. Lakeside ..."). What `/\p{L}{3,}\.[ \t]+/gu` finds, read by hand: V8 took
// 8 to 19 ms to compile that pattern (three `\p{L}` in a row, each a class of hundreds of ranges and surrogate
// pairs), once per worker on its first notes, against microseconds for the walk below (docs/history/throughput.md,
// speed48).

/** One code point of `text` in [start, at) is a letter (`\p{L}`): the code unit at `at - 1`, or the pair ending there. */
const LETTER = /^\p{L}$/u;

/** The start of the letter that ends at `at` (a surrogate pair counts as one), or -1 when no letter ends there. */
function letterEndingAt(text: string, start: number, at: number): number {
  const c = text.charCodeAt(at - 1);
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) return at - 1;
  if (c < 0xaa) return -1;
  let from = at - 1;
  if (c >= 0xdc00 && c <= 0xdfff && from > start) {
    const high = text.charCodeAt(from - 1);
    if (high >= 0xd800 && high <= 0xdbff) from--;
  }
  return LETTER.test(text.slice(from, at)) ? from : -1;
}

/** At least `n` letters end at `at`, none of them before `start`. */
function lettersEndAt(text: string, start: number, at: number, n: number): boolean {
  let end = at;
  for (let k = 0; k < n; k++) {
    if (end <= start) return false;
    const from = letterEndingAt(text, start, end);
    if (from < 0) return false;
    end = from;
  }
  return true;
}

/**
 * Where the last match of `/\p{L}{3,}\.[ \t]+/gu` in `text.slice(start, end)` ends, as an offset into `text`, or -1
 * when there is none. Matches cannot overlap (a match ends in blanks, the next starts with a letter), so every full
 * stop with three letters before it and a blank after it ends one, after its blanks.
 */
export function lastSentenceStopEnd(text: string, start: number, end: number): number {
  let last = -1;
  let dot = text.indexOf('.', start);
  while (dot >= 0 && dot < end) {
    let after = dot + 1;
    while (after < end && (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9)) after++;
    if (after > dot + 1 && lettersEndAt(text, start, dot, 3)) last = after;
    dot = text.indexOf('.', dot + 1);
  }
  return last;
}
