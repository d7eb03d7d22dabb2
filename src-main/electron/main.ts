/**
 * The Electron main process: one hardened window, a menu, settings in the user-data folder,
 * and the bridge handlers over IPC. Everything that is not Electron-specific lives elsewhere
 * in src-main and runs under plain Node too.
 */
import {
  app,
  BrowserWindow,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  session,
  shell,
  utilityProcess,
} from 'electron';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  IPC_EVENT,
  IPC_INVOKE,
  type BridgeEvents,
  type Envelope,
  type EventName,
  type HandlerContext,
} from '../../src-shared/bridge';
import { createHandlers } from '../handlers';
import { dispatch } from '../handlers/dispatch';
import { utilityLauncher } from '../solver/utility-launcher';
import { SettingsStore } from '../settings/store';
import { CONTENT_SECURITY_POLICY } from '../web-host/csp';
import { APP_NAME, APP_VERSION } from '../version';

let window: BrowserWindow | null = null;

/** Stops an auto-solve run from anywhere on the desktop. */
export const PANIC_SHORTCUT = 'CommandOrControl+Alt+S';

const context: HandlerContext = {
  emit<E extends EventName>(event: E, payload: BridgeEvents[E]) {
    window?.webContents.send(IPC_EVENT, event, payload);
  },
};

async function openFile(): Promise<void> {
  if (!window) return;
  const result = await dialog.showOpenDialog(window, {
    title: 'Open a game file or screenshot',
    properties: ['openFile'],
    filters: [
      { name: 'Games and screenshots', extensions: ['txt', 'png', 'jpg', 'jpeg', 'board'] },
      { name: 'All files', extensions: ['*'] },
    ],
  });
  const file = result.filePaths[0];
  if (result.canceled || !file) return;
  try {
    const data = await fs.readFile(file);
    context.emit('file.opened', {
      path: file,
      name: path.basename(file),
      base64: data.toString('base64'),
    });
  } catch (error) {
    context.emit('status', {
      source: 'app',
      level: 'error',
      message: `cannot open ${file}: ${(error as Error).message}`,
    });
  }
}

function buildMenu(): Menu {
  return Menu.buildFromTemplate([
    {
      label: 'File',
      submenu: [
        { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => void openFile() },
        { type: 'separator' },
        { role: 'quit', label: 'Quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    {
      label: 'Help',
      submenu: [
        {
          label: 'About',
          click: () =>
            void dialog.showMessageBox({
              type: 'info',
              title: `About ${APP_NAME}`,
              message: `${APP_NAME} ${APP_VERSION}`,
              detail:
                'Auto-solves MOLEK-SYNTEZ solitaire on screen, plays Klondike, simulates War.',
            }),
        },
      ],
    },
  ]);
}

async function createWindow(settings: SettingsStore): Promise<void> {
  const bounds = settings.get().window;
  window = new BrowserWindow({
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    title: APP_NAME,
    show: false,
    webPreferences: {
      preload: path.join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  if (bounds.maximized) window.maximize();
  window.once('ready-to-show', () => window?.show());

  const remember = () => {
    if (!window || window.isMinimized()) return;
    const b = window.getNormalBounds();
    void settings.update({ window: { ...b, maximized: window.isMaximized() } });
  };
  window.on('resized', remember);
  window.on('moved', remember);
  window.on('close', remember);

  // Nothing in the window may navigate away or open another window; links go to the browser.
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });

  await window.loadFile(path.join(__dirname, 'renderer', 'index.html'));
}

async function main(): Promise<void> {
  await app.whenReady();
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) =>
    callback(false),
  );

  const settings = new SettingsStore(app.getPath('userData'));
  const loaded = await settings.load();
  const handlers = createHandlers({
    host: 'electron',
    settings,
    // The solver runs in a utility process: a long search never freezes the window.
    launchSolver: utilityLauncher((...args) => utilityProcess.fork(...args)),
    // The panic key works while the game, not this window, has the focus.
    onPanicStop: (stop) => {
      if (!globalShortcut.register(PANIC_SHORTCUT, stop)) {
        context.emit('status', {
          source: 'autosolve',
          level: 'warn',
          message: `the panic shortcut ${PANIC_SHORTCUT} is taken by another program; use Stop or move the mouse`,
        });
      }
    },
  });

  ipcMain.handle(
    IPC_INVOKE,
    async (event, name: string, request: unknown): Promise<Envelope<unknown>> => {
      if (!window || event.sender !== window.webContents)
        return { ok: false, error: 'unknown sender' };
      return dispatch(handlers, name, request, context);
    },
  );

  Menu.setApplicationMenu(buildMenu());
  await createWindow(settings);
  if (loaded.problem)
    context.emit('status', {
      source: 'app',
      level: 'warn',
      message: `settings: ${loaded.problem}`,
    });

  app.on('will-quit', () => globalShortcut.unregisterAll());
  app.on('window-all-closed', () => app.quit());
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

main().catch((error: Error) => {
  dialog.showErrorBox(APP_NAME, error.message);
  app.quit();
});
