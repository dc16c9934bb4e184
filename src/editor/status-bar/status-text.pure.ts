// What the status bar item says: which service text goes to, named so it cannot be taken for a port
// forward; the count of runs in progress and of runs paused for the user's answer; and a tooltip that
// says what each number is, the lexicon loaded and the request budget left. Pure, unit-tested on Node.
import type { BudgetSnapshot } from '../../api/types';

export interface StatusFacts {
  readonly kind: 'local' | 'remote' | 'invalid';
  /** The host (remote), or anything (local / invalid). */
  readonly label: string;
  readonly running: number;
  readonly paused: number;
  /** Remote only, once a client exists. */
  readonly budget?: BudgetSnapshot;
  /** Local only, once the engine has loaded it ("full lexicon, 6,861 concepts"). */
  readonly lexicon?: string;
}

export function statusText(f: StatusFacts): string {
  const icon = f.running > 0 ? '$(sync~spin)' : f.paused > 0 ? '$(watch)' : f.kind === 'local' ? '$(shield)' : f.kind === 'remote' ? '$(cloud)' : '$(warning)';
  const where = f.kind === 'local' ? 'local engine' : f.kind === 'remote' ? `remote ${f.label}` : 'invalid service URL';
  const counts = [f.running > 0 ? `${f.running} running` : '', f.paused > 0 ? `${f.paused} paused` : ''].filter((s) => s !== '');
  return [`${icon} Text Inference: ${where}`, ...counts].join(' · ');
}

function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

export function lexiconLine(lexicon: string | undefined): string {
  return lexicon ? `Lexicon: ${lexicon}.` : 'Lexicon: loaded when the local engine starts (on the first run).';
}

export function budgetLine(budget: BudgetSnapshot | undefined): string {
  if (!budget) return 'Request budget: full (nothing sent yet).';
  const per = budget.windowMs === 60_000 ? 'this minute' : `in ${Math.round(budget.windowMs / 1000)} s`;
  return `Request budget left ${per}: ${budget.posts.remaining} of ${budget.posts.limit} submissions, ${budget.gets.remaining} of ${budget.gets.limit} result checks.`;
}

/** Tooltip lines (plain text, one fact each). */
export function statusTooltip(f: StatusFacts): string[] {
  const lines: string[] = [];
  if (f.kind === 'local') lines.push('Text Inference sends text to the local engine: it runs on this machine and nothing leaves it.');
  else if (f.kind === 'remote') lines.push(`Text Inference sends text to the remote service at ${f.label} (after asking you once per host).`);
  else lines.push('Text Inference: the service URL setting is not valid; runs stop until it is fixed or cleared.');
  lines.push(f.running === 0 ? 'No run in progress.' : `${plural(f.running, 'run', 'runs')} in progress (the number after the name).`);
  if (f.paused > 0) lines.push(`${plural(f.paused, 'run waits', 'runs wait')} for a result you stopped watching: Keep Waiting is in the actions.`);
  if (f.kind === 'local') lines.push(lexiconLine(f.lexicon), 'Request budget: none (the local engine has no rate limits).');
  if (f.kind === 'remote') lines.push(budgetLine(f.budget));
  lines.push('Click for actions.');
  return lines;
}
