// Where the allow and deny lists come from: the user's settings (phi.allowList / phi.denyList, user
// level only) and, in a trusted workspace, each folder's .textinference/allow.txt and deny.txt, which a
// team can share. An untrusted workspace's files are ignored (a cloned repository must not be able to
// silence PHI detection) and a status bar item says so. Malformed lines appear in Problems on the file
// (or in a warning, for settings) with their line numbers, and are skipped.
import * as vscode from 'vscode';
import { parseList, PhiLists, type ListKind, type ListProblem, type ParsedList } from '../../deid/lists';
import type { Config } from '../config/config';
import type { Log } from '../log';
import type { Prompts } from '../prompts';

export const LIST_DIR = '.textinference';
const FILES: Record<ListKind, string> = { allow: 'allow.txt', deny: 'deny.txt' };

export function listFile(folder: vscode.Uri, kind: ListKind): vscode.Uri {
  return vscode.Uri.joinPath(folder, LIST_DIR, FILES[kind]);
}

export class ListSources implements vscode.Disposable {
  private lists = new PhiLists([], []);
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('text-inference-lists');
  private readonly status = vscode.window.createStatusBarItem('textInference.lists', vscode.StatusBarAlignment.Right, 99);
  private readonly emitter = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[];
  private reported = '';
  private ignored = 0;
  private loading: Promise<void> = Promise.resolve();
  readonly onDidChange = this.emitter.event;

  constructor(
    private readonly config: Config,
    private readonly prompts: Prompts,
    private readonly log: Log,
  ) {
    this.status.name = 'Text Inference: PHI lists';
    const watcher = vscode.workspace.createFileSystemWatcher(`**/${LIST_DIR}/{allow,deny}.txt`);
    const reload = (): void => void this.reload();
    this.disposables = [
      watcher,
      watcher.onDidCreate(reload),
      watcher.onDidChange(reload),
      watcher.onDidDelete(reload),
      vscode.workspace.onDidGrantWorkspaceTrust(reload),
      vscode.workspace.onDidChangeWorkspaceFolders(reload),
      config.onDidChange((change) => {
        if (change.affects('phi.allowList') || change.affects('phi.denyList')) reload();
      }),
    ];
    reload();
  }

  /** The lists as last loaded (waits for a load under way). */
  async current(): Promise<PhiLists> {
    await this.loading;
    return this.lists;
  }

  reload(): Promise<void> {
    this.loading = this.load().catch((error) => this.log.error('could not load the PHI allow and deny lists', error));
    return this.loading;
  }

  private async load(): Promise<void> {
    const allow: ParsedList[] = [parseList(this.config.get('phi.allowList').join('\n'), 'textInference.phi.allowList')];
    const deny: ParsedList[] = [parseList(this.config.get('phi.denyList').join('\n'), 'textInference.phi.denyList')];
    const trusted = vscode.workspace.isTrusted;
    let ignoredFiles = 0;
    this.diagnostics.clear();
    for (const folder of vscode.workspace.workspaceFolders ?? []) {
      for (const kind of ['allow', 'deny'] as const) {
        const uri = listFile(folder.uri, kind);
        const text = await readText(uri);
        if (text === undefined) continue;
        if (!trusted) {
          ignoredFiles++;
          continue;
        }
        const parsed = parseList(text, uri.toString());
        (kind === 'allow' ? allow : deny).push(parsed);
        this.diagnostics.set(uri, parsed.problems.map((p) => problemDiagnostic(p)));
      }
    }
    this.lists = new PhiLists(allow, deny);
    this.ignored = ignoredFiles;
    this.showUntrusted(ignoredFiles);
    this.reportSettingsProblems([...allow, ...deny].flatMap((l) => l.problems).filter((p) => p.source.startsWith('textInference.')));
    this.log.info('PHI lists loaded', { allowSources: allow.length, denySources: deny.length, ignoredFiles });
    this.emitter.fire();
  }

  private showUntrusted(ignoredFiles: number): void {
    if (ignoredFiles === 0) {
      this.status.hide();
      return;
    }
    this.status.text = '$(workspace-untrusted) PHI lists ignored';
    this.status.tooltip = new vscode.MarkdownString(
      `This workspace is not trusted, so its \`${LIST_DIR}/allow.txt\` and \`deny.txt\` are ignored: a cloned repository cannot silence PHI detection. Trust the workspace to use them; your own lists in settings still apply.`,
    );
    this.status.command = 'workbench.trust.manage';
    this.status.show();
  }

  /** Settings have no file to mark, so their problems are a warning (once per distinct set). */
  private reportSettingsProblems(problems: readonly ListProblem[]): void {
    const text = problems.map((p) => `${p.source} entry ${p.line}: ${p.message}`).join('; ');
    if (text === this.reported) return;
    this.reported = text;
    if (text) void this.prompts.notify('warning', `Text Inference: skipped malformed list entries — ${text}.`);
  }

  /** The status bar's note, when workspace list files are being ignored (untrusted workspace). */
  get ignoredNote(): string | undefined {
    return this.ignored > 0 ? this.status.text : undefined;
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    this.diagnostics.dispose();
    this.status.dispose();
    this.emitter.dispose();
  }
}

function problemDiagnostic(p: ListProblem): vscode.Diagnostic {
  const line = Math.max(0, p.line - 1);
  const d = new vscode.Diagnostic(new vscode.Range(line, 0, line, Number.MAX_SAFE_INTEGER), `Skipped: ${p.message}`, vscode.DiagnosticSeverity.Warning);
  d.source = 'Text Inference lists';
  return d;
}

async function readText(uri: vscode.Uri): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    return undefined;
  }
}
