import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { z } from 'zod';
import { LOGGER, SERVICE_CONFIG } from '../service-kit.module.js';

/** The settings of an app that sends mail; spread into its configuration schema. */
export const mailConfigShape = {
  /** The address members open: links in e-mails point here. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** smtp(s)://user:pass@host:port. Empty: mails go to the dev mailbox (with a warning in production). */
  SMTP_URL: z.string().optional(),
  /** The sender of every mail. */
  MAIL_FROM: z.string().default('Reto Emilio <no-reply@reto.local>'),
  /** Where mails go without SMTP: one JSON file a mail. */
  MAIL_DEV_MAILBOX_DIR: z.string().default('.run/mailbox'),
};
export interface MailConfig {
  NODE_ENV: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_DEV_MAILBOX_DIR: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (a reminder's `List-Unsubscribe`). */
  headers?: Record<string, string>;
}

/**
 * Delivers one mail: over SMTP (nodemailer, `SMTP_URL`) or, without SMTP outside production, into
 * the dev mailbox (`MAIL_DEV_MAILBOX_DIR`, one JSON file a mail) for the developer to read. An app
 * that mails lists `Mailer` among its providers; it reads the app's configuration.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private transporter?: Transporter;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: MailConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    if (this.config.SMTP_URL) {
      this.transporter ??= nodemailer.createTransport(this.config.SMTP_URL);
      await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail });
      this.logger.info({ event: 'mail.sent', subject: mail.subject }, 'mail sent over SMTP');
      return;
    }
    const dir = resolve(this.config.MAIL_DEV_MAILBOX_DIR);
    // Written beside the mailbox, then moved in: whoever reads the mailbox never sees half a mail.
    const staging = `${dir}.staging`;
    await Promise.all([mkdir(dir, { recursive: true }), mkdir(staging, { recursive: true })]);
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to}.json`;
    const file = join(dir, name);
    await writeFile(join(staging, name), JSON.stringify({ from: this.config.MAIL_FROM, ...mail }, null, 2));
    await rename(join(staging, name), file);
    const level = this.config.NODE_ENV === 'production' ? 'warn' : 'info';
    this.logger[level]({ event: 'mail.dev-mailbox', file }, 'no SMTP_URL: mail kept in the dev mailbox, not sent');
  }

  /** Nest closes the SMTP connections when the app stops. */
  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
