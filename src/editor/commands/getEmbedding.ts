import * as vscode from 'vscode';
import type { EmbeddingResult } from '../../api/results';
import { MAX_TEXT_CHARS } from '../../api/wire';
import { MEAN_LABEL, PER_PART_LABEL, type EmbeddedText, type LongTextMode } from '../embeddings/embedding-json.pure';
import { resolveEditor, targetsOf } from '../run/targets';
import type { CommandDeps } from './deps';
import { requireEditor } from './editor-required';

type ModeItem = vscode.QuickPickItem & { readonly mode: LongTextMode };

/** The longest text the command would send, or 0 when there is nothing to send (the run says so). */
function longestText(document: vscode.TextDocument, selections: readonly vscode.Selection[]): number {
  try {
    return Math.max(...targetsOf(document, selections).parts.map((p) => p.text.length));
  } catch {
    return 0;
  }
}

/** A text over one call: one vector per part, or their mean, as the user chooses. */
async function chooseMode(deps: CommandDeps, length: number): Promise<LongTextMode | undefined> {
  const parts = Math.ceil(length / MAX_TEXT_CHARS);
  const items: ModeItem[] = [
    { mode: 'per-part', label: `$(list-ordered) ${vscode.l10n.t('One vector per part')}`, detail: vscode.l10n.t('About {0} vectors: {1}.', parts, PER_PART_LABEL) },
    { mode: 'mean', label: `$(symbol-operator) ${vscode.l10n.t('Mean of the part vectors')}`, detail: vscode.l10n.t('One vector, labelled as the {0}.', MEAN_LABEL(parts)) },
  ];
  const picked = await deps.prompts.quickPick(items, {
    title: vscode.l10n.t('Get Embedding: {0} characters, over the {1} of one embedding', length.toLocaleString('en-US'), MAX_TEXT_CHARS.toLocaleString('en-US')),
    placeHolder: vscode.l10n.t('The service embeds at most {0} characters at a time. What should come back?', MAX_TEXT_CHARS.toLocaleString('en-US')),
  });
  return picked?.mode;
}

/** Get Embedding: one vector per selection (or for the document), shown as a read-only JSON document. */
export async function getEmbedding(deps: CommandDeps, arg?: unknown): Promise<boolean> {
  const editor = requireEditor(deps, resolveEditor(arg));
  if (!editor) return false;
  const { document } = editor;
  const selections = [...editor.selections];
  const longest = longestText(document, selections);
  const mode = longest > MAX_TEXT_CHARS ? await chooseMode(deps, longest) : undefined;
  if (longest > MAX_TEXT_CHARS && !mode) return false;
  const outcome = await deps.runner.run<EmbeddingResult>({
    model: 'embeddings',
    document,
    selections,
    call: (client, text, options) => client.embeddings(text, mode ? { ...options, perChunk: true } : options),
    retry: () => getEmbedding(deps, document.uri),
  });
  if (!outcome) return false;
  const texts: EmbeddedText[] = outcome.parts
    .map(({ target, result }) => ({
      start: target.start,
      end: target.end,
      inputLength: result.inputLength,
      vectors: result.vectors.map((v) => ({ start: target.start + v.start, end: target.start + v.end, vector: v.vector })),
    }))
    .filter((t) => t.vectors.length > 0);
  if (texts.length === 0) {
    deps.log.warn('The service returned no embedding vector');
    void deps.prompts.notify('error', vscode.l10n.t('Get Embedding: the service returned no vector.'));
    return false;
  }
  await deps.embeddings.show(texts, mode);
  return true;
}
