import nodemailer from 'nodemailer';
import type { Clock } from '../../clock.js';
import type { Notifier, SmsSender } from './notifier.js';
import type { OutboxRepository } from './outbox.repository.js';

export interface SmtpNotifierOptions {
  /** smtp://user:password@host:587 or smtps://…:465, as nodemailer reads it. */
  smtpUrl: string;
  mailFrom: string;
  outboxRepository: OutboxRepository;
  smsSender: SmsSender;
  clock: Clock;
}

/**
 * Sends e-mail through an SMTP server. Each message is recorded in the outbox first (transport 'smtp') and
 * marked sent once the server accepted it, so support can see what went out and what failed to.
 */
export function createSmtpNotifier(options: SmtpNotifierOptions): Notifier & { close(): void } {
  const { outboxRepository, smsSender, clock } = options;
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(notification) {
      if (notification.channel === 'sms') return smsSender.send(notification);
      const id = await outboxRepository.insert({
        channel: 'email',
        recipient: notification.to,
        subject: notification.subject,
        body: notification.text,
        createdAt: clock.now(),
        transport: 'smtp',
      });
      await transport.sendMail({
        from: options.mailFrom,
        to: notification.to,
        subject: notification.subject,
        text: notification.text,
      });
      await outboxRepository.markSent(id, clock.now());
    },
    close: () => transport.close(),
  };
}
