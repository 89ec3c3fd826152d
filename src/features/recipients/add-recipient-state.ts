/** The navigation state of the recipient tab's add and edit links: the page was opened from the list. */
export const FROM_RECIPIENTS = { from: 'recipients' } as const;

/** Whether the add or edit page was opened from the recipient tab (so going back shows the list). */
export const openedFromRecipients = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'from' in state && state.from === FROM_RECIPIENTS.from;
