import assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import type { Config } from '../../../../src/editor/config/config';
import type { Log } from '../../../../src/editor/log';
import type { Prompts } from '../../../../src/editor/prompts';
import { ConsentGate, SEND } from '../../../../src/editor/connection/consent';
import { parseServiceUrl } from '../../../../src/editor/connection/service-url.pure';
import type { Settings } from '../../../../src/editor/config/settings.pure';

class MemoryState implements vscode.Memento {
  private readonly values = new Map<string, unknown>();
  keys(): readonly string[] {
    return [...this.values.keys()];
  }
  get<T>(key: string, defaultValue?: T): T | undefined {
    return (this.values.has(key) ? this.values.get(key) : defaultValue) as T | undefined;
  }
  update(key: string, value: unknown): Thenable<void> {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    return Promise.resolve();
  }
}

function gate(mode: Settings['consent.mode'], answers: (string | undefined)[]) {
  const asked: string[] = [];
  const state = new MemoryState();
  const prompts = {
    confirm: (message: string) => {
      asked.push(message);
      return Promise.resolve(answers.shift());
    },
  } as unknown as Prompts;
  const config = { get: (key: string) => (key === 'consent.mode' ? mode : undefined) } as unknown as Config;
  const log = { info: () => undefined } as unknown as Log;
  return { consent: new ConsentGate(state, config, prompts, log), asked, state };
}

const remote = parseServiceUrl('https://inference.example.org');
const other = parseServiceUrl('https://other.example.org:8443');

describe('service/consent ConsentGate', () => {
  it('never asks for the local engine', async () => {
    const { consent, asked } = gate('rememberPerHost', []);
    assert.equal(await consent.allows(parseServiceUrl('')), true);
    assert.deepEqual(asked, []);
  });

  it('asks before the first send to a host, with the host in the question, and remembers a yes per host', async () => {
    const { consent, asked } = gate('rememberPerHost', [SEND, SEND]);
    assert.equal(await consent.allows(remote), true);
    assert.equal(await consent.allows(remote), true);
    assert.deepEqual(asked, ['Send text to inference.example.org? It may contain PHI.']);
    assert.equal(await consent.allows(other), true);
    assert.equal(asked.length, 2, 'another host is asked again');
  });

  it('a refusal sends nothing and is not remembered', async () => {
    const { consent, asked } = gate('rememberPerHost', [undefined, SEND]);
    assert.equal(await consent.allows(remote), false);
    assert.equal(await consent.allows(remote), true);
    assert.equal(asked.length, 2);
  });

  it('askEveryTime asks every run and stores nothing', async () => {
    const { consent, asked, state } = gate('askEveryTime', [SEND, SEND]);
    await consent.allows(remote);
    await consent.allows(remote);
    assert.equal(asked.length, 2);
    assert.deepEqual(state.keys(), []);
  });

  it('forgetAll makes every host ask again; a corrupt stored value counts as none', async () => {
    const { consent, asked, state } = gate('rememberPerHost', [SEND, SEND, SEND]);
    await consent.allows(remote);
    await consent.forgetAll();
    await consent.allows(remote);
    assert.equal(asked.length, 2);
    await state.update('textInference.consentedHosts', 'not a list');
    await consent.allows(remote);
    assert.equal(asked.length, 3);
  });
});
