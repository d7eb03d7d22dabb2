/**
 * Exposes the bridge to the sandboxed window as `window.solitaire`, and nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_EVENT, IPC_INVOKE, type Bridge, type Envelope } from '../../src-shared/bridge';

const bridge: Bridge = {
  async invoke(name, request) {
    const envelope = (await ipcRenderer.invoke(IPC_INVOKE, name, request)) as Envelope<never>;
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
