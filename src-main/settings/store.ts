import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SETTINGS,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../src-shared/settings';

export interface LoadReport {
  settings: Settings;
  /** Why the file on disk was not used as it was, if it was not. */
  problem: string | null;
  /** Where an unreadable file was moved so that nothing the user had is lost. */
  backup: string | null;
}

/**
 * Settings kept as one JSON file (settings.json in the user-data folder). Reading never
 * fails: a missing file gives the defaults, a corrupt one is kept aside as
 * settings.json.corrupt-<time> and the defaults are used, and a bad or unknown key is
 * dropped alone. Writes go to a temporary file first and are renamed into place, so a crash
 * mid-write cannot leave a half-written file.
 */
export class SettingsStore {
  readonly file: string;
  private current: Settings = DEFAULT_SETTINGS;
  private writing: Promise<void> = Promise.resolve();

  constructor(folder: string, fileName = 'settings.json') {
    this.file = path.join(folder, fileName);
  }

  get(): Settings {
    return this.current;
  }

  async load(): Promise<LoadReport> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      this.current = DEFAULT_SETTINGS;
      return {
        settings: this.current,
        problem: code === 'ENOENT' ? null : `cannot read ${this.file}: ${(error as Error).message}`,
        backup: null,
      };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      const backup = `${this.file}.corrupt-${Date.now()}`;
      await fs.rename(this.file, backup).catch(() => undefined);
      this.current = DEFAULT_SETTINGS;
      return {
        settings: this.current,
        problem: `${this.file} is not valid JSON (${(error as Error).message}); using defaults`,
        backup,
      };
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      this.current = DEFAULT_SETTINGS;
      return {
        settings: this.current,
        problem: `${this.file} does not hold a JSON object; using defaults`,
        backup: null,
      };
    }
    this.current = SettingsSchema.parse(raw);
    return { settings: this.current, problem: null, backup: null };
  }

  /** Merges a patch, validates it field by field, saves, and returns what was stored. */
  async update(patch: SettingsPatch): Promise<Settings> {
    this.current = SettingsSchema.parse({ ...this.current, ...patch });
    const snapshot = this.current;
    this.writing = this.writing.then(() => this.write(snapshot));
    await this.writing;
    return this.current;
  }

  private async write(settings: Settings): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, JSON.stringify(settings, null, 2) + '\n', 'utf8');
    await fs.rename(temporary, this.file);
  }
}
