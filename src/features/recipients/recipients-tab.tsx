import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Recipient } from '../../api/contract/recipients.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { RecipientList } from '../../forms/recipient-list.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useResource } from '../../data/use-resource.ts';
import { FROM_RECIPIENTS } from './add-recipient-state.ts';
import { DeleteRecipientDialog } from './delete-recipient-dialog.tsx';
import { provideRecipientRemoval } from './recipient-implementations.ts';
import { recipientsApi } from '../../api/recipients.ts';
import { useApi } from '../../api/use-api.ts';
import '../../styles/sign-up.css';

/**
 * /home/user-information/recipient: the customer's recipients, each with its edit link and its
 * delete button (the recipientRemoval flow), and the add link (docs/product.md#recipients).
 */
export function RecipientsTab() {
  const { t } = useLingui();
  const api = useApi(recipientsApi);
  const recipients = useResource(() => api.list());
  const removal = useFlowActor(useMemo(() => provideRecipientRemoval(api), [api]));
  useNotifications(removal);
  const removedIds = useActorSelector(removal, (s) => s.context.removedIds);
  const loaded = recipients.status === 'loaded' ? recipients.data : NONE;
  const shown = loaded.filter((recipient) => !removedIds.includes(recipient.id));
  const { listRef, addRef } = useFocusAfterRemoval(loaded, removedIds);

  return (
    <section className="card" aria-labelledby="recipients-title">
      <div className="card__header">
        <h2 id="recipients-title" className="card__title">
          <Trans>Your recipients</Trans>
        </h2>
        <Link ref={addRef} to={paths.addRecipient} state={FROM_RECIPIENTS} className="button button--primary button--small">
          <Icon name="plus" size={18} />
          <Trans>Add recipient</Trans>
        </Link>
      </div>
      <p className="card__lead">
        <Trans>The people who receive your shipments, and where.</Trans>
      </p>
      {recipients.status === 'loading' && <Spinner size="sm" label={t`Loading your recipients…`} />}
      {recipients.status === 'failed' && <ErrorState error={recipients.error} onRetry={recipients.retry} />}
      {recipients.status === 'loaded' &&
        (shown.length > 0 ? (
          <div ref={listRef}>
            <RecipientList
              recipients={shown}
              actions={(recipient: Recipient) => {
                const name = recipient.display_name;
                return (
                  <>
                    <Link
                      to={paths.editRecipient(recipient.id)}
                      state={FROM_RECIPIENTS}
                      className="button button--secondary button--small"
                      aria-label={t`Edit ${name}`}
                    >
                      <Icon name="edit" size={18} />
                      <Trans>Edit</Trans>
                    </Link>
                    <button
                      type="button"
                      className="button button--secondary button--small recipient-delete"
                      data-recipient-id={recipient.id}
                      aria-haspopup="dialog"
                      aria-label={t`Delete ${name}`}
                      onClick={() => removal.send({ type: 'ASK', recipient })}
                    >
                      <Icon name="trash" size={18} />
                      <Trans>Delete</Trans>
                    </button>
                  </>
                );
              }}
            />
          </div>
        ) : (
          <p className="empty-note">
            <Trans>You have no recipients yet. Add the people who will receive your shipments.</Trans>
          </p>
        ))}
      <DeleteRecipientDialog removal={removal} />
    </section>
  );
}

const NONE: readonly Recipient[] = [];

/**
 * A deleted recipient's button is gone with it: focus moves to its neighbour's delete button, or
 * to the add link when none is left, once the list shows the removal.
 */
function useFocusAfterRemoval(recipients: readonly Recipient[], removedIds: readonly number[]) {
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLAnchorElement>(null);
  const before = useRef(removedIds);
  useEffect(() => {
    const previous = before.current;
    before.current = removedIds;
    const removed = removedIds.find((id) => !previous.includes(id));
    if (removed === undefined) return;
    // The neighbour in the list as it was shown before the removal.
    const shown = recipients.filter((recipient) => !previous.includes(recipient.id));
    const index = shown.findIndex((recipient) => recipient.id === removed);
    const neighbour = (shown[index + 1] ?? shown[index - 1])?.id;
    // After the dialog has let go of the focus.
    const frame = requestAnimationFrame(() => {
      const element =
        neighbour === undefined ? addRef.current : listRef.current?.querySelector<HTMLElement>(`[data-recipient-id="${neighbour}"]`);
      element?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [recipients, removedIds]);
  return { listRef, addRef };
}
