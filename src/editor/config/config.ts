// Reads `textInference.*` settings through the zod schemas of settings.ts. An invalid value is reported
// once (per value) and replaced by its default, so a typo in settings.json never breaks a command.
import * as vscode from 'vscode';
import { SECTION, SETTINGS, type SettingKey, type Settings } from './settings.pure';

export interface ConfigChange {
  affects(key: SettingKey): boolean;
}

export interface InvalidSetting {
  readonly key: SettingKey;
  readonly problem: string;
}

export function readSettings(configuration: vscode.WorkspaceConfiguration): { settings: Settings; invalid: InvalidSetting[] } {
  const invalid: InvalidSetting[] = [];
  const entries = (Object.keys(SETTINGS) as SettingKey[]).map((key) => {
    const schema = SETTINGS[key];
    const raw: unknown = configuration.get(key);
    const parsed = schema.safeParse(raw);
    if (parsed.success) return [key, parsed.data] as const;
    invalid.push({ key, problem: parsed.error.issues[0]?.message ?? 'invalid value' });
    return [key, schema.parse(undefined)] as const;
  });
  return { settings: Object.fromEntries(entries) as Settings, invalid };
}

export class Config implements vscode.Disposable {
  private current: Settings;
  private readonly emitter = new vscode.EventEmitter<ConfigChange>();
  private readonly subscription: vscode.Disposable;
  readonly onDidChange = this.emitter.event;

  constructor(private readonly onInvalid: (invalid: readonly InvalidSetting[]) => void = () => undefined) {
    this.current = this.load();
    this.subscription = vscode.workspace.onDidChangeConfiguration((e) => {
      if (!e.affectsConfiguration(SECTION)) return;
      this.current = this.load();
      this.emitter.fire({ affects: (key) => e.affectsConfiguration(`${SECTION}.${key}`) });
    });
  }

  /** A validated snapshot; take a fresh one per operation rather than holding it. */
  get settings(): Settings {
    return this.current;
  }

  get<K extends SettingKey>(key: K): Settings[K] {
    return this.current[key];
  }

  private load(): Settings {
    const { settings, invalid } = readSettings(vscode.workspace.getConfiguration(SECTION));
    if (invalid.length > 0) this.onInvalid(invalid);
    return settings;
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
  }
}
