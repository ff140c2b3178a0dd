import { absoluteAddress, addresses, defaultBrand, escapeBrandText, type NoticeKind, noticeMessages } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
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
export function writeAuthorizationNotice(tx: Executor, input: AuthorizationNoticeInput, options: { publicBaseUrl: string }): Promise<void> {
  return writeAuthorizationNotices(tx, [input], options);
}

/**
 * The notices of several events at once (writeAuthorizationNotice for each, in order), in three statements whatever
 * their number: the events consumer writes a batch's notices together, where three statements each took a round trip.
 */
export async function writeAuthorizationNotices(tx: Executor, inputs: readonly AuthorizationNoticeInput[], options: { publicBaseUrl: string }): Promise<void> {
  if (inputs.length === 0) return;
  // One read for all the notices need: each recipient, whether an e-mail may go, and the plan's names for its text.
  const targets = await tx
    .select({
      authorizationId: authorizations.id,
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
    .where(inArray(authorizations.id, [...new Set(inputs.map((input) => input.authorizationId))]));
  const targetOf = new Map(targets.map((target) => [target.authorizationId, target]));
  const told = inputs.flatMap((input) => {
    const target = targetOf.get(input.authorizationId);
    return target ? [{ input, target }] : [];
  });
  if (told.length === 0) return;

  const noticeRows = told.map(({ input, target }) => ({
    recipientAccountId: target.accountId,
    authorizationId: input.authorizationId,
    qhid: target.qhid,
    authorizationNumber: target.authorizationNumber,
    status: input.status,
    kind: input.kind,
    createdAt: input.occurredAt,
  }));
  const written = await tx
    .insert(notices)
    .values(noticeRows)
    .returning({ id: notices.id, authorizationId: notices.authorizationId, status: notices.status, kind: notices.kind, createdAt: notices.createdAt });
  // Each notice's id by what it says: rows alike in all of that are alike in every column, so either id serves.
  const idsByNotice = new Map<string, number[]>();
  const keyOf = (row: { authorizationId: number; status: string; kind: string; createdAt: Date }) =>
    `${row.authorizationId}|${row.status}|${row.kind}|${row.createdAt.getTime()}`;
  for (const row of written) idsByNotice.set(keyOf(row), [...(idsByNotice.get(keyOf(row)) ?? []), row.id]);

  const deliveries = told.flatMap(({ input, target }, index) => {
    const noticeId = idsByNotice.get(keyOf(noticeRows[index] as (typeof noticeRows)[number]))?.shift();
    if (noticeId === undefined || !target.isEmailEnabled || !target.isAssociated) return [];
    const planName = escapeBrandText('plainText', target.planName ?? defaultBrand.planName);
    const productName = escapeBrandText('plainText', target.productName ?? defaultBrand.productName);
    return [
      {
        noticeId,
        channel: 'email' as const,
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
      },
    ];
  });
  if (deliveries.length > 0) await tx.insert(noticeDeliveries).values(deliveries);
}
