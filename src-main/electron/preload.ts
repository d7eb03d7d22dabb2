/**
 * Exposes the bridge to the sandboxed window as `window.solitaire`, and nothing else: two
 * functions, neither of which hands the page Electron's ipcRenderer or an IPC event.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_EVENT, type Bridge, type Envelope } from '../../src-shared/bridge';
import { invokeChannel } from './channels';

const bridge: Bridge = {
  async invoke(name, request) {
    if (typeof name !== 'string') throw new TypeError('invoke: the request name must be a string');
    const envelope = (await ipcRenderer.invoke(invokeChannel(name), request)) as Envelope<never>;
    if (!envelope.ok) throw new Error(envelope.error);
    return envelope.reply;
  },
  on(event, listener) {
    const wrapped = (_e: unknown, name: string, payload: unknown) => {
      if (name === event) (listener as (p: unknown) => void)(payload);
    };
    ipcRenderer.on(IPC_EVENT, wrapped);
    return () => ipcRenderer.removeListener(IPC_EVENT, wrapped);
  },
};

contextBridge.exposeInMainWorld('solitaire', bridge);
