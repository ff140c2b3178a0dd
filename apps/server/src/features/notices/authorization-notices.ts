import { defaultBrand, manageAuthorizationLink, type NoticeKind, noticeMessages } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
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
 * status, never the member or the diagnosis: it leaves the plan's systems.
 */
export async function writeAuthorizationNotice(tx: Executor, input: AuthorizationNoticeInput): Promise<void> {
  const [target] = await tx
    .select({
      qhid: authorizations.qhid,
      authorizationNumber: authorizations.authorizationNumber,
      // Despite its name, the column holds the submitting ACCOUNT's id (accounts.id).
      accountId: accounts.id,
      email: accounts.email,
      isEmailEnabled: accounts.authorizationEmailsEnabled,
      providerLocationId: authorizations.providerLocationId,
      facilityLocationId: authorizations.facilityLocationId,
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
  if (!notice || !target.isEmailEnabled) return;
  // The bell checks who may see the authorization when it lists; an e-mail cannot be taken back, so it goes only
  // while the account still has an active association with the referring provider or the facility.
  const locationIds = target.facilityLocationId === null ? [target.providerLocationId] : [target.providerLocationId, target.facilityLocationId];
  const [association] = await tx
    .select({ id: providerAssociations.associationId })
    .from(providerAssociations)
    .where(and(eq(providerAssociations.accountId, target.accountId), eq(providerAssociations.associationStatus, 'active'), inArray(providerAssociations.locationId, locationIds)))
    .limit(1);
  if (!association) return;

  const [plan] = await tx.select({ planName: brand.planName, productName: brand.productName }).from(brand).limit(1);
  const { planName, productName } = plan ?? defaultBrand;
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
      link: manageAuthorizationLink(input.authorizationId),
    }),
    nextAttemptAt: input.occurredAt,
    createdAt: input.occurredAt,
  });
}
