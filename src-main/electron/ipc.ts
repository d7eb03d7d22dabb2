/**
 * The bridge over Electron IPC: one `ipcMain.handle` channel per request name, each
 * answering only the app's own page in the app's own window.
 *
 * A request is refused, without its handler running, unless it comes from the main frame of
 * the window this process made, showing the page this process loaded. A frame inside the
 * window (an iframe, were one ever added), another webContents or a page navigated elsewhere
 * gets a one-line refusal instead.
 */
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import type { BridgeHandlers, Envelope, HandlerContext } from '../../src-shared/bridge';
import { dispatch } from '../handlers/dispatch';
import { invokeChannel } from './channels';

/** The page allowed to use the bridge: its webContents and the URL it was loaded from. */
export interface AppPage {
  contents: () => WebContents | null;
  url: string;
}

/** Why a request does not come from the app's page, or null when it does. */
export function foreignSender(event: IpcMainInvokeEvent, page: AppPage): string | null {
  const contents = page.contents();
  if (!contents || event.sender !== contents) return 'another web page';
  const frame = event.senderFrame;
  if (!frame) return 'a frame that is gone';
  if (frame.parent !== null) return `a frame inside the window (${frame.url.slice(0, 200)})`;
  if (withoutFragment(frame.url) !== withoutFragment(page.url))
    return `a page at ${frame.url.slice(0, 200)}`;
  return null;
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** Registers one handler per request name of the bridge; returns the channels registered. */
export function serveBridge(
  ipcMain: IpcMain,
  handlers: BridgeHandlers,
  context: HandlerContext,
  page: AppPage,
): string[] {
  return Object.keys(handlers).map((name) => {
    const channel = invokeChannel(name);
    ipcMain.handle(channel, async (event, request: unknown): Promise<Envelope<unknown>> => {
      const foreign = foreignSender(event, page);
      if (foreign) return { ok: false, error: `${name}: refused a request from ${foreign}` };
      return dispatch(handlers, name, request, context);
    });
    return channel;
  });
}
