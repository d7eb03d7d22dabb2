import { constants as fsConstants, promises as fs } from 'node:fs';
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
 *
 * Updates run one at a time, each merged onto what was last saved, and the copy in memory
 * changes only once its write has succeeded: a failed write rejects that update alone (its
 * patch is not kept, in memory or on disk, so the two always agree) and the next update
 * writes afresh. Nothing is retried behind the caller's back; the window is told and may
 * try again.
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

  /**
   * Checks that the settings folder can be used: made if missing, a folder, readable and
   * writable, and its settings file (if there is one yet) a file. Throws one line naming the
   * folder otherwise.
   */
  async checkFolder(): Promise<void> {
    const folder = path.dirname(this.file);
    const refuse = (why: string) =>
      new Error(`the settings folder ${folder} cannot be used: ${why}`);
    try {
      await fs.mkdir(folder, { recursive: true });
    } catch (error) {
      throw refuse(reasonOf(error));
    }
    const stat = await fs.stat(folder).catch((error: unknown) => {
      throw refuse(reasonOf(error));
    });
    if (!stat.isDirectory()) throw refuse('it is a file, not a folder');
    await fs.access(folder, fsConstants.R_OK | fsConstants.W_OK).catch((error: unknown) => {
      throw refuse(reasonOf(error));
    });
    const file = await fs.stat(this.file).catch(() => null);
    if (file && !file.isFile()) {
      throw refuse(`${path.basename(this.file)} in it is not a file (a folder?)`);
    }
  }

  /**
   * Merges a patch onto the saved settings, validates it field by field, saves, and returns
   * what was stored. Rejects, changing nothing, when the file cannot be written.
   */
  update(patch: SettingsPatch): Promise<Settings> {
    const saved = this.writing.then(async () => {
      const next = SettingsSchema.parse({ ...this.current, ...patch });
      await this.write(next);
      this.current = next;
      return next;
    });
    this.writing = saved.then(
      () => undefined,
      () => undefined,
    );
    return saved;
  }

  private async write(settings: Settings): Promise<void> {
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      await fs.mkdir(path.dirname(this.file), { recursive: true });
      await fs.writeFile(temporary, JSON.stringify(settings, null, 2) + '\n', 'utf8');
      await fs.rename(temporary, this.file);
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      throw new Error(`cannot save the settings to ${this.file}: ${reasonOf(error)}`);
    }
  }
}

/** What went wrong with a file or folder, in words rather than an errno. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EEXIST':
      return 'it is a file, not a folder';
    case 'ENOTDIR':
      return 'a file stands where a folder should be';
    case 'EISDIR':
      return 'a folder stands where the file should be';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the disk is read-only';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return (error as Error).message;
  }
}
