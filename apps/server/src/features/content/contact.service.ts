import { type ContactRequestSchema, escapeBrandText } from '@portal/contracts';
import type { z } from 'zod';
import type { Notifier } from '../../adapters/notifier/notifier.js';
import type { Clock } from '../../clock.js';
import type { AuthenticatedSession } from '../../sessions/session.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { contactMessageText } from './contact-message-text.js';
import type { ContactRepository } from './contact.repository.js';
import type { GetBrand } from '../../brand/brand.service.js';

export type ContactRequestBody = z.output<typeof ContactRequestSchema>;
export type ContactService = ReturnType<typeof createContactService>;

/**
 * The Contact page (spec 2 §2.9): the message is stored first, then mailed to the support address of the settings.
 * The embedded notifier is an outbox and cannot fail; with SMTP a failed send answers an error so the user retries,
 * and the stored row (and the outbox entry without sentAt) show support what did not go out.
 */
export function createContactService(deps: {
  contactRepository: ContactRepository;
  settingsService: SettingsService;
  notifier: Notifier;
  getBrand: GetBrand;
  clock: Clock;
}) {
  const { contactRepository, settingsService, notifier, clock } = deps;

  return {
    async send(session: AuthenticatedSession, request: ContactRequestBody): Promise<{ sent: true }> {
      const { account } = session;
      // From shows the signed-in user's name and address (spec 2 §2.9); blank fields fall back to the account's.
      const record = {
        accountId: account.id,
        subject: request.Subject,
        firstName: request.FirstName || account.firstName,
        lastName: request.LastName || account.lastName,
        email: request.Email || account.email,
        phone: request.Phone || (account.phone ?? ''),
        message: request.Message,
        memberInsuredId: request.MemberInsuredId,
        authorizationId: request.AuthorizationId,
        createdAt: clock.now(),
      };
      const [reference, settings] = await Promise.all([contactRepository.create(record), settingsService.getPortalSettings()]);
      const sender = { userName: account.email, loginId: account.loginId, isLimited: session.user.isLimited, isEmployee: account.isEmployee };
      await notifier.send({
        channel: 'email',
        to: settings.supportEmail,
        ...contactMessageText(record, reference, sender, escapeBrandText('plainText', (await deps.getBrand()).productName)),
      });
      return { sent: true };
    },
  };
}
