// The manifest and the running extension agree: every contributed command has a handler, every registered
// command is contributed, and every setting is read through the config module's zod schemas (an invalid
// value falls back to the default with a warning). package.json against the typed sources of truth
// (ids, menus, views, setting defaults, bounds and scopes) is checked earlier, on Node: test/unit/manifest.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import * as vscode from 'vscode';
import { SETTINGS, type SettingKey } from '../../src/editor/config/settings.pure';
import { EXTENSION_ID, scripted, setGlobal, testingApi, until } from './support/extension';

interface Manifest {
  contributes: {
    commands: { command: string; title: string; category?: string }[];
    configuration: { properties: Record<string, { default: unknown; markdownDescription?: string; scope?: string }> };
    menus: Record<string, { command?: string; submenu?: string; when?: string; group?: string }[]>;
    submenus?: { id: string; label: string }[];
    views?: Record<string, { id: string }[]>;
    keybindings?: { command: string; key: string; mac?: string; when?: string }[];
  };
}

function manifest(): Manifest {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(extension);
  return extension.packageJSON as Manifest;
}

/** VS Code registers `<viewId>.focus` and similar for each contributed view; they are not ours to contribute. */
function isViewCommand(id: string, m: Manifest): boolean {
  const viewIds = Object.values(m.contributes.views ?? {}).flatMap((views) => views.map((v) => v.id));
  return viewIds.some((view) => id.startsWith(`${view}.`));
}

// Values the schema rejects, per key, and valid non-default values it must pass through.
const INVALID: Record<SettingKey, unknown> = {
  serviceUrl: 42,
  'polling.firstWaitMs': 5,
  'polling.maxAttempts': 'eight',
  'rateLimits.postsPerMinute': 0,
  'rateLimits.getsPerMinute': -1,
  'diagnostics.severity': 'loud',
  'decorations.enabled': 'yes',
  'consent.mode': 'never',
  minimumScore: 2,
  'concepts.hideNegated': 'yes',
  'concepts.showContext': 1,
  'redaction.strategy': 'scramble',
  'redaction.strategyByType': { PATIENT: 'nickname' },
  'redaction.consistency': 'forever',
  'redaction.dateShift.minDays': 1.5,
  'redaction.dateShift.maxDays': 100_000,
  'redaction.dateShift.per': 'visit',
  'redaction.mask.character': '**',
  'redaction.mask.fixedLength': -1,
  'redaction.preview': 'no',
  'redaction.requireReview': 'yes',
  'phi.allowList': 'Parkinson',
  'phi.denyList': [3],
  'phi.hiddenTypes': 'AGE',
  'phi.minimumScoreByType': { AGE: 2 },
  'privacy.maskPhiText': 'on',
  'phi.trigger': 'always',
  'scan.include': '*.txt',
  'scan.exclude': [1],
  'scan.useGitignore': 'yes',
  'scan.maxFileSizeMB': 0,
};
const VALID: Record<SettingKey, unknown> = {
  serviceUrl: 'https://inference.example.org',
  'polling.firstWaitMs': 250,
  'polling.maxAttempts': 3,
  'rateLimits.postsPerMinute': 20,
  'rateLimits.getsPerMinute': 600,
  'diagnostics.severity': 'warning',
  'decorations.enabled': false,
  'consent.mode': 'askEveryTime',
  minimumScore: 0.7,
  'concepts.hideNegated': true,
  'concepts.showContext': true,
  'redaction.strategy': 'pseudonym',
  'redaction.strategyByType': { DATE: 'dateShift' },
  'redaction.consistency': 'session',
  'redaction.dateShift.minDays': -90,
  'redaction.dateShift.maxDays': 90,
  'redaction.dateShift.per': 'patient',
  'redaction.mask.character': '#',
  'redaction.mask.fixedLength': 6,
  'redaction.preview': false,
  'redaction.requireReview': true,
  'phi.allowList': ['Parkinson'],
  'phi.denyList': ['HOSPITAL: Harbor Clinic'],
  'phi.hiddenTypes': ['PROFESSION'],
  'phi.minimumScoreByType': { PROFESSION: 0.8 },
  'privacy.maskPhiText': true,
  'phi.trigger': 'onSave',
  'scan.include': ['**/*.note'],
  'scan.exclude': ['drafts/**'],
  'scan.useGitignore': false,
  'scan.maxFileSizeMB': 20,
};

describe('smoke: manifest and activation', () => {
  it('the extension activates', async () => {
    const api = await testingApi();
    assert.ok(vscode.extensions.getExtension(EXTENSION_ID)?.isActive);
    assert.ok(api.serviceLabel().length > 0);
  });

  it('every contributed command has a handler, and every registered textInference command is contributed', async () => {
    await testingApi();
    const m = manifest();
    const registered = (await vscode.commands.getCommands(true)).filter((id) => id.startsWith('textInference.') && !isViewCommand(id, m));
    const contributed = m.contributes.commands.map((c) => c.command);
    for (const id of contributed) assert.ok(registered.includes(id), `no handler for ${id}`);
    for (const id of registered) assert.ok(contributed.includes(id), `${id} is registered but not contributed`);
  });

  describe('config reads every setting through its schema', () => {
    const keys = Object.keys(SETTINGS) as SettingKey[];
    afterEach(async () => {
      for (const key of keys) await setGlobal(key, undefined);
      (await testingApi()).usePrompts(undefined);
    });

    for (const key of keys) {
      it(`${key}: a valid value is read, an invalid one gives the default and a warning`, async () => {
        const { api, prompts } = await scripted();
        await setGlobal(key, VALID[key]);
        await until(() => isDeepStrictEqual(api.settings()[key], VALID[key]), `${key} to read ${String(VALID[key])}`);
        await setGlobal(key, INVALID[key]);
        await until(() => prompts.messages('warning').some((m) => m.includes(`textInference.${key}`)), `a warning naming ${key}`);
        assert.deepEqual(api.settings()[key], SETTINGS[key].parse(undefined));
      });
    }
  });
});
