/**
 * A stand-in for the `electron` module, so the main process and the preload run in vitest
 * (`vi.mock('electron', …)`; see src-main/electron/main.test.ts). It has what they use and
 * records what they did: the windows made and their options, the IPC handlers, the guards
 * set on each webContents and session, the utility processes forked.
 *
 * It behaves as Electron does where the code relies on it: a BrowserWindow's webContents is
 * announced with `web-contents-created`; `ipcMain.handle` refuses a second handler for a
 * channel; `ipcRenderer.invoke` reaches the main process' handler with the sender and frame
 * of the window the preload runs in, and fails for a channel nobody handles;
 * `webContents.send` reaches that preload's `ipcRenderer` listeners; `utilityProcess.fork`
 * starts the module as a real Node child process (a process.send channel, which the solver
 * process speaks as well as Electron's parentPort).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { pathToFileURL } from 'node:url';

/** The event object Electron hands to will-navigate, will-attach-webview… listeners. */
export class StandInEvent {
  defaultPrevented = false;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void;
type PermissionCheckHandler = (contents: unknown, permission: string, origin: string) => boolean;
type HeadersListener = (
  details: { responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void;

export class StandInSession {
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: PermissionCheckHandler | null = null;
  headersListener: HeadersListener | null = null;
  readonly webRequest = {
    onHeadersReceived: (listener: HeadersListener) => {
      this.headersListener = listener;
    },
  };
  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.permissionCheckHandler = handler;
  }
}

export class StandInFrame {
  constructor(
    public url: string,
    public readonly parent: StandInFrame | null = null,
  ) {}
}

type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

export class StandInWebContents extends EventEmitter {
  windowOpenHandler: WindowOpenHandler | null = null;
  readonly mainFrame: StandInFrame;
  /** Messages sent to the page with `send`, in order. */
  readonly sent: unknown[][] = [];

  constructor(
    private readonly electron: StandInElectron,
    public readonly session: StandInSession,
    url = 'about:blank',
  ) {
    super();
    this.mainFrame = new StandInFrame(url);
  }
  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
    if (this.electron.preloadHost === this)
      this.electron.ipcRenderer.emit(channel, { sender: null }, ...args);
  }
}

export class StandInBrowserWindow extends EventEmitter {
  readonly webContents: StandInWebContents;
  loadedFile: string | null = null;
  maximized = false;
  shown = false;

  constructor(
    private readonly electron: StandInElectron,
    readonly options: Record<string, unknown>,
  ) {
    super();
    this.webContents = new StandInWebContents(electron, electron.session.defaultSession);
    electron.windows.push(this);
    electron.app.emit('web-contents-created', new StandInEvent(), this.webContents);
  }
  async loadFile(file: string): Promise<void> {
    this.loadedFile = file;
    this.webContents.mainFrame.url = pathToFileURL(file).href;
    this.electron.preloadHost = this.webContents;
  }
  maximize(): void {
    this.maximized = true;
  }
  show(): void {
    this.shown = true;
  }
  isMinimized(): boolean {
    return false;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1280, height: 800 };
  }
}

export interface InvokeEvent {
  sender: StandInWebContents | null;
  senderFrame: StandInFrame | null;
}
type InvokeHandler = (event: InvokeEvent, ...args: unknown[]) => unknown;

export class StandInIpcMain {
  readonly handlers = new Map<string, InvokeHandler>();
  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  /** What Electron does when a page calls ipcRenderer.invoke(channel, ...args). */
  async invoke(event: InvokeEvent, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler)
      throw new Error(
        `Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`,
      );
    return handler(event, ...args);
  }
}

export class StandInUtilityProcess extends EventEmitter {
  readonly child: ChildProcess;
  constructor(
    readonly modulePath: string,
    readonly args: string[],
    readonly options: Record<string, unknown>,
  ) {
    super();
    this.child = fork(modulePath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message) => this.emit('message', message));
    this.child.on('exit', (code) => this.emit('exit', code ?? 1));
  }
  postMessage(message: unknown): void {
    this.child.send(message as object);
  }
  kill(): boolean {
    return this.child.kill();
  }
}

export class StandInElectron {
  /** Where app.getPath('userData') points; the test sets it to a temporary folder. */
  userData = '';
  readonly windows: StandInBrowserWindow[] = [];
  readonly forked: StandInUtilityProcess[] = [];
  readonly shortcuts = new Map<string, () => void>();
  readonly errorBoxes: string[] = [];
  readonly exposed = new Map<string, unknown>();
  applicationMenu: unknown = null;
  quitCalls = 0;
  /** The webContents whose page the preload runs in (the last window that loaded a file). */
  preloadHost: StandInWebContents | null = null;

  readonly session = { defaultSession: new StandInSession() };
  readonly ipcMain = new StandInIpcMain();

  readonly app = Object.assign(new EventEmitter(), {
    whenReady: async () => undefined,
    getPath: (name: string) => {
      if (name !== 'userData') throw new Error(`stand-in electron: no path "${name}"`);
      return this.userData;
    },
    quit: () => {
      this.quitCalls++;
    },
  });

  readonly ipcRenderer = Object.assign(new EventEmitter(), {
    invoke: (channel: string, ...args: unknown[]) => {
      const host = this.preloadHost;
      return this.ipcMain.invoke(
        { sender: host, senderFrame: host?.mainFrame ?? null },
        channel,
        ...args,
      );
    },
  });

  readonly contextBridge = {
    exposeInMainWorld: (key: string, api: unknown) => {
      if (this.exposed.has(key))
        throw new Error(
          `Cannot bind an API on top of an existing property on the window object: ${key}`,
        );
      this.exposed.set(key, api);
    },
  };

  readonly globalShortcut = {
    register: (accelerator: string, callback: () => void) => {
      if (this.shortcuts.has(accelerator)) return false;
      this.shortcuts.set(accelerator, callback);
      return true;
    },
    unregisterAll: () => this.shortcuts.clear(),
  };

  readonly utilityProcess = {
    fork: (modulePath: string, args: string[] = [], options: Record<string, unknown> = {}) => {
      const process = new StandInUtilityProcess(modulePath, args, options);
      this.forked.push(process);
      return process;
    },
  };

  /** What `import … from 'electron'` gives the code under test. */
  readonly module = {
    app: this.app,
    BrowserWindow: ((electron: StandInElectron) =>
      class BrowserWindow extends StandInBrowserWindow {
        constructor(options: Record<string, unknown>) {
          super(electron, options);
        }
      })(this),
    contextBridge: this.contextBridge,
    dialog: {
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
      showMessageBox: async () => ({ response: 0 }),
      showErrorBox: (title: string, content: string) => {
        this.errorBoxes.push(`${title}: ${content}`);
      },
    },
    globalShortcut: this.globalShortcut,
    ipcMain: this.ipcMain,
    ipcRenderer: this.ipcRenderer,
    Menu: {
      buildFromTemplate: (template: unknown[]) => ({ template }),
      setApplicationMenu: (menu: unknown) => {
        this.applicationMenu = menu;
      },
    },
    session: this.session,
    utilityProcess: this.utilityProcess,
  };

  /** A webContents made the way Electron makes a devtools page or a popup: announced, not loaded. */
  createWebContents(url: string): StandInWebContents {
    const contents = new StandInWebContents(this, new StandInSession(), url);
    this.app.emit('web-contents-created', new StandInEvent(), contents);
    return contents;
  }
}

/** The one stand-in a test file's `vi.mock('electron', …)` hands out. */
export const standIn = new StandInElectron();
