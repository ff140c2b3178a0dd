import type { Clock } from '../../clock.js';
import type { Notifier } from './notifier.js';
import type { OutboxRepository } from './outbox.repository.js';

/**
 * The embedded default: messages are only written to the outbox table, where the dev mailbox page shows them
 * (nothing leaves the machine, so a laptop or a test run needs no mail server).
 */
export function createOutboxNotifier(deps: { outboxRepository: OutboxRepository; clock: Clock }): Notifier {
  const { outboxRepository, clock } = deps;
  return {
    async send(notification) {
      await outboxRepository.insert({
        channel: notification.channel,
        recipient: notification.to,
        subject: notification.subject,
        body: notification.text,
        createdAt: clock.now(),
        transport: 'outbox',
      });
    },
  };
}
