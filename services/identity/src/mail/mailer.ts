import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@reto/platform';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Delivers one mail: over SMTP (nodemailer, `SMTP_URL`) or, without SMTP outside production, into
 * the dev mailbox (`MAIL_DEV_MAILBOX_DIR`, one JSON file a mail) for the developer to read.
 */
@Injectable()
export class Mailer {
  private transporter?: Transporter;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
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
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to}.json`);
    await writeFile(file, JSON.stringify({ from: this.config.MAIL_FROM, ...mail }, null, 2));
    const level = this.config.NODE_ENV === 'production' ? 'warn' : 'info';
    this.logger[level]({ event: 'mail.dev-mailbox', file }, 'no SMTP_URL: mail kept in the dev mailbox, not sent');
  }

  close(): void {
    this.transporter?.close();
  }
}
