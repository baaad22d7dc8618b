export interface CapturedMail {
  to: string[];
  subject: string;
  body: string;
  /** Lower-case header name → value, as sent over SMTP (absent in the dev mailbox's mails). */
  headers?: Record<string, string>;
  receivedAt: string;
}
export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  stop(): Promise<void>;
}
export declare function startSmtpCapture(options?: { dir?: string }): Promise<SmtpCapture>;
/** The JSON mails written to `dir`, oldest first: a capture's (CapturedMail) or the dev mailbox's own shape. */
export declare function readCapturedMails<Mail = CapturedMail>(dir: string): Mail[];
/** The mails identity kept in its dev mailbox (no SMTP_URL), oldest first. */
export declare function readDevMailbox(dir: string): CapturedMail[];
export declare function waitForMailLink(
  read: () => CapturedMail[],
  to: string,
  subject: string,
  timeoutMs?: number,
): Promise<string>;
