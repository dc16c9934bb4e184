// The folder walk: globs, .gitignore (nested and negated), size limit, links and their loops, order.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, walkFiles, type WalkEntry, type WalkOptions } from '../../../src/batch/walk';
import { tempTree } from './fixtures';

async function walk(inputs: string[], options: Partial<WalkOptions> & { base: string }): Promise<WalkEntry[]> {
  const all: WalkEntry[] = [];
  for await (const e of walkFiles(inputs, { include: DEFAULT_INCLUDE, exclude: DEFAULT_EXCLUDE, gitignore: true, maxBytes: 1024, ...options })) all.push(e);
  return all;
}
const shown = (entries: WalkEntry[]): string[] => entries.map((e) => (e.kind === 'file' ? e.display : `${e.display} (${e.reason})`));

describe('batch walk', () => {
  it('lists text-like files in name order (extensions in any case), leaves out other extensions, .git and node_modules', async () => {
    const t = tempTree({
      'b.txt': 'b', 'a.md': 'a', 'img.png': 'x', 'sub/c.csv': 'c', 'sub/d.hl7': 'd', '.git/config.txt': 'x', 'node_modules/m/readme.md': 'x', 'Z.LOG': 'z',
    });
    try {
      assert.deepEqual(shown(await walk(['.'], { base: t.root })), ['Z.LOG', 'a.md', 'b.txt', 'sub/c.csv', 'sub/d.hl7']);
    } finally {
      t.cleanup();
    }
  });

  it('honours include and exclude globs relative to the folder given', async () => {
    const t = tempTree({ 'notes/a.txt': 'a', 'notes/draft/b.txt': 'b', 'notes/c.note': 'c' });
    try {
      const entries = await walk(['notes'], { base: t.root, include: ['**/*.txt', '**/*.note'], exclude: ['draft/**'] });
      assert.deepEqual(shown(entries), ['notes/a.txt', 'notes/c.note']);
    } finally {
      t.cleanup();
    }
  });

  it('honours .gitignore files, nested ones and negations, and those of the enclosing repository', async () => {
    const t = tempTree({
      '.git/HEAD': 'ref', '.gitignore': 'exports/\n', 'exports/a.txt': 'x',
      'data/.gitignore': '*.txt\n!keep.txt\n', 'data/drop.txt': 'x', 'data/keep.txt': 'k', 'data/x.md': 'm',
    });
    try {
      assert.deepEqual(shown(await walk(['.'], { base: t.root })), ['data/keep.txt', 'data/x.md']);
      // Walking only data/ still applies the repository's rules above it (and data's own).
      assert.deepEqual(shown(await walk(['data'], { base: t.root })), ['data/keep.txt', 'data/x.md']);
      assert.deepEqual(shown(await walk(['.'], { base: t.root, gitignore: false })), ['data/drop.txt', 'data/keep.txt', 'data/x.md', 'exports/a.txt']);
    } finally {
      t.cleanup();
    }
  });

  it('reads a named file whatever the globs, and skips files over the size limit with the reason', async () => {
    const t = tempTree({ 'note.dat': 'x', 'big.txt': 'y'.repeat(2000) });
    try {
      const entries = await walk(['note.dat', '.'], { base: t.root });
      assert.deepEqual(shown(entries), ['note.dat', 'big.txt (too-large)']);
      assert.match((entries[1] as { detail?: string }).detail ?? '', /2\.0 KB > 1\.0 KB/);
    } finally {
      t.cleanup();
    }
  });

  it('reports a missing path, follows links once, and names a link loop', async () => {
    const t = tempTree({ 'real/a.txt': 'a' });
    try {
      symlinkSync(join(t.root, 'real'), join(t.root, 'real', 'again'));
      symlinkSync('self', join(t.root, 'self'));
      symlinkSync(join(t.root, 'missing.txt'), join(t.root, 'broken.txt'));
      const entries = await walk(['.', 'nope'], { base: t.root });
      assert.deepEqual(shown(entries), ['broken.txt (not-found)', 'real/a.txt', 'real/again (symlink-loop)', 'self (symlink-loop)', 'nope (not-found)']);
    } finally {
      t.cleanup();
    }
  });

  it('reports a folder it may not read', async function () {
    if (process.getuid?.() === 0) this.skip(); // root reads everything
    const t = tempTree({ 'open/a.txt': 'a' });
    mkdirSync(join(t.root, 'closed'));
    chmodSync(join(t.root, 'closed'), 0o000);
    try {
      assert.deepEqual(shown(await walk(['.'], { base: t.root })), ['closed (permission-denied)', 'open/a.txt']);
    } finally {
      chmodSync(join(t.root, 'closed'), 0o755);
      t.cleanup();
    }
  });
});
