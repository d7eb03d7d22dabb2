/**
 * What the window keeps in its localStorage (which Electron keeps on disk too), so a switch of
 * area, a reload or a restart of the app resumes where the user was. Each area reads its own
 * key back through its own checker: a stored value that no longer fits is dropped, never trusted.
 */
export function readStored(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the area still works, it just will not be resumed.
  }
}
