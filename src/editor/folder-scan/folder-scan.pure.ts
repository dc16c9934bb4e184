// The vscode-free half of the folder scan: progress and ETA text, the summary, files.exclude as globs,
// and the scan's results grouped by file then type for the view. Unit-tested on Node.
import type { FileFindings, Finding } from '../../batch/findings';
import { formatCount, type ScanSummary } from '../../batch/summary';

/** "120 of 1,000 files" (+ " · about 3 min left" for a remote service, from its budget). */
export function progressMessage(done: number, total: number, etaMs?: number): string {
  const base = `${formatCount(done)} of ${formatCount(total)} file${total === 1 ? '' : 's'}`;
  return etaMs === undefined ? base : `${base} · ${formatEta(etaMs)}`;
}

export function formatEta(ms: number): string {
  if (ms < 60_000) return `about ${Math.max(1, Math.ceil(ms / 1000))} s left`;
  const minutes = Math.ceil(ms / 60_000);
  return minutes < 120 ? `about ${minutes} min left` : `about ${Math.round(minutes / 60)} h left`;
}

/** Calls one file of `bytes` costs (the service takes 10,000 characters a call; bytes bound characters). */
export function callsFor(bytes: number, maxChars = 10_000): number {
  return Math.max(1, Math.ceil(bytes / maxChars));
}

/**
 * Time left for a remote service that allows `postsPerMinute` submissions: the calls still to make at
 * that rate. The client never exceeds it, so this is the shortest the rest can take, and close to it.
 */
export function etaFromBudget(callsLeft: number, postsPerMinute: number): number {
  return (callsLeft / Math.max(1, postsPerMinute)) * 60_000;
}

/** `files.exclude` (`{ "**\/.git": true, "**\/*.js": { "when": ... } }`): the globs set to true, as folder and file globs. */
export function excludeGlobs(filesExclude: Readonly<Record<string, unknown>> | undefined): string[] {
  const globs: string[] = [];
  for (const [glob, on] of Object.entries(filesExclude ?? {})) {
    if (on !== true) continue; // `when` conditions depend on sibling files: not applied to a scan
    const g = glob.replace(/\/+$/, '');
    globs.push(g, `${g}/**`);
  }
  return globs;
}

export function summaryMessage(s: ScanSummary, engine: string): string {
  const types = Object.entries(s.byType).map(([t, n]) => `${t} ${formatCount(n)}`).join(', ');
  return (
    `Scanned ${formatCount(s.filesScanned)} file${s.filesScanned === 1 ? '' : 's'} (${engine}): ` +
    (s.filesWithPhi === 0 ? 'no PHI found' : `${formatCount(s.filesWithPhi)} with PHI, ${formatCount(s.findings)} item${s.findings === 1 ? '' : 's'}${types ? ` (${types})` : ''}`) +
    (s.reviewCandidates ? `; ${formatCount(s.reviewCandidates)} to review (Review PHI view)` : '') +
    (s.skipped > 0 ? `; ${formatCount(s.skipped)} skipped` : '') +
    '.'
  );
}

export interface TypeGroup {
  readonly type: string;
  readonly findings: readonly Finding[];
}

export interface FileGroup {
  readonly file: string;
  readonly count: number;
  readonly types: readonly TypeGroup[];
}

/** Files with findings (in scan order), each with its findings by type (most frequent first). */
export function groupByFileThenType(files: readonly FileFindings[]): FileGroup[] {
  return files
    .filter((f) => f.findings.length > 0)
    .map((f) => {
      const byType = new Map<string, Finding[]>();
      for (const finding of f.findings) {
        const list = byType.get(finding.type) ?? [];
        list.push(finding);
        byType.set(finding.type, list);
      }
      const types = [...byType].map(([type, findings]) => ({ type, findings })).sort((a, b) => b.findings.length - a.findings.length || a.type.localeCompare(b.type));
      return { file: f.file, count: f.findings.length, types };
    });
}
