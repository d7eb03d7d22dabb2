import type { Bridge, BridgeEvents, Envelope, EventName } from '../src-shared/bridge';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser. */
    solitaire?: Bridge;
  }
}

const TOKEN_KEY = 'solitaire-web-host-token';
const NO_TOKEN =
  'this page has no token for the web host: open the address `npm run web` printed (…/?token=…)';

/**
 * The web host's token for this start, from the address it printed (`?token=…`). It is then
 * taken out of the address bar (no bookmark or screenshot keeps it) and kept for this tab
 * only, so that a reload still works. A new address with a new token replaces it.
 */
function hostToken(): string | null {
  const address = new URL(window.location.href);
  const fromAddress = address.searchParams.get('token');
  if (fromAddress === null) return sessionStorage.getItem(TOKEN_KEY);
  sessionStorage.setItem(TOKEN_KEY, fromAddress);
  address.searchParams.delete('token');
  history.replaceState(history.state, '', address);
  return fromAddress;
}

/** The envelope of an answer, or the host's one-line refusal as an error. */
async function envelopeOf(response: Response): Promise<Envelope<never>> {
  if (response.headers.get('Content-Type')?.startsWith('application/json')) {
    return (await response.json()) as Envelope<never>;
  }
  const reason = (await response.text()).trim();
  throw new Error(`the web host refused (${response.status}): ${reason}`);
}

/** The bridge over the local web host: requests as HTTP POSTs, events over one WebSocket. */
function webBridge(): Bridge {
  const token = hostToken();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const post = (name: string, body: string) =>
    fetch(new URL(`api/invoke/${name}`, window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    });
  const connect = () => {
    const url = new URL('api/events', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', token ?? '');
    const socket = new WebSocket(url);
    let opened = false;
    socket.onopen = () => (opened = true);
    socket.onmessage = (message) => {
      const { event, payload } = JSON.parse(String(message.data)) as {
        event: string;
        payload: unknown;
      };
      listeners.get(event)?.forEach((listener) => listener(payload));
    };
    // Reconnect while the host is away; but a socket refused at once may mean a host started
    // again with a new token: asked once, a 403 ends the retries (requests say why).
    socket.onclose = () => {
      const refused = opened
        ? Promise.resolve(false)
        : post('app.info', '').then(
            (response) => response.status === 403,
            () => false,
          );
      void refused.then((stop) => stop || setTimeout(connect, 1000));
    };
  };
  if (token !== null) connect();
  return {
    async invoke(name, request) {
      if (token === null) throw new Error(NO_TOKEN);
      const response = await post(name, request === undefined ? '' : JSON.stringify(request));
      const envelope = await envelopeOf(response);
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
