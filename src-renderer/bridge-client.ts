import type { Bridge, BridgeEvents, Envelope, EventName } from '../src-shared/bridge';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser. */
    solitaire?: Bridge;
  }
}

/** The bridge over the local web host: requests as HTTP POSTs, events over one WebSocket. */
function webBridge(): Bridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let socket: WebSocket | null = null;
  const connect = () => {
    const url = new URL('api/events', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(url);
    socket.onmessage = (message) => {
      const { event, payload } = JSON.parse(String(message.data)) as {
        event: string;
        payload: unknown;
      };
      listeners.get(event)?.forEach((listener) => listener(payload));
    };
    socket.onclose = () => {
      socket = null;
      setTimeout(connect, 1000);
    };
  };
  connect();
  return {
    async invoke(name, request) {
      const response = await fetch(new URL(`api/invoke/${name}`, window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: request === undefined ? '' : JSON.stringify(request),
      });
      const envelope = (await response.json()) as Envelope<never>;
      if (!envelope.ok) throw new Error(envelope.error);
      return envelope.reply;
    },
    on<E extends EventName>(event: E, listener: (payload: BridgeEvents[E]) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: unknown) => void);
    },
  };
}

export const bridge: Bridge = window.solitaire ?? webBridge();
