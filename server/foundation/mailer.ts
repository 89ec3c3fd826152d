/** A file carried inside the mail, shown in its HTML part as `<img src="cid:…">`. */
export type InlineAttachment = { filename: string; contentType: string; content: Buffer; cid: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, beside the plain text (a notice's e-mail: docs/product.md#notices). */
  html?: string;
  attachments?: InlineAttachment[];
  /** Header lines the mail adds, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/**
 * The header every e-mail of the server carries: it was written by a program, so vacation replies
 * and the like do not answer it (docs/operations.md#mail-over-smtp).
 */
export const AUTOMATED = { 'Auto-Submitted': 'auto-generated' } as const;

/** `outbox` keeps mail in the database for the demo mailbox; `smtp` sends it for real. */
export type Mailer = {
  kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
};
