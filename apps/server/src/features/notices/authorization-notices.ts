import { absoluteAddress, addresses, defaultBrand, escapeBrandText, type NoticeKind, noticeMessages } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, authorizations, brand, noticeDeliveries, notices, providerAssociations } from '../../db/schema.js';

export interface AuthorizationNoticeInput {
  authorizationId: number;
  status: string;
  kind: NoticeKind;
  occurredAt: Date;
}

/**
 * Inside the caller's transaction: the bell row for the submitting account and, unless it opted out, an e-mail
 * delivery job. No-op when the authorization has no submitting account.
 *
 * Written in the transaction that changed the status, so a rolled-back decision tells nobody; the worker
 * (notice-delivery.ts) sends the e-mail after commit. The e-mail names the plan, the authorization number and the
 * status, never the member or the diagnosis: it leaves the plan's systems. Its link is absolute, from PUBLIC_BASE_URL
 * (a mail client has no portal to resolve a path against), and names the authorization's address.
 */
export async function writeAuthorizationNotice(tx: Executor, input: AuthorizationNoticeInput, options: { publicBaseUrl: string }): Promise<void> {
  // One read for all the notice needs (a decision's transaction is on the hot path): the recipient, whether an
  // e-mail may go, and the plan's names for its text.
  const [target] = await tx
    .select({
      qhid: authorizations.qhid,
      authorizationNumber: authorizations.authorizationNumber,
      // Despite its name, the column holds the submitting ACCOUNT's id (accounts.id).
      accountId: accounts.id,
      email: accounts.email,
      isEmailEnabled: accounts.authorizationEmailsEnabled,
      // The bell checks who may see the authorization when it lists; an e-mail cannot be taken back, so it goes only
      // while the account still has an active association with the referring provider or the facility.
      isAssociated: sql<boolean>`exists (select 1 from ${providerAssociations} where ${providerAssociations.accountId} = ${accounts.id}
        and ${providerAssociations.associationStatus} = 'active'
        and ${providerAssociations.locationId} in (${authorizations.providerLocationId}, coalesce(${authorizations.facilityLocationId}, ${authorizations.providerLocationId})))`,
      planName: sql<string | null>`(select ${brand.planName} from ${brand} limit 1)`,
      productName: sql<string | null>`(select ${brand.productName} from ${brand} limit 1)`,
    })
    .from(authorizations)
    .innerJoin(accounts, eq(accounts.id, authorizations.submittedByLoginId))
    .where(eq(authorizations.id, input.authorizationId));
  if (!target) return;

  const [notice] = await tx
    .insert(notices)
    .values({
      recipientAccountId: target.accountId,
      authorizationId: input.authorizationId,
      qhid: target.qhid,
      authorizationNumber: target.authorizationNumber,
      status: input.status,
      kind: input.kind,
      createdAt: input.occurredAt,
    })
    .returning({ id: notices.id });
  if (!notice || !target.isEmailEnabled || !target.isAssociated) return;

  const planName = escapeBrandText('plainText', target.planName ?? defaultBrand.planName);
  const productName = escapeBrandText('plainText', target.productName ?? defaultBrand.productName);
  await tx.insert(noticeDeliveries).values({
    noticeId: notice.id,
    channel: 'email',
    recipient: target.email,
    subject: noticeMessages.email.subject(planName, target.authorizationNumber, input.status, input.kind),
    body: noticeMessages.email.body({
      planName,
      productName,
      authorizationNumber: target.authorizationNumber,
      status: input.status,
      kind: input.kind,
      link: absoluteAddress(options.publicBaseUrl, addresses.authorization(input.authorizationId)),
    }),
    nextAttemptAt: input.occurredAt,
    createdAt: input.occurredAt,
  });
}
