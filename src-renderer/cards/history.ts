/**
 * Unlimited undo and redo as plain data: every position the game has been in, and which one
 * is shown. Making a move after undoing drops the positions that were undone.
 */
export interface History<S> {
  states: S[];
  index: number;
}

export function startHistory<S>(state: S): History<S> {
  return { states: [state], index: 0 };
}

export function current<S>(history: History<S>): S {
  return history.states[history.index];
}

export function push<S>(history: History<S>, state: S): History<S> {
  return {
    states: [...history.states.slice(0, history.index + 1), state],
    index: history.index + 1,
  };
}

export function canUndo(history: History<unknown>): boolean {
  return history.index > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.index < history.states.length - 1;
}

export function undo<S>(history: History<S>): History<S> {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

export function redo<S>(history: History<S>): History<S> {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}
