import { describe, expect, it } from 'vitest';
import { historyShortcut } from './TableControls';

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
