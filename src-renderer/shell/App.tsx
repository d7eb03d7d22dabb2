import { useEffect, useState, type ComponentType } from 'react';
import type { AppInfo } from '../../src-shared/bridge';
import { DEFAULT_SETTINGS, type Settings, type ThemeChoice } from '../../src-shared/settings';
import { AutoSolveArea } from '../areas/autosolve/AutoSolveArea';
import { KlondikeArea } from '../areas/klondike/KlondikeArea';
import { MolekTableArea } from '../areas/molek/MolekTableArea';
import { WarArea } from '../areas/war/WarArea';
import { bridge } from '../bridge-client';
import { ConfirmProvider } from './confirm';
import { StatusBar, StatusProvider, useStatus } from './status';
import { useAppliedTheme } from './theme';

type AreaId = Settings['area'];

const AREAS: Array<{ id: AreaId; label: string; icon: string; component: ComponentType }> = [
  { id: 'autosolve', label: 'Auto-solve', icon: '⚗', component: AutoSolveArea },
  { id: 'klondike', label: 'Klondike', icon: '♠', component: KlondikeArea },
  { id: 'molek', label: 'MOLEK-SYNTEZ table', icon: '♦', component: MolekTableArea },
  { id: 'war', label: 'War', icon: '⚔', component: WarArea },
];

const THEME_LABEL: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

function Shell() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  // No area is shown until the stored choice is known, so a reload does not mount (and let
  // speak) the default area on the way to the one chosen.
  const [loaded, setLoaded] = useState(false);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const { say } = useStatus();
  const { system } = useAppliedTheme(settings.theme);

  useEffect(() => {
    bridge
      .invoke('settings.get', undefined)
      .then(setSettings, (e: Error) => say(`settings: ${e.message}`, 'error'))
      .finally(() => setLoaded(true));
    bridge
      .invoke('app.info', undefined)
      .then(setInfo, (e: Error) => say(`app info: ${e.message}`, 'error'));
    return bridge.on('status', (event) => say(event.message, event.level));
  }, [say]);

  const update = (patch: Partial<Settings>) => {
    setSettings((s) => ({ ...s, ...patch }));
    bridge
      .invoke('settings.update', patch)
      .then(setSettings, (e: Error) => say(`settings: ${e.message}`, 'error'));
  };

  const Area = AREAS.find((a) => a.id === settings.area)?.component ?? AutoSolveArea;
  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Areas">
        <div className="brand">Solitaire Toolkit</div>
        <ul role="tablist" aria-orientation="vertical">
          {AREAS.map((area) => (
            <li key={area.id}>
              <button
                role="tab"
                aria-selected={settings.area === area.id}
                className={settings.area === area.id ? 'tab active' : 'tab'}
                onClick={() => {
                  if (area.id === settings.area) return;
                  // The message described the area left behind: it goes with it.
                  say('');
                  update({ area: area.id });
                }}
                data-area={area.id}
              >
                <span aria-hidden="true" className="tab-icon">
                  {area.icon}
                </span>
                {area.label}
              </button>
            </li>
          ))}
        </ul>
        <div className="sidebar-foot">
          <label>
            Theme{' '}
            <select
              aria-label="Theme"
              value={settings.theme}
              onChange={(e) => update({ theme: e.target.value as ThemeChoice })}
            >
              {(Object.keys(THEME_LABEL) as ThemeChoice[]).map((t) => (
                <option key={t} value={t}>
                  {THEME_LABEL[t]}
                  {t === 'system' ? ` (${system})` : ''}
                </option>
              ))}
            </select>
          </label>
          <div className="version" data-testid="app-version">
            {info ? `v${info.version} · ${info.host}` : '…'}
          </div>
        </div>
      </nav>
      <main className="content" role="tabpanel">
        {loaded && <Area />}
      </main>
      <StatusBar />
    </div>
  );
}

export function App() {
  return (
    <StatusProvider>
      <ConfirmProvider>
        <Shell />
      </ConfirmProvider>
    </StatusProvider>
  );
}
