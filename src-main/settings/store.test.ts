import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { SettingsStore } from './store';

function folder(): string {
  return mkdtempSync(path.join(tmpdir(), 'settings-'));
}

describe('SettingsStore', () => {
  it('uses the defaults when the file is missing, without complaint', async () => {
    const store = new SettingsStore(folder());
    const report = await store.load();
    expect(report.settings).toEqual(DEFAULT_SETTINGS);
    expect(report.problem).toBeNull();
    expect(report.settings.theme).toBe('system');
    expect(report.settings.window).toEqual({ width: 1280, height: 800, maximized: false });
  });

  it('keeps a corrupt file aside and falls back to the defaults', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'settings.json'), '{"theme": "dark", ');
    const store = new SettingsStore(dir);
    const report = await store.load();
    expect(report.settings).toEqual(DEFAULT_SETTINGS);
    expect(report.problem).toMatch(/settings\.json is not valid JSON/);
    expect(report.backup).not.toBeNull();
    expect(readFileSync(report.backup!, 'utf8')).toBe('{"theme": "dark", ');
    expect(existsSync(path.join(dir, 'settings.json'))).toBe(false);
  });

  it('rejects a file that is JSON but not an object', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'settings.json'), '[1,2,3]');
    const report = await new SettingsStore(dir).load();
    expect(report.settings).toEqual(DEFAULT_SETTINGS);
    expect(report.problem).toMatch(/does not hold a JSON object/);
  });

  it('drops unknown keys and resets only the bad fields', async () => {
    const dir = folder();
    writeFileSync(
      path.join(dir, 'settings.json'),
      JSON.stringify({
        theme: 'dark',
        area: 'nowhere',
        window: { width: 900, height: 700 },
        mystery: 42,
      }),
    );
    const store = new SettingsStore(dir);
    const report = await store.load();
    expect(report.settings).toEqual({
      theme: 'dark',
      area: 'autosolve',
      window: { width: 900, height: 700, maximized: false },
      autosolve: DEFAULT_SETTINGS.autosolve,
    });
    expect('mystery' in report.settings).toBe(false);
  });

  it('saves atomically and reads back what it saved', async () => {
    const dir = folder();
    const store = new SettingsStore(dir);
    await store.load();
    await store.update({ theme: 'light' });
    await store.update({ area: 'war' });
    const onDisk = JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'));
    expect(onDisk.theme).toBe('light');
    expect(onDisk.area).toBe('war');
    expect(readdirSync(dir)).toEqual(['settings.json']);
    const again = new SettingsStore(dir);
    expect((await again.load()).settings).toEqual(store.get());
  });

  it('refuses an invalid patch value by keeping the field valid', async () => {
    const store = new SettingsStore(folder());
    await store.load();
    const saved = await store.update({ theme: 'purple' as never });
    expect(saved.theme).toBe('system');
  });

  // The folder made unusable by putting a file in its place: chmod would not stop root.
  it('keeps memory and disk in agreement through a failed write, and the next write works', async () => {
    const parent = folder();
    const dir = path.join(parent, 'settings');
    const store = new SettingsStore(dir);
    await store.load();
    await store.update({ theme: 'light' });
    const onDisk = () => JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'));

    renameSync(dir, `${dir}.away`);
    writeFileSync(dir, 'not a folder');
    await expect(store.update({ theme: 'dark', area: 'war' })).rejects.toThrow(
      `cannot save the settings to ${path.join(dir, 'settings.json')}: it is a file, not a folder`,
    );
    // The failed patch is not kept: memory holds what the disk holds.
    expect(store.get().theme).toBe('light');
    expect(store.get().area).toBe('autosolve');

    rmSync(dir);
    renameSync(`${dir}.away`, dir);
    expect(onDisk()).toEqual(store.get());
    const saved = await store.update({ area: 'klondike' });
    expect(saved).toMatchObject({ theme: 'light', area: 'klondike' });
    expect(onDisk()).toEqual(store.get());
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('writes queued updates in order, each onto the last saved', async () => {
    const dir = folder();
    const store = new SettingsStore(dir);
    await store.load();
    const [a, b] = await Promise.all([
      store.update({ theme: 'dark' }),
      store.update({ area: 'molek' }),
    ]);
    expect(a).toMatchObject({ theme: 'dark', area: 'autosolve' });
    expect(b).toMatchObject({ theme: 'dark', area: 'molek' });
    expect(JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'))).toEqual(store.get());
  });

  it('says when the folder cannot be used, naming it', async () => {
    const parent = folder();
    const file = path.join(parent, 'a-file');
    writeFileSync(file, '');
    await expect(new SettingsStore(file).checkFolder()).rejects.toThrow(
      `the settings folder ${file} cannot be used: it is a file, not a folder`,
    );
    await expect(new SettingsStore(path.join(file, 'inside')).checkFolder()).rejects.toThrow(
      `the settings folder ${path.join(file, 'inside')} cannot be used: a file stands where a folder should be`,
    );
    const made = path.join(parent, 'new', 'folder');
    await new SettingsStore(made).checkFolder();
    expect(existsSync(made)).toBe(true);
    mkdirSync(path.join(parent, 'there'));
    await new SettingsStore(path.join(parent, 'there')).checkFolder();
    mkdirSync(path.join(parent, 'there', 'settings.json'));
    await expect(new SettingsStore(path.join(parent, 'there')).checkFolder()).rejects.toThrow(
      `the settings folder ${path.join(parent, 'there')} cannot be used: settings.json in it is not a file (a folder?)`,
    );
  });
});
