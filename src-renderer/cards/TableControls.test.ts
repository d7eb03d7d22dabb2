import { describe, expect, it } from 'vitest';
import { historyShortcut, tableHistoryKey } from './TableControls';

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) =>
  historyShortcut({
    key,
    ctrlKey: mods.ctrl ?? false,
    metaKey: mods.meta ?? false,
    shiftKey: mods.shift ?? false,
  });

describe('the undo and redo shortcuts', () => {
  it('reads Ctrl or Cmd with Z, Shift+Z and Y', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('Z', { meta: true })).toBe('undo');
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('y', { meta: true })).toBe('redo');
  });

  it('leaves plain keys and other shortcuts to the table', () => {
    expect(press('z')).toBeNull();
    expect(press('y', { shift: true })).toBeNull();
    expect(press('s', { ctrl: true })).toBeNull();
  });
});

describe("the tables' history keys", () => {
  const key = (k: string, mods: { ctrl?: boolean; shift?: boolean; alt?: boolean } = {}) =>
    tableHistoryKey({
      key: k,
      ctrlKey: mods.ctrl ?? false,
      metaKey: false,
      shiftKey: mods.shift ?? false,
      altKey: mods.alt ?? false,
    });

  it('undoes with Ctrl+Z and U, redoes with Ctrl+Y, Ctrl+Shift+Z and Y', () => {
    expect(key('z', { ctrl: true })).toBe('undo');
    expect(key('u')).toBe('undo');
    expect(key('U', { shift: true })).toBe('undo');
    expect(key('y', { ctrl: true })).toBe('redo');
    expect(key('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(key('y')).toBe('redo');
  });

  it('leaves other keys alone, and plain letters held with Ctrl or Alt', () => {
    expect(key('z')).toBeNull();
    expect(key('u', { ctrl: true })).toBeNull();
    expect(key('y', { alt: true })).toBeNull();
    expect(key('d')).toBeNull();
  });
});
