import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListState } from './list-return.ts';

/**
 * A click anywhere on a list's row or card opens its detail (docs/product.md#lists), unless it lands on a
 * control of its own or ends a text selection. Keyboard and screen-reader users have the row's
 * link, so the row itself stays out of the tab order.
 */
export function useRowOpener() {
  const navigate = useNavigate();
  const state = useListState();
  return (href: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if ((event.target as Element).closest('a, button, input, select, textarea, label')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(href, { state });
  };
}
