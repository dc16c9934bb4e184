// package.json against the typed sources of truth, on plain Node (before any VS Code starts): commands
// (command-ids.ts), menus, views (view-ids.pure.ts) and settings (settings.pure.ts: keys, defaults,
// bounds, enums, scopes). The extension-host tests check what needs VS Code (handlers, reading settings).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { COMMANDS, PALETTE_HIDDEN } from '../../src/editor/commands/command-ids';
import { SETTING_SECTIONS } from '../../src/editor/config/setting-sections.pure';
import { SECTION, SETTING_SCOPES, SETTINGS, type SettingKey } from '../../src/editor/config/settings.pure';
import { REVIEW_CONTEXT, REVIEW_ITEMS, REVIEW_KEYBINDINGS, SELECTED_ARG } from '../../src/editor/review/context-keys.pure';
import { FINDINGS_VIEW_ID, FOLDER_SCAN_VIEW_ID, REVIEW_VIEW_ID } from '../../src/editor/findings-view/view-ids.pure';

interface Property {
  readonly type?: string;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly unknown[];
  readonly enumDescriptions?: readonly string[];
  readonly markdownEnumDescriptions?: readonly string[];
  readonly scope?: string;
  readonly markdownDescription?: string;
  readonly order?: number;
}

interface Manifest {
  readonly activationEvents: readonly string[];
  readonly contributes: {
    readonly commands: readonly { command: string; title: string; category?: string }[];
    readonly menus: Readonly<Record<string, readonly { command?: string; submenu?: string; when?: string; group?: string }[]>>;
    readonly submenus?: readonly { id: string; label: string }[];
    readonly views: Readonly<Record<string, readonly { id: string; name: string }[]>>;
    readonly viewsWelcome?: readonly { view: string; contents: string }[];
    readonly keybindings: readonly { command: string; key: string; when?: string; args?: unknown }[];
    readonly configuration: readonly { readonly id?: string; readonly title: string; readonly properties: Readonly<Record<string, Property>> }[];
  };
}

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as Manifest;
const nls = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.nls.json'), 'utf8')) as Record<string, string>;
const { contributes } = manifest;

/** A manifest string as users read it: `%key%` resolved through package.nls.json (English). */
function localized(value: string | undefined): string {
  const key = /^%(.+)%$/.exec(value ?? '')?.[1];
  return key === undefined ? (value ?? '') : (nls[key] ?? '');
}
const commandIds = new Set<string>(Object.values(COMMANDS));
const viewIds = Object.values(contributes.views).flatMap((views) => views.map((v) => v.id));

