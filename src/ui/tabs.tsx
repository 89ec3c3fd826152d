import { useEffect, useRef, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import '../styles/tabs.css';

type TabPanel<V extends string> = { value: V; label: ReactNode; content: ReactNode };

type TabsProps<V extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabPanel<V>[];
  /** The open tab: the caller keeps it (in the address, for instance). */
  value: V;
  onValueChange: (value: V) => void;
};

/**
 * Tabs (Radix): a tab list that moves with the arrow keys and the panels it controls. Only the open
 * panel is rendered, so a panel loads its data when it is first opened. A tap reports its tab twice
 * (the press, then the focus) before the caller shows it: the caller hears it once, or an address
 * it keeps the tab in would take two history entries.
 */
export function Tabs<V extends string>({ label, tabs, value, onValueChange }: TabsProps<V>) {
  const asked = useRef<string | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [value]);
  const choose = (next: string) => {
    if (next === value || next === asked.current) return;
    asked.current = next;
    onValueChange(next as V);
  };
  return (
    <RadixTabs.Root className="tabs" value={value} onValueChange={choose}>
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className="tabs__tab">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="tabs__panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
