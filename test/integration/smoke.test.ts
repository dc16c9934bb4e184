// The manifest and the code agree: every contributed command has a handler, every registered command is
// contributed, the typed command table is package.json's list, and every setting is read through the
// config module's zod schemas (an invalid value falls back to the default with a warning).
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { COMMANDS } from '../../src/editor/commands/command-ids';
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
  activationEvents: string[];
}

function manifest(): Manifest {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(extension);
  return extension.packageJSON as Manifest;
}

/** A manifest string as users read it: `%key%` resolved through package.nls.json (English). */
function localized(value: string | undefined): string {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(extension);
  const key = /^%(.+)%$/.exec(value ?? '')?.[1];
  if (key === undefined) return value ?? '';
  const nls = JSON.parse(readFileSync(join(extension.extensionPath, 'package.nls.json'), 'utf8')) as Record<string, string>;
  const text = nls[key];
  assert.ok(text, `package.nls.json has no ${key}`);
  return text;
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
  'phi.allowList': 'Parkinson',
  'phi.denyList': [3],
  'phi.hiddenTypes': 'AGE',
  'phi.minimumScoreByType': { AGE: 2 },
  'privacy.maskPhiText': 'on',
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
  minimumScore: 0.5,
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
  'phi.allowList': ['Parkinson'],
  'phi.denyList': ['HOSPITAL: Harbor Clinic'],
  'phi.hiddenTypes': ['PROFESSION'],
  'phi.minimumScoreByType': { PROFESSION: 0.8 },
  'privacy.maskPhiText': true,
};

