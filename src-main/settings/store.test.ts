import { mkdtempSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
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
});
