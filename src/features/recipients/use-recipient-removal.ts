import { useState } from 'react';
import { codeOf, notifyFailure } from '../../../machines/failures.ts';
import type { Recipient } from '../../api/contract/recipients.ts';
import type { RecipientsApi } from '../../api/recipients.ts';
import { recipientMessages } from './recipient-messages.ts';
import { useNotify } from './use-recipients-api.ts';

export type RecipientRemoval = {
  /** The recipient the confirmation dialog asks about; null while it is closed. */
  asking: Recipient | null;
  /** DELETE api/recipients/{id} is on its way. */
  deleting: boolean;
  ask: (recipient: Recipient) => void;
  cancel: () => void;
  confirm: () => void;
};

/**
 * Deleting a recipient: a confirmation, then one request. A success calls `onRemoved` and says
 * so; a failure shows an error toast (decisions §1) and leaves the list as it was.
 */
export function useRecipientRemoval(api: RecipientsApi, onRemoved: (recipient: Recipient) => void): RecipientRemoval {
  const notify = useNotify();
  const [asking, setAsking] = useState<Recipient | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = () => {
    if (!asking || deleting) return;
    const recipient = asking;
    setDeleting(true);
    const close = () => {
      setDeleting(false);
      setAsking(null);
    };
    api.remove(recipient.id).then(
      () => {
        // The dialog first: focus then moves from it to the list.
        close();
        onRemoved(recipient);
        notify({ type: 'notify', kind: 'success', message: recipientMessages.deleted });
      },
      (error: unknown) => {
        close();
        notify(
          codeOf(error) === 'NETWORK_ERROR'
            ? notifyFailure(error)
            : { type: 'notify', kind: 'error', message: recipientMessages.notDeleted },
        );
      },
    );
  };

  return {
    asking,
    deleting,
    ask: setAsking,
    cancel: () => {
      if (!deleting) setAsking(null);
    },
    confirm,
  };
}
