// Nothing goes to a remote host before the user agreed, per host: remembered in globalState (mode
// rememberPerHost) or asked before every run (askEveryTime). The local engine never asks.
import type * as vscode from 'vscode';
import { z } from 'zod';
import type { Config } from '../config/config';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import type { ServiceTarget } from './service-url.pure';

const STATE_KEY = 'textInference.consentedHosts';
const HostsSchema = z.array(z.string());
export const SEND = 'Send';
/**
 * The first button of a modal is its default (focused, and what Enter presses), so the safe answer comes
 * first: a reflexive Enter never sends PHI to a remote host.
 */
export const DONT_SEND = "Don't Send";

export class ConsentGate {
  constructor(
    private readonly globalState: vscode.Memento,
    private readonly config: Config,
    private readonly prompts: Prompts,
    private readonly log: Log,
  ) {}

  async allows(target: ServiceTarget): Promise<boolean> {
    if (target.kind === 'local') return true;
    const remember = this.config.get('consent.mode') === 'rememberPerHost';
    if (remember && this.hosts().includes(target.host)) return true;
    const answer = await this.prompts.confirm(
      `Send text to ${target.host}? It may contain PHI.`,
      `The selected text or the whole document will be sent to ${target.baseUrl} for analysis. ` +
        (remember ? 'Your answer is remembered for this host.' : 'You are asked before every run (textInference.consent.mode).'),
      DONT_SEND,
      SEND,
    );
    const granted = answer === SEND;
    this.log.info(granted ? 'Consent given for a remote host' : 'Consent refused for a remote host', { remembered: remember && granted });
    if (granted && remember) await this.globalState.update(STATE_KEY, [...this.hosts(), target.host]);
    return granted;
  }

  /** Forgets every remembered host, so the next send to any of them asks again. */
  async forgetAll(): Promise<void> {
    await this.globalState.update(STATE_KEY, undefined);
  }

  /**
   * Hosts consented to and remembered, which an automatic run may use without asking; none when the
   * user asked to be asked every time.
   */
  rememberedHosts(): string[] {
    return this.config.get('consent.mode') === 'rememberPerHost' ? this.hosts() : [];
  }

  private hosts(): string[] {
    const parsed = HostsSchema.safeParse(this.globalState.get(STATE_KEY));
    return parsed.success ? parsed.data : [];
  }
}
