import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../styles/tabs.css';

export type TabPanel<V extends string> = { value: V; label: ReactNode; content: ReactNode };

type TabsProps<V extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabPanel<V>[];
  /** The open tab: the caller keeps it (in the address, for instance). */
  value: V;
  onValueChange: (value: V) => void;
};

/** Where each key moves the focus in a horizontal tab list (WAI-ARIA tabs pattern, as Radix's). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

/**
 * Tabs (the WAI-ARIA pattern): a tab list with one stop for the Tab key, whose arrow keys, Home
 * and End move between the tabs and open the one they reach, and the panels it controls. Only the
 * open panel is rendered, so a panel loads its data when it is first opened. (Written here, not
 * Radix's: with its roving focus and collection it was 10 KB gzip for a row of buttons.)
 */
export function Tabs<V extends string>({ label, tabs, value, onValueChange }: TabsProps<V>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: V) => `${id}-tab-${tab}`;
  const panelId = (tab: V) => `${id}-panel-${tab}`;
  const open = (tab: V) => {
    if (tab !== value) onValueChange(tab);
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    // Focusing a tab opens it (onFocus), as a click does.
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[move(index, tabs.length)]?.focus();
  }

  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className="tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => open(tab.value)}
              onFocus={() => open(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            hidden={!selected}
            tabIndex={0}
            data-state={selected ? 'active' : 'inactive'}
            className="tabs__panel"
          >
            {selected && tab.content}
          </div>
        );
      })}
    </div>
  );
}