describe('smoke: manifest and activation', () => {
  it('the extension activates', async () => {
    const api = await testingApi();
    assert.ok(vscode.extensions.getExtension(EXTENSION_ID)?.isActive);
    assert.ok(api.serviceLabel().length > 0);
  });

  it('activation is implicit from contributions (never "*")', () => {
    assert.deepEqual(manifest().activationEvents, []);
  });

  it('the typed command table equals contributes.commands, each with category and title', () => {
    const contributed = manifest().contributes.commands;
    assert.deepEqual(contributed.map((c) => c.command).sort(), Object.values(COMMANDS).sort());
    for (const c of contributed) {
      assert.equal(localized(c.category), 'Text Inference', c.command);
      assert.ok(localized(c.title).length > 0, c.command);
    }
  });

  it('every contributed command has a handler, and every registered textInference command is contributed', async () => {
    await testingApi();
    const m = manifest();
    const registered = (await vscode.commands.getCommands(true)).filter((id) => id.startsWith('textInference.') && !isViewCommand(id, m));
    const contributed = m.contributes.commands.map((c) => c.command);
    for (const id of contributed) assert.ok(registered.includes(id), `no handler for ${id}`);
    for (const id of registered) assert.ok(contributed.includes(id), `${id} is registered but not contributed`);
  });

  it('menus only name contributed commands; internal ones are hidden from the palette', () => {
    const m = manifest();
    const contributed = new Set(m.contributes.commands.map((c) => c.command));
    const submenus = new Set(m.contributes.submenus?.map((s) => s.id));
    for (const [menu, entries] of Object.entries(m.contributes.menus)) {
      for (const e of entries) assert.ok(e.command ? contributed.has(e.command) : submenus.has(e.submenu ?? ''), `${menu} names ${e.command ?? e.submenu}`);
    }
    const palette = new Map(m.contributes.menus['commandPalette']?.map((e) => [e.command, e.when]));
    for (const id of [COMMANDS.redactItem, COMMANDS.revealFinding, COMMANDS.copyToClipboard, COMMANDS.redactAllInSelection, COMMANDS.redactAllInDocument, COMMANDS.redactFinding, COMMANDS.copyFinding]) {
      assert.equal(palette.get(id), 'false', id);
    }
    assert.equal(palette.get(COMMANDS.copyEmbedding), 'textInference.hasEmbedding');
    // One "Text Inference" submenu in the editor's context menu, with or without a selection.
    assert.deepEqual(m.contributes.menus['editor/context'], [{ submenu: 'textInference.editorContext', group: '9_textInference@1' }]);
    assert.deepEqual(m.contributes.submenus?.map((sub) => [sub.id, localized(sub.label)]), [['textInference.editorContext', 'Text Inference']]);
    const inSubmenu = m.contributes.menus['textInference.editorContext'] ?? [];
    assert.deepEqual(inSubmenu.map((e) => e.command), [
      COMMANDS.findPhi,
      COMMANDS.findConcepts,
      COMMANDS.findConceptsWithOntologies,
      COMMANDS.redactPhi,
      COMMANDS.getEmbedding,
      COMMANDS.toggleDecorations,
      COMMANDS.clearResults,
    ]);
    assert.ok(inSubmenu.every((e) => e.when === undefined), 'no selection needed: they act on the document');
  });

  it('its keybindings collide with none of VS Code’s default keybindings', async () => {
    const ours = manifest().contributes.keybindings ?? [];
    assert.deepEqual(ours.map((k) => k.command), [COMMANDS.findPhi, COMMANDS.findConcepts, COMMANDS.redactPhi]);
    // The workbench's own list of every default keybinding (this platform's keys), as the user sees it.
    await vscode.commands.executeCommand('workbench.action.openDefaultKeybindingsFile');
    const shown = (): string => {
      const d = vscode.window.activeTextEditor?.document;
      return d && d.uri.scheme !== 'file' && d.getText().includes('"command"') ? d.getText() : '';
    };
    await until(() => shown() !== '', 'the default keybindings');
    const text = shown();
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    const bindings = text
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n');
    const pairs = [...bindings.matchAll(/"key":\s*"([^"]+)",\s*"command":\s*"([^"]+)"/g)].map(([, key, command]) => ({ key: key ?? '', command: command ?? '' }));
    assert.ok(pairs.length > 300, `read ${pairs.length} default keybindings`);
    for (const k of ours) {
      const taken = pairs.filter((p) => p.key === k.key && !p.command.startsWith('textInference.'));
      assert.deepEqual(taken, [], `${k.key} is already VS Code's`);
      // A chord's first stroke must not be a complete default binding of its own (it would fire first).
      const [first] = k.key.split(' ');
      assert.ok(first === 'ctrl+k' || !pairs.some((p) => p.key === first), `${first} is bound on its own`);
    }
  });

  it('package.json settings and settings.ts have the same keys and defaults, each described', () => {
    const properties = manifest().contributes.configuration.properties;
    const keys = Object.keys(SETTINGS) as SettingKey[];
    assert.deepEqual(Object.keys(properties).sort(), keys.map((k) => `textInference.${k}`).sort());
    for (const key of keys) {
      const declared = properties[`textInference.${key}`];
      assert.ok(declared);
      assert.deepEqual(declared.default, SETTINGS[key].parse(undefined), key);
      assert.ok(localized(declared.markdownDescription).length > 20, `${key} needs a markdownDescription`);
    }
    assert.equal(properties['textInference.serviceUrl']?.scope, 'machine');
    assert.equal(properties['textInference.consent.mode']?.scope, 'application');
    // A workspace must not be able to raise the request budget against a remote service either.
    assert.equal(properties['textInference.rateLimits.postsPerMinute']?.scope, 'machine');
    assert.equal(properties['textInference.rateLimits.getsPerMinute']?.scope, 'machine');
    // Nor hide PHI: the lists in settings are the user's own, the type settings the machine's.
    assert.equal(properties['textInference.phi.allowList']?.scope, 'application');
    assert.equal(properties['textInference.phi.denyList']?.scope, 'application');
    assert.equal(properties['textInference.phi.hiddenTypes']?.scope, 'machine');
    assert.equal(properties['textInference.phi.minimumScoreByType']?.scope, 'machine');
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
