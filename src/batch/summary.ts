// The totals of a scan, kept as events pass (nothing else is retained): files scanned, files with PHI,
// items per type, skips per reason.
import { isIoSkip, type SkipReason } from './skip';
import type { ScanEvent } from './scan';

export interface ScanSummary {
  readonly filesScanned: number;
  readonly filesWithPhi: number;
  readonly findings: number;
  /** Review candidates (`scan --review`): below the minimum score, not counted as findings. */
  readonly reviewCandidates?: number;
  readonly byType: Readonly<Record<string, number>>;
  readonly skipped: number;
  readonly skippedByReason: Readonly<Partial<Record<SkipReason, number>>>;
  /** Skips that mean a file could not be checked (permission, link loop, unreadable, missing). */
  readonly ioErrors: number;
  readonly chars: number;
}

export class SummaryBuilder {
  private filesScanned = 0;
  private filesWithPhi = 0;
  private findings = 0;
  private review = 0;
  private chars = 0;
  private skipped = 0;
  private ioErrors = 0;
  private readonly byType = new Map<string, number>();
  private readonly byReason = new Map<SkipReason, number>();

  add(event: ScanEvent): void {
    if (event.kind === 'skip') {
      this.skipped++;
      this.byReason.set(event.skip.reason, (this.byReason.get(event.skip.reason) ?? 0) + 1);
      if (isIoSkip(event.skip.reason)) this.ioErrors++;
      return;
    }
    const { findings, chars } = event.result;
    this.filesScanned++;
    this.chars += chars;
    const review = findings.filter((f) => f.review === true).length;
    this.review += review;
    if (findings.length > review) this.filesWithPhi++;
    this.findings += findings.length - review;
    for (const f of findings) if (f.review !== true) this.byType.set(f.type, (this.byType.get(f.type) ?? 0) + 1);
  }

  build(): ScanSummary {
    const sorted = <K extends string>(m: Map<K, number>): Record<K, number> =>
      Object.fromEntries([...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) as Record<K, number>;
    return {
      filesScanned: this.filesScanned,
      filesWithPhi: this.filesWithPhi,
      findings: this.findings,
      ...(this.review > 0 ? { reviewCandidates: this.review } : {}),
      byType: sorted(this.byType),
      skipped: this.skipped,
      skippedByReason: sorted(this.byReason),
      ioErrors: this.ioErrors,
      chars: this.chars,
    };
  }
}

/** `1,000` (en-US grouping), for progress and summaries. */
export const formatCount = (n: number): string => n.toLocaleString('en-US');

export function summaryLines(s: ScanSummary): string[] {
  const lines = [
    `${formatCount(s.filesScanned)} file${s.filesScanned === 1 ? '' : 's'} scanned, ${formatCount(s.filesWithPhi)} with PHI, ${formatCount(s.findings)} item${s.findings === 1 ? '' : 's'}` +
      (s.skipped > 0 ? `, ${formatCount(s.skipped)} skipped` : '') +
      (s.reviewCandidates ? `, ${formatCount(s.reviewCandidates)} to review` : ''),
  ];
  const types = Object.entries(s.byType);
  if (types.length > 0) lines.push(`by type: ${types.map(([t, n]) => `${t} ${formatCount(n)}`).join(', ')}`);
  const reasons = Object.entries(s.skippedByReason);
  if (reasons.length > 0) lines.push(`skipped: ${reasons.map(([r, n]) => `${r} ${formatCount(n)}`).join(', ')}`);
  return lines;
}
