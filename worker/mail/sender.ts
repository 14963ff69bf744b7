/** One e-mail, as plain text: the links in it are what matters. */
export type Mail = { to: string; subject: string; text: string };

/** Where the site's e-mail goes: the development mailbox locally, a real provider when deployed. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** A deployed worker with no provider configured: fail loudly rather than pretend the mail went out. */
export const noMailSender: MailSender = {
  async send() {
    throw new Error("No e-mail sender is configured: MAILBOX is off and no provider is set up.");
  },
};
