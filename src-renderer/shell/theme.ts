import { useEffect, useState } from 'react';
import type { ThemeChoice } from '../../src-shared/settings';

const query = '(prefers-color-scheme: dark)';

/**
 * The theme actually shown (the user's choice, or the system's when the choice is 'system')
 * and the system's own preference, which the menu names beside "System".
 */
export function useAppliedTheme(choice: ThemeChoice): {
  applied: 'light' | 'dark';
  system: 'light' | 'dark';
} {
  const [systemDark, setSystemDark] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setSystemDark(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  const system = systemDark ? 'dark' : 'light';
  const applied = choice === 'system' ? system : choice;
  useEffect(() => {
    document.documentElement.dataset.theme = applied;
  }, [applied]);
  return { applied, system };
}
