/** The navigation state of the recipient tab's add link: the add page was opened from the list. */
export const ADD_FROM_RECIPIENTS = { from: 'recipients' } as const;

/** Whether the add page was opened from the recipient tab (so going back shows the list). */
export const openedFromRecipients = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'from' in state && state.from === ADD_FROM_RECIPIENTS.from;
