export interface CapturedMail {
  to: string[];
  subject: string;
  body: string;
  receivedAt: string;
}
export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  stop(): Promise<void>;
}
export declare function startSmtpCapture(options?: { dir?: string }): Promise<SmtpCapture>;
export declare function readCapturedMails(dir: string): CapturedMail[];
export declare function waitForMailLink(
  read: () => CapturedMail[],
  to: string,
  subject: string,
  timeoutMs?: number,
): Promise<string>;
