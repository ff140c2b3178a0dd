import { memberAreaMessages } from '@portal/contracts';
import type { ContactMessageRecord } from './contact.repository.js';

export interface ContactSender {
  userName: string;
  loginId: number;
  isLimited: boolean;
  isEmployee: boolean;
}

/** One line per field: a name or id typed with line breaks must not pose as another field of the message. */
const oneLine = (value: string) => value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
const orNone = (value: string) => oneLine(value) || '(none)';

function senderKind(sender: ContactSender): string {
  if (sender.isEmployee) return 'employee';
  return sender.isLimited ? 'limited user, pending approval' : 'approved provider user';
}

/**
 * The e-mail to the support mailbox: every field the user sent, and the signed-in account, which the typed name and
 * address cannot change (support answers the person the portal knows).
 */
export function contactMessageText(
  record: ContactMessageRecord,
  reference: number,
  sender: ContactSender,
  productName: string,
): { subject: string; text: string } {
  const name = oneLine(`${record.firstName} ${record.lastName}`);
  const lines = [
    `A ${productName} user sent a message through the Contact page.`,
    '',
    `Subject: ${record.subject}`,
    `From: ${name || '(none)'}`,
    `Email: ${orNone(record.email)}`,
    `Phone: ${orNone(record.phone)}`,
    `Member Insured ID: ${orNone(record.memberInsuredId)}`,
    `Authorization ID: ${orNone(record.authorizationId)}`,
    '',
    'Message:',
    record.message,
    '',
    `Signed-in account: ${sender.userName} (login id ${sender.loginId}, ${senderKind(sender)})`,
    `Received: ${record.createdAt.toISOString()}`,
    `Reference: contact message ${reference}`,
  ];
  return { subject: memberAreaMessages.contact.mailSubject(record.subject, productName), text: lines.join('\n') };
}
