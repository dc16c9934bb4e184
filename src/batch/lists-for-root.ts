// The team's allow and deny lists on the command line and in folder scans: `.textinference/allow.txt` and
// `deny.txt` at the root of each input (a folder, or a file's folder) and at the root of the enclosing git
// repository, as the editor reads them from each workspace folder. The `.textinference/` folder holds real
// PHI terms by design: it is never scanned, exported or copied (LIST_FOLDER_GLOB is always excluded).
import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseList, PhiLists, type ListProblem, type ParsedList } from '../deid/lists';

export const LIST_DIR = '.textinference';
/** Always excluded from walks, whatever the include globs say. */
export const LIST_FOLDER_GLOB = `**/${LIST_DIR}/**`;

export interface RootLists {
  readonly lists: PhiLists;
  readonly problems: readonly ListProblem[];
  /** The list files read (absolute paths), for the run's note. */
  readonly files: readonly string[];
}

async function isDir(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isDirectory(), () => false);
}

/** The folder holding `.git` above (or at) `dir`, if any. */
async function repositoryRoot(dir: string): Promise<string | undefined> {
  for (let at = dir; ; at = dirname(at)) {
    if (await stat(join(at, '.git')).then(() => true, () => false)) return at;
    if (dirname(at) === at) return undefined;
  }
}

/** The roots whose lists apply to these inputs (`-` is the working folder), each once. */
export async function listRoots(inputs: readonly string[], cwd: string): Promise<string[]> {
  const roots: string[] = [];
  const add = async (dir: string): Promise<void> => {
    const real = await realpath(dir).catch(() => resolve(dir));
    if (!roots.includes(real)) roots.push(real);
  };
  for (const input of inputs) {
    const path = input === '-' ? cwd : resolve(cwd, input);
    const dir = (await isDir(path)) ? path : dirname(path);
    const repo = await repositoryRoot(dir);
    if (repo) await add(repo);
    await add(dir);
  }
  return roots;
}

export async function readRootLists(inputs: readonly string[], cwd: string): Promise<RootLists> {
  const allow: ParsedList[] = [];
  const deny: ParsedList[] = [];
  const files: string[] = [];
  for (const root of await listRoots(inputs, cwd)) {
    for (const kind of ['allow', 'deny'] as const) {
      const file = join(root, LIST_DIR, `${kind}.txt`);
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      files.push(file);
      (kind === 'allow' ? allow : deny).push(parseList(text, file));
    }
  }
  return { lists: new PhiLists(allow, deny), problems: [...allow, ...deny].flatMap((l) => l.problems), files };
}
