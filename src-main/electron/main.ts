/**
 * The Electron main process: one hardened window, a menu, settings in the user-data folder,
 * and the bridge handlers over IPC. Everything that is not Electron-specific lives elsewhere
 * in src-main and runs under plain Node too; the guards every page lives under are in
 * guards.ts, the IPC side of the bridge in ipc.ts.
 *
 * Electron runs this bundle and it starts the app on load (`started`); the tests import it
 * with a stand-in `electron` module (test/support/stand-in-electron.ts) and await `started`.
 */
import {
  app,
  BrowserWindow,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  session,
  utilityProcess,
} from 'electron';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  IPC_EVENT,
  type BridgeEvents,
  type EventName,
  type HandlerContext,
} from '../../src-shared/bridge';
import { createHandlers } from '../handlers';
import { utilityLauncher } from '../solver/utility-launcher';
import { SettingsStore } from '../settings/store';
import { CONTENT_SECURITY_POLICY } from '../web-host/csp';
import { APP_NAME, APP_VERSION } from '../version';
import { guardWebContents } from './guards';
import { serveBridge } from './ipc';

let window: BrowserWindow | null = null;

/** The window's page: the only page the bridge answers. */
const PAGE_FILE = path.join(__dirname, 'renderer', 'index.html');

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

async function createWindow(settings: SettingsStore): Promise<BrowserWindow> {
  const bounds = settings.get().window;
  const created = new BrowserWindow({
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
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  window = created;
  if (bounds.maximized) created.maximize();
  created.once('ready-to-show', () => created.show());

  const remember = () => {
    if (!window || window.isMinimized()) return;
    const b = window.getNormalBounds();
    void settings.update({ window: { ...b, maximized: window.isMaximized() } });
  };
  window.on('resized', remember);
  window.on('moved', remember);
  window.on('close', remember);

  // Navigation, new windows, webviews and permissions are refused by the guards every
  // webContents gets as it is created (see startDesktopApp).
  await created.loadFile(PAGE_FILE);
  return created;
}

/** What the tests look at once the app has started. */
export interface DesktopApp {
  window: BrowserWindow;
  /** The IPC channels answered, one per request name of the bridge. */
  channels: string[];
}

export async function startDesktopApp(): Promise<DesktopApp> {
  // Before anything is created, so that no webContents escapes the guards.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents));
  await app.whenReady();
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });

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

  const channels = serveBridge(ipcMain, handlers, context, {
    contents: () => window?.webContents ?? null,
    url: pathToFileURL(PAGE_FILE).href,
  });

  Menu.setApplicationMenu(buildMenu());
  const created = await createWindow(settings);
  if (loaded.problem)
    context.emit('status', {
      source: 'app',
      level: 'warn',
      message: `settings: ${loaded.problem}`,
    });

  app.on('will-quit', () => globalShortcut.unregisterAll());
  app.on('window-all-closed', () => app.quit());
  return { window: created, channels };
}

export const started: Promise<DesktopApp | null> = startDesktopApp().catch((error: Error) => {
  dialog.showErrorBox(APP_NAME, error.message);
  app.quit();
  return null;
});
