// How long the e2e tests wait, and how they wait: for a state, never for a while.
//
// One per-step budget covers every wait (a widget to show, a command to finish, the engine's run): CI runs
// the stage on a fresh clone on a shared runner, where the workbench can take tens of seconds for what takes
// one here. A budget costs nothing when things go well (waits end when the state is reached), so it is
// generous. TI_E2E_STEP_TIMEOUT_MS overrides it (in ms); a mocha test gets ten steps' worth
// (TI_E2E_TEST_TIMEOUT_MS overrides that).
//
// An interaction the workbench can swallow (a click before the editor took focus, a key sent before a
// widget opened) is repeated a bounded number of times by `retryUntil`, checking its effect each time, and
// each repeat is logged, so that a pass that needed one is visible in the output.

function readMs(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(`${name} must be a positive number of milliseconds, not ${JSON.stringify(raw)}`);
  return ms;
}

/** The budget of one step (one thing waited for). */
export const STEP_TIMEOUT_MS = readMs('TI_E2E_STEP_TIMEOUT_MS', 60_000);
/** The budget of one mocha test or hook (several steps). */
export const TEST_TIMEOUT_MS = readMs('TI_E2E_TEST_TIMEOUT_MS', 10 * STEP_TIMEOUT_MS);

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

const POLL_MS = 100;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

export interface Probe<T> {
  /** Done when `ok`; `seen` is what the failure message reports as the last state observed. */
  readonly ok: boolean;
  readonly value?: T;
  readonly seen?: unknown;
}

/**
 * Polls `probe` until it reports `ok`, for at most `timeout` ms. The error names `what` was awaited, for how
 * long, and the last state seen.
 */
export async function waitUntil<T>(what: string, probe: () => Promise<Probe<T>>, timeout: number = STEP_TIMEOUT_MS): Promise<T> {
  const started = Date.now();
  let last: Probe<T> | undefined;
  for (;;) {
    last = await probe();
    if (last.ok) return last.value as T;
    if (Date.now() - started >= timeout) break;
    await sleep(POLL_MS);
  }
  throw new Error(`waited ${seconds(Date.now() - started)} for ${what}; last seen: ${describe(last.seen)}`);
}

/** Resolves true when `wait` (a playwright wait) succeeds within its own timeout, false when it times out. */
export function reached(wait: Promise<unknown>): Promise<boolean> {
  return wait.then(
    () => true,
    () => false,
  );
}

export interface RetryOptions {
  /** How many times the interaction is done at most (the first time included). */
  tries?: number;
  /** The whole budget, shared by the tries. */
  timeout?: number;
}

/**
 * Does `act`, then waits for `effect` (a probe, as in `waitUntil`) for a share of the budget; when the effect
 * does not show, does `act` again (with the attempt number, so it can first put things back), up to `tries`
 * times. Each repeat is logged. The error names what was awaited, how often it was tried, for how long.
 */
export async function retryUntil<T>(
  what: string,
  act: (attempt: number) => Promise<void>,
  effect: () => Promise<Probe<T>>,
  { tries = 3, timeout = STEP_TIMEOUT_MS }: RetryOptions = {},
): Promise<T> {
  const started = Date.now();
  let last: Probe<T> | undefined;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (attempt > 1) console.log(`      [e2e] retrying (${attempt} of ${tries}, after ${seconds(Date.now() - started)}): ${what}; last seen: ${describe(last?.seen)}`);
    await act(attempt);
    // Each try gets an equal share of what is left, the last one all of it.
    const share = (timeout - (Date.now() - started)) / (tries - attempt + 1);
    const tryStarted = Date.now();
    for (;;) {
      last = await effect();
      if (last.ok) return last.value as T;
      if (Date.now() - tryStarted >= share) break;
      await sleep(POLL_MS);
    }
  }
  throw new Error(`waited ${seconds(Date.now() - started)} (${tries} tries) for ${what}; last seen: ${describe(last?.seen)}`);
}
