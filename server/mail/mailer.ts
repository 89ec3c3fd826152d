export type OutgoingMail = { to: string; subject: string; text: string };

/** `outbox` keeps mail in the database for the demo mailbox; `smtp` sends it for real. */
export type Mailer = {
  kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
};
