// Who the server's e-mails come from (docs/operations.md#mail-over-smtp): the company's name beside MAIL_URL's
// address, and where a customer's reply goes.

/** The name in `From` unless MAIL_FROM_NAME says otherwise. */
export const DEFAULT_FROM_NAME = 'Casillero';

export type MailSender = {
  /** MAIL_FROM_NAME: `From: Casillero <no-reply@…>`. */
  fromName: string;
  /** MAIL_REPLY_TO: the `Reply-To` of every e-mail, and the support address their footer gives; unset, none. */
  replyTo?: string;
};
