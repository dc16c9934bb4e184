// Our own evaluation notes (test/data/phi-own-notes*.json) are scored by `npm run eval:phi -- --only ownN`. A tag
// outside the spec's phi_type list is accepted by no engine type, so it would be counted a miss whatever the engine
// found (fourteenth set: nine identifiers tagged "ID" lowered its first score by four points). Every tag must be a
// spec type, and every value must occur in its note after the previous one, as the scorer locates them.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHI_TYPES } from '../../../../src/deid/phi-types';

const DATA = join(__dirname, '..', '..', '..', '..', '..', 'test', 'data');

interface OwnFile {
  readonly notes: readonly { readonly id: string; readonly text: string; readonly phi: readonly (readonly [string, string])[] }[];
}

describe('own evaluation notes (test/data/phi-own-notes*.json)', () => {
  const files = readdirSync(DATA).filter((f) => /^phi-own-notes(?:-\d+)?\.json$/.test(f));

  it('finds the sets', () => {
    assert.ok(files.length >= 15, `only ${files.length} files`);
  });

  for (const file of files) {
    it(`${file}: every tag is a spec phi_type and every value is found in order`, () => {
      const parsed = JSON.parse(readFileSync(join(DATA, file), 'utf8')) as OwnFile;
      const wrong: string[] = [];
      for (const note of parsed.notes) {
        let from = 0;
        for (const [type, value] of note.phi) {
          if (!(PHI_TYPES as readonly string[]).includes(type)) wrong.push(`${note.id}: tag ${type}`);
          const at = note.text.indexOf(value, from);
          if (at < 0) wrong.push(`${note.id}: a ${type} value not found after offset ${from}`);
          else from = at + value.length;
        }
      }
      assert.deepEqual(wrong, []);
    });
  }
});
