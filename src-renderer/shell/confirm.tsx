import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface Question {
  text: string;
  yes: string;
  resolve: (answer: boolean) => void;
  /** Where the focus was when the question was asked: it goes back there after. */
  from: HTMLElement | null;
}

type Ask = (text: string, yes: string) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/**
 * Asks before an action that throws away work (a new deal over a game in progress). One
 * question at a time, in the window, answered with the buttons or Esc. It opens on the safe
 * choice, "Keep playing", so Enter or Space out of habit keeps the game; Esc keeps it too; Tab
 * stays inside the question; and the focus goes back where it was.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question | null>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const ask = useCallback<Ask>(
    (text, yes) =>
      new Promise<boolean>((resolve) => {
        setQuestion((open) => {
          open?.resolve(false);
          const active = document.activeElement;
          const from =
            open?.from ??
            (active instanceof HTMLElement && active !== document.body ? active : null);
          return { text, yes, resolve, from };
        });
      }),
    [],
  );
  const answer = (value: boolean) => {
    question?.resolve(value);
    setQuestion(null);
    // Back where the player was, unless the answer took that element away.
    if (question?.from?.isConnected) question.from.focus();
  };
  useEffect(() => {
    if (question) noRef.current?.focus();
  }, [question]);
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {question && (
        <div className="confirm-backdrop">
          <div
            className="confirm"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="confirm-text"
            data-testid="confirm"
            onKeyDown={(e) => {
              if (e.key === 'Escape') answer(false);
              else if (e.key === 'Tab') {
                // Tab and Shift+Tab go round the two buttons, never out behind the question.
                const buttons = [...e.currentTarget.querySelectorAll('button')];
                const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
                const next = (at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
                buttons[next]?.focus();
                e.preventDefault();
              }
              e.stopPropagation();
            }}
          >
            <p id="confirm-text">{question.text}</p>
            <div className="confirm-buttons">
              <button
                type="button"
                ref={noRef}
                onClick={() => answer(false)}
                data-testid="confirm-no"
              >
                Keep playing
              </button>
              <button
                type="button"
                className="confirm-yes"
                onClick={() => answer(true)}
                data-testid="confirm-yes"
              >
                {question.yes}
              </button>
            </div>
          </div>
        </div>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm outside ConfirmProvider');
  return ask;
}
