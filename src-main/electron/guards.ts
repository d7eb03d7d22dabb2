/**
 * The guards every web page of the desktop app lives under. They are applied to each
 * webContents as Electron creates it (`app.on('web-contents-created')`), so a window, a
 * devtools page or anything a future change opens is covered without remembering to.
 *
 * The window has no links and no second page: it never needs to navigate, open a window,
 * embed a <webview> or use a browser permission (camera, notifications, clipboard reads…).
 */
import type { Session, WebContents } from 'electron';

const refuse = (event: { preventDefault(): void }) => event.preventDefault();

/** Refuses every browser permission, whether asked for (request) or checked (check). */
export function guardSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

export function guardWebContents(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', refuse);
  contents.on('will-frame-navigate', refuse);
  contents.on('will-redirect', refuse);
  contents.on('will-attach-webview', refuse);
  guardSession(contents.session);
}
