/**
 * Reading a file the player opens or drops on the table: a game file is text, so bytes that
 * are not UTF-8 text (a picture, an archive) are refused by name before the parser sees them.
 */

/** Whether `bytes` read as text: valid UTF-8 with no NUL byte. */
export function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file's text, or null when it is not a text file. */
export function textOf(bytes: Uint8Array): string | null {
  return isText(bytes) ? new TextDecoder().decode(bytes) : null;
}
