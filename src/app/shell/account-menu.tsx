import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AppSettings } from '../../api/contract/site.ts';
import type { User } from '../../api/contract/auth.ts';
import { Icon } from '../../ui/icons.tsx';
import { navItemsFor } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';

/**
 * The account dropdown: a disclosure button and a panel with the customer's name and e-mail and
 * the account links. Escape, a click outside or leaving it with Tab closes it.
 */
export function AccountMenu({ user, settings }: { user: User; settings: AppSettings | undefined }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fullName = user.client ? `${user.client.name} ${user.client.last_name}` : user.email;
  const initials = user.client
    ? `${user.client.name.charAt(0)}${user.client.last_name.charAt(0)}`.toUpperCase()
    : user.email.charAt(0).toUpperCase();
  // The session's client carries the picture (a new one as soon as it is uploaded); a link that
  // no longer loads (they expire) falls back to the initials.
  const photo = user.client?.profile_image ?? null;
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      className="account-menu"
      ref={rootRef}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {photo && photo !== brokenPhoto ? <img src={photo} alt="" width={34} height={34} onError={() => setBrokenPhoto(photo)} /> : initials}
        </span>
        {/* The first names only: the whole name would not fit beside the links (the panel has it). */}
        <span className="account-menu__name">{user.client?.name ?? user.email}</span>
        <span className="visually-hidden">{t`Account menu`}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <div className="account-menu__who">
          <p className="account-menu__full-name">{fullName}</p>
          <p className="account-menu__email">{user.email}</p>
        </div>
        <ul className="account-menu__list" aria-label={t`Account`}>
          {navItemsFor('menu', settings).map((item) => (
            <li key={item.id}>
              <NavLinkItem item={item} className="account-menu__link" onNavigate={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
