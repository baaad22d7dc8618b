import { Module } from '@nestjs/common';
import { Mailer } from './mailer.service.js';

/** The app's one Mailer (one SMTP transport), for every feature module that sends mail. */
@Module({ providers: [Mailer], exports: [Mailer] })
export class MailerModule {}
