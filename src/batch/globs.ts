// The glob semantics of every folder scan (the command line's --include/--exclude and the editor's
// textInference.scan.include/exclude): picomatch's globs (braces `*.{txt,md}`, extglobs `+(a|b)`, `**`,
// dot files), matched on the '/'-separated path relative to the scanned folder, case-insensitively (a
// NOTE.TXT is a note). A pattern starting with `!` takes paths back out: a path matches a list when it
// matches one of its plain patterns (or the list has none) and none of its `!` patterns. A list given on
// the command line is one glob per option: a comma is part of the glob, never a separator.
import picomatch from 'picomatch';

export type GlobMatcher = (relativePath: string) => boolean;

const OPTIONS = { dot: true, nocase: true } as const;

/** A matcher for a list of globs; `empty` is what a list without any pattern answers. */
export function globMatcher(patterns: readonly string[], empty: boolean): GlobMatcher {
  const plain = patterns.filter((p) => !p.startsWith('!'));
  const negated = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1)).filter((p) => p !== '');
  if (plain.length === 0 && negated.length === 0) return () => empty;
  const some = plain.length > 0 ? picomatch(plain, OPTIONS) : () => true;
  const none = negated.length > 0 ? picomatch(negated, OPTIONS) : () => false;
  return (path) => some(path) && !none(path);
}

