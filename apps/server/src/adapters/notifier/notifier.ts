import type { Clock } from '../../clock.js';
import { systemClock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createOutboxNotifier } from './outbox-notifier.js';
import { createOutboxRepository } from './outbox.repository.js';
import { createSmtpNotifier } from './smtp-notifier.js';

export type NotificationChannel = 'email' | 'sms';

/** One short plain-text message. It never carries a password. */
export interface Notification {
  channel: NotificationChannel;
  /** An e-mail address or a ###-###-#### mobile number. */
  to: string;
  subject: string;
  text: string;
}

/** Every e-mail and text of the portal goes through this one seam (architecture: adapters). */
export interface Notifier {
  send(notification: Notification): Promise<void>;
}

/** Where texts go. No SMS provider is configured yet, so the outbox takes them; a provider adapter plugs in here. */
export type SmsSender = Notifier;

/** SMTP when SMTP_URL is set, otherwise the embedded outbox that the dev mailbox shows. */
export function createNotifier(config: Config, db: Database, clock: Clock = systemClock): Notifier {
  const outboxRepository = createOutboxRepository(db);
  const outboxNotifier = createOutboxNotifier({ outboxRepository, clock });
  if (!config.mail.smtpUrl) return outboxNotifier;
  return createSmtpNotifier({
    smtpUrl: config.mail.smtpUrl,
    mailFrom: config.mail.from,
    outboxRepository,
    smsSender: outboxNotifier,
    clock,
  });
}
