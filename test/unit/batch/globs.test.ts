// The glob semantics shared by the command line and the editor's scan settings (src/batch/globs.ts).
import assert from 'node:assert/strict';
import { globMatcher } from '../../../src/batch/globs';
import { collectGlob } from '../../../src/cli/options';
import { isAutoDocument } from '../../../src/editor/folder-scan/trigger.pure';

describe('batch globs', () => {
  it('braces, extglobs and ** match; a comma inside braces is part of the glob', () => {
    const m = globMatcher(['**/*.{txt,md}'], true);
    assert.deepEqual(['a.txt', 'x/y/b.md', 'c.csv'].map(m), [true, true, false]);
    const ext = globMatcher(['**/*.+(csv|tsv)'], true);
    assert.deepEqual(['a.csv', 'd/a.tsv', 'a.txt'].map(ext), [true, true, false]);
  });

  it('a ! pattern takes paths back out of the list; an empty list answers its default', () => {
    const m = globMatcher(['**/*.txt', '!**/draft/**'], true);
    assert.deepEqual(['a.txt', 'draft/a.txt', 'x/draft/b.txt'].map(m), [true, false, false]);
    const onlyNegated = globMatcher(['!**/*.md'], false);
    assert.deepEqual(['a.md', 'a.txt'].map(onlyNegated), [false, true]);
    assert.equal(globMatcher([], true)('x'), true);
    assert.equal(globMatcher([], false)('x'), false);
  });

  it('is case-insensitive and matches dot files, in the walk and in the editor alike', () => {
    assert.equal(globMatcher(['**/*.txt'], false)('NOTES/A.TXT'), true);
    assert.equal(globMatcher(['**/*.txt'], false)('.hidden/a.txt'), true);
    assert.equal(isAutoDocument('file', 'x/a.md', 'markdown', ['**/*.{txt,md}', '!x/**']), false);
    assert.equal(isAutoDocument('file', 'y/a.md', 'markdown', ['**/*.{txt,md}', '!x/**']), true);
  });

  it('the command line takes one glob per option and never splits it at a comma', () => {
    assert.deepEqual(collectGlob('**/*.{txt,md}', collectGlob('a,b.txt')), ['a,b.txt', '**/*.{txt,md}']);
  });

});
