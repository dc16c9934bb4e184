// Every relative link and #anchor in README.md and docs/**/*.md resolves: the README was split into docs/,
// and a moved section or a renamed heading must not leave a reader on a dead link. External links
// (https:, mailto:, command:) are not fetched.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const REPO = join(__dirname, '..', '..', '..');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const text = heading[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Fenced blocks and inline code hold examples, not links. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The broken links of one markdown file, as "target (why)". */
export function brokenLinks(file: string, markdown: string): string[] {
  const broken: string[] = [];
  for (const match of withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#', 2);
    const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    if (!existsSync(resolved)) {
      broken.push(`${target} (no such file)`);
      continue;
    }
    if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
    if (!anchorsOf(path === '' ? markdown : readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${target} (no heading #${anchor})`);
  }
  return broken;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // docs/incoming/ holds fragments for the lead to fold in, linked as they will be once in place.
    if (entry.isDirectory()) return entry.name === 'incoming' ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

describe('documentation links', () => {
  const files = [join(REPO, 'README.md'), ...markdownFiles(join(REPO, 'docs'))];

  it('finds the README and the docs', () => {
    assert.ok(files.length >= 6, files.map((f) => relative(REPO, f)).join(', '));
  });

  for (const file of files) {
    it(`${relative(REPO, file)}: every relative link and #anchor resolves`, () => {
      assert.deepEqual(brokenLinks(file, readFileSync(file, 'utf8')), []);
    });
  }

  it('reports a missing file, a missing heading and a missing anchor in another file', () => {
    const readme = join(REPO, 'README.md');
    const text = '# Top\n\n## A heading, with `code`!\n[ok](#a-heading-with-code) [gone](#nowhere) [file](docs/none.md)\n'
      + '[ext](https://example.org/x.md) `[code](nope.md)` [other](docs/cli.md#no-such-section) [top](#top)\n';
    assert.deepEqual(brokenLinks(readme, text), ['#nowhere (no heading #nowhere)', 'docs/none.md (no such file)', 'docs/cli.md#no-such-section (no heading #no-such-section)']);
  });

  it('keeps the README for users: at most 300 lines, with the two set-up commands', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    assert.ok(readme.split('\n').length <= 300, `README.md has ${readme.split('\n').length} lines`);
    assert.match(readme, /npm install && npm run demo/);
    assert.match(readme, /^npm test\b/m);
  });
});
