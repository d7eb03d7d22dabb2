import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface StatusState {
  /** Short fields an area shows at the left of the status bar (e.g. "Game 2 of 5"). */
  fields: string[];
  message: string;
  level: 'info' | 'warn' | 'error';
  /** The technical detail behind the message, shown only when the user opens "details". */
  details?: string;
}

interface StatusApi {
  status: StatusState;
  setFields(fields: string[]): void;
  /** Replaces the message: one event, one message. An empty message clears the bar. */
  say(message: string, level?: StatusState['level'], details?: string): void;
  /** Clears the message if it is still `message`: an area takes back its own words as it goes. */
  withdraw(message: string): void;
}

const StatusContext = createContext<StatusApi | null>(null);

export function StatusProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<StatusState>({
    fields: [],
    message: 'Ready',
    level: 'info',
  });
  const setFields = useCallback((fields: string[]) => setStatus((s) => ({ ...s, fields })), []);
  const say = useCallback(
    (message: string, level: StatusState['level'] = 'info', details?: string) =>
      setStatus((s) => ({ ...s, message, level, details })),
    [],
  );
  const withdraw = useCallback(
    (message: string) =>
      setStatus((s) =>
        s.message === message ? { ...s, message: '', level: 'info', details: undefined } : s,
      ),
    [],
  );
  const api = useMemo(
    () => ({ status, setFields, say, withdraw }),
    [status, setFields, say, withdraw],
  );
  return <StatusContext.Provider value={api}>{children}</StatusContext.Provider>;
}

/** The window's status bar, as seen from an area. */
export function useStatus(): StatusApi {
  const api = useContext(StatusContext);
  if (!api) throw new Error('useStatus outside StatusProvider');
  return api;
}

export function StatusBar() {
  const { status } = useStatus();
  return (
    <footer className="status-bar" role="status" aria-live="polite">
      {status.fields.map((field, index) => (
        <span key={index} className="status-field">
          {field}
        </span>
      ))}
      <span className={`status-message status-${status.level}`} data-testid="status-message">
        {status.message}
      </span>
      {status.details && (
        <details className="status-details" data-testid="status-details">
          <summary>details</summary>
          <div className="status-details-text">{status.details}</div>
        </details>
      )}
    </footer>
  );
}
