// Appends one line to a workspace list file (.textinference/allow.txt or deny.txt), creating it with a
// header comment when it does not exist yet.
import * as vscode from 'vscode';

const HEADERS = {
  allow: '# Values that are not PHI in this data: one term or /regex/ per line (Text Inference).\n',
  deny: '# Values that are always PHI in this data: one term or /regex/ per line, optionally "TYPE: term" (Text Inference).\n',
} as const;

export async function appendListLine(uri: vscode.Uri, line: string, kind: 'allow' | 'deny'): Promise<void> {
  let existing: string;
  try {
    existing = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    existing = HEADERS[kind];
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
  }
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(`${existing}${separator}${line}\n`));
}