describe('package.json against the typed sources of truth', () => {
  it('every %key% of the manifest has its English text in package.nls.json', () => {
    const keys = [...JSON.stringify(manifest).matchAll(/"%([^"%]+)%"/g)].map((m) => m[1] ?? '');
    assert.ok(keys.length > 0);
    assert.deepEqual(keys.filter((k) => !(k in nls)), []);
  });

  it('activates after startup (never "*"), so its status bar item says where text goes before any command runs', () => {
    // onStartupFinished waits for the workbench to be up: it costs no startup time, and activation is
    // measured by bench P4.
    assert.deepEqual(manifest.activationEvents, ['onStartupFinished']);
  });

  describe('commands', () => {
    it('contributes exactly the ids of command-ids.ts, once each', () => {
      const contributed = contributes.commands.map((c) => c.command);
      assert.deepEqual([...contributed].sort(), [...commandIds].sort());
      assert.equal(new Set(contributed).size, contributed.length, 'a command is contributed twice');
    });

    it('gives each a title and the Text Inference category', () => {
      for (const c of contributes.commands) {
        assert.equal(localized(c.category), 'Text Inference', c.command);
        assert.ok(localized(c.title).trim().length > 0, c.command);
      }
    });
  });

  describe('menus', () => {
    it('name only contributed commands', () => {
      for (const [menu, entries] of Object.entries(contributes.menus)) {
        for (const e of entries) {
          if (e.submenu !== undefined) {
            assert.ok(contributes.submenus?.some((s) => s.id === e.submenu), `menu ${menu} names submenu ${e.submenu}, which is not contributed`);
          } else {
            assert.ok(e.command !== undefined && commandIds.has(e.command), `menu ${menu} names ${e.command}, which is not in command-ids.ts`);
          }
        }
      }
    });

    it('hide from the palette exactly the commands that need arguments', () => {
      const hidden = (contributes.menus['commandPalette'] ?? []).filter((e) => e.when === 'false').map((e) => e.command);
      assert.deepEqual([...hidden].sort(), PALETTE_HIDDEN.map((k) => COMMANDS[k]).sort());
    });

    it('refer only to contributed views in their when clauses', () => {
      for (const [menu, entries] of Object.entries(contributes.menus)) {
        for (const e of entries) {
          for (const [, view] of (e.when ?? '').matchAll(/\bview\s*==\s*([\w.-]+)/g)) {
            assert.ok(viewIds.includes(view ?? ''), `menu ${menu} (${e.command}) names view ${view}`);
          }
        }
      }
    });
  });

  describe('review keybindings and actions', () => {
    /** The `&&` terms of a when clause at the top level (a term inside parentheses or after || is optional). */
    const required = (when: string | undefined): string[] => {
      const terms: string[] = [];
      let depth = 0;
      let term = '';
      for (let i = 0; i < (when ?? '').length; i++) {
        const ch = when![i]!;
        if (ch === '(') depth++;
        if (ch === ')') depth--;
        if (depth === 0 && when!.startsWith('&&', i)) {
          terms.push(term.trim());
          term = '';
          i++;
          continue;
        }
        term += ch;
      }
      terms.push(term.trim());
      return /\|\|/.test((when ?? '').replace(/\([^()]*\)/g, '')) ? [] : terms;
    };

    it('requires one of its context keys, as a top-level && term, on each review keybinding', () => {
      for (const [key, contexts] of Object.entries(REVIEW_KEYBINDINGS)) {
        const bindings = (contributes.keybindings ?? []).filter((b) => b.command === COMMANDS[key as keyof typeof REVIEW_KEYBINDINGS]);
        for (const context of contexts) assert.ok(bindings.some((b) => required(b.when).includes(context)), `${key} has a keybinding under ${context}`);
        for (const b of bindings) assert.ok(contexts.some((c) => required(b.when).includes(c)), `${b.key} (${b.command}) needs one of ${contexts.join(', ')} in "${b.when ?? ''}"`);
      }
    });

    it('takes the one-key decisions (Alt+P, Alt+N, Alt+S) only while a revealed candidate is current, or a folder scan candidate is selected in the focused Review PHI view', () => {
      const alts = (contributes.keybindings ?? []).filter((b) => /^alt\+[a-z]$/.test(b.key));
      assert.deepEqual([...new Set(alts.map((b) => b.key))].sort(), ['alt+n', 'alt+p', 'alt+s']);
      for (const b of alts) {
        const terms = required(b.when);
        const inView = terms.includes(REVIEW_CONTEXT.scanSelected);
        assert.ok(terms.includes(REVIEW_CONTEXT.candidate) || (inView && terms.includes(`focusedView == ${REVIEW_VIEW_ID}`)), `${b.key}: ${b.when ?? ''}`);
        // The view's binding decides the selected row, which it says by its argument.
        assert.deepEqual(b.args, inView ? SELECTED_ARG : undefined, `${b.key}: ${b.when ?? ''}`);
        // The editor's binding leaves a selected folder scan row to the view's binding.
        if (!inView && /focusedView/.test(b.when ?? '')) assert.ok(/!textInference\.reviewScanSelected/.test(b.when ?? ''), `${b.key}: ${b.when ?? ''}`);
      }
    });

    it('offers PHI, Not PHI and Skip inline and on right-click for editor and folder scan candidates', () => {
      const entries = contributes.menus['view/item/context'] ?? [];
      const offered = (command: string, item: string, inline: boolean): boolean =>
        entries.some((e) => {
          if (e.command !== command || (e.group ?? '').startsWith('inline') !== inline) return false;
          if (!/\bview == textInference\.review\b/.test(e.when ?? '')) return false;
          const regex = /viewItem =~ \/(.+?)\/(?:\s|$)/.exec(e.when ?? '')?.[1];
          const equal = /viewItem == ([\w.]+)/.exec(e.when ?? '')?.[1];
          return regex !== undefined ? new RegExp(regex).test(item) : equal === item;
        });
      for (const inline of [true, false]) {
        for (const item of [REVIEW_ITEMS.candidate, REVIEW_ITEMS.scanCandidate]) {
          for (const command of [COMMANDS.markPhi, COMMANDS.markNotPhi, COMMANDS.skipReviewCandidate]) assert.ok(offered(command, item, inline), `${command} ${inline ? 'inline' : 'in the context menu'} on ${item}`);
        }
        // A decided candidate can be decided again (PHI / Not PHI), not skipped.
        for (const item of [REVIEW_ITEMS.candidateDecided, REVIEW_ITEMS.scanCandidateDecided]) {
          assert.ok(offered(COMMANDS.markPhi, item, inline) && offered(COMMANDS.markNotPhi, item, inline), item);
          assert.ok(!offered(COMMANDS.skipReviewCandidate, item, inline), item);
        }
      }
    });
  });

  describe('views', () => {
    it('contributes the typed view ids, and welcome content only for them, linking real commands', () => {
      assert.deepEqual(viewIds, [FINDINGS_VIEW_ID, FOLDER_SCAN_VIEW_ID, REVIEW_VIEW_ID]);
      for (const welcome of contributes.viewsWelcome ?? []) {
        assert.ok(viewIds.includes(welcome.view), `welcome content for unknown view ${welcome.view}`);
        for (const [, id] of welcome.contents.matchAll(/\(command:([\w.]+)/g)) assert.ok(commandIds.has(id ?? ''), `welcome links ${id}`);
      }
    });
  });

  describe('settings', () => {
    const properties: Readonly<Record<string, Property>> = Object.assign({}, ...contributes.configuration.map((s) => s.properties));
    const keys = Object.keys(SETTINGS) as SettingKey[];

    it('groups them in titled sections, in the order of setting-sections.pure.ts, each setting with its order', () => {
      assert.ok(Array.isArray(JSON.parse(JSON.stringify(contributes)).configuration), 'contributes.configuration is an array of sections');
      assert.deepEqual(contributes.configuration.map((s) => localized(s.title)), SETTING_SECTIONS.map((s) => s.title));
      assert.deepEqual(SETTING_SECTIONS.map((s) => s.title), ['Service and credentials', 'Privacy', 'PHI', 'Redaction', 'Concepts', 'Folder scan', 'Advanced']);
      contributes.configuration.forEach((declared, i) => {
        const section = SETTING_SECTIONS[i];
        assert.ok(section);
        assert.equal(declared.id, `${SECTION}.${section.id}`);
        assert.deepEqual(Object.keys(declared.properties), section.keys.map((k) => `${SECTION}.${k}`), `${section.title}: its settings, in order`);
        section.keys.forEach((key, order) => assert.equal(declared.properties[`${SECTION}.${key}`]?.order, order, `${key} order`));
      });
    });

    it('puts every setting in exactly one section', () => {
      const placed = SETTING_SECTIONS.flatMap((s) => s.keys);
      assert.deepEqual([...placed].sort(), [...keys].sort());
      assert.equal(new Set(placed).size, placed.length);
    });

    it('declares exactly the keys of settings.pure.ts', () => {
      assert.deepEqual(Object.keys(properties).sort(), keys.map((k) => `${SECTION}.${k}`).sort());
    });

    for (const key of keys) {
      it(`${key}: type, default, bounds, enum and scope as the typed source says, and described`, () => {
        const declared = properties[`${SECTION}.${key}`];
        assert.ok(declared, key);
        // The zod schema as JSON Schema: the vocabulary package.json's settings are written in.
        const expected = z.toJSONSchema(SETTINGS[key]) as Property;
        assert.equal(declared.type, expected.type, `${key} type`);
        assert.deepEqual(declared.default, SETTINGS[key].parse(undefined), `${key} default`);
        assert.equal(declared.minimum, expected.minimum, `${key} minimum`);
        assert.equal(declared.maximum, expected.maximum, `${key} maximum`);
        assert.deepEqual(declared.enum, expected.enum, `${key} enum`);
        if (declared.enum) {
          const described = declared.enumDescriptions ?? declared.markdownEnumDescriptions;
          assert.equal(described?.length, declared.enum.length, `${key} describes each enum value`);
        }
        assert.equal(declared.scope, SETTING_SCOPES[key], `${key} scope`);
        assert.ok(localized(declared.markdownDescription).length > 20, `${key} needs a markdownDescription`);
      });
    }

    it('keeps where text goes, the request budget, consent and PHI visibility out of a workspace’s reach', () => {
      const guarded = [
        'serviceUrl', 'rateLimits.postsPerMinute', 'rateLimits.getsPerMinute', 'consent.mode', 'diagnostics.severity',
        'decorations.enabled', 'minimumScore', 'phi.allowList', 'phi.denyList', 'phi.hiddenTypes', 'phi.minimumScoreByType',
        'phi.trigger', 'privacy.maskPhiText',
      ] as const;
      for (const key of guarded) assert.equal(SETTING_SCOPES[key], 'application', key);
    });

    it('has no machine-scoped setting: the Settings editor hides those from the User tab of remote and code-server windows', () => {
      assert.deepEqual(keys.filter((k) => (SETTING_SCOPES[k] as string).startsWith('machine')), []);
    });
  });
});
