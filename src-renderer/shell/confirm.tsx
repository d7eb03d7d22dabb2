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
}

type Ask = (text: string, yes: string) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/**
 * Asks before an action that throws away work (a new deal over a game in progress). One
 * question at a time, in the window, answered with the buttons, Enter or Esc.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question | null>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const ask = useCallback<Ask>(
    (text, yes) =>
      new Promise<boolean>((resolve) => {
        setQuestion((open) => {
          open?.resolve(false);
          return { text, yes, resolve };
        });
      }),
    [],
  );
  const answer = (value: boolean) => {
    question?.resolve(value);
    setQuestion(null);
  };
  useEffect(() => {
    if (question) yesRef.current?.focus();
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
              e.stopPropagation();
            }}
          >
            <p id="confirm-text">{question.text}</p>
            <div className="confirm-buttons">
              <button type="button" onClick={() => answer(false)} data-testid="confirm-no">
                Keep playing
              </button>
              <button
                type="button"
                ref={yesRef}
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
