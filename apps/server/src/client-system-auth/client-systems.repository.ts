import { accountStatuses, associationStatuses, roles } from '@portal/contracts';
import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../db/client.js';
import { preparedOnce } from '../db/prepared-once.js';
import { accounts, clientAccessTokens, clientSystems, providerAssociations, providerLocations } from '../db/schema.js';
import { unusablePasswordHash } from '../security/password.js';
import { allocateLoginId } from '../accounts/login-id.js';

export type ClientSystemRecord = typeof clientSystems.$inferSelect;

/** An access token as a FHIR call is checked against: what it was granted, until when, and its system. */
export interface ActiveClientToken {
  scopes: string[];
  expiresAt: Date;
  system: ClientSystemRecord;
}

/** What a registration or an edit sets. */
export interface ClientSystemValues {
  name: string;
  organizationIdentifier: string;
  npis: string[];
  jwks: { keys: Record<string, unknown>[] };
  scopes: string[];
  endpointUrls: string[];
  fhirServerUrls: string[];
}

/**
 * The account's associations follow the NPIs: active with every directory location (not a provider entered as
 * "not listed") of one of them, Removed with every other. Runs in the caller's transaction.
 */
async function syncAssociations(tx: Executor, accountId: number, npis: readonly string[], now: Date): Promise<void> {
  const locations =
    npis.length === 0
      ? []
      : await tx
          .select({ locationId: providerLocations.locationId })
          .from(providerLocations)
          .where(and(inArray(providerLocations.npi, [...npis]), isNull(providerLocations.addedByAccountId)));
  const locationIds = locations.map((location) => location.locationId);
  if (locationIds.length > 0) {
    await tx
      .insert(providerAssociations)
      .values(locationIds.map((locationId) => ({ accountId, locationId, associationStatus: associationStatuses.active, addDate: now, changeDate: now })))
      .onConflictDoUpdate({
        target: [providerAssociations.accountId, providerAssociations.locationId],
        set: { associationStatus: associationStatuses.active, changeDate: now },
        setWhere: ne(providerAssociations.associationStatus, associationStatuses.active),
      });
  }
  await tx
    .update(providerAssociations)
    .set({ associationStatus: associationStatuses.removed, changeDate: now })
    .where(
      and(
        eq(providerAssociations.accountId, accountId),
        ne(providerAssociations.associationStatus, associationStatuses.removed),
        ...(locationIds.length > 0 ? [notInArray(providerAssociations.locationId, locationIds)] : []),
      ),
    );
}

/** Client systems, their accounts and associations, their tokens and accepted assertion ids; no rules here. */
export function createClientSystemsRepository(db: Executor) {
  // Every FHIR call reads its token: built once (db/prepared-once.ts).
  const activeToken = preparedOnce(() =>
    db
      .select({ scopes: clientAccessTokens.scopes, expiresAt: clientAccessTokens.expiresAt, system: clientSystems })
      .from(clientAccessTokens)
      .innerJoin(clientSystems, eq(clientSystems.id, clientAccessTokens.clientSystemId))
      .where(
        and(
          eq(clientAccessTokens.tokenHash, sql.placeholder('tokenHash')),
          gt(clientAccessTokens.expiresAt, sql.placeholder('now')),
          isNull(clientSystems.revokedAt),
        ),
      )
      .prepare('client_active_token'),
  );
  // Read on every CDS Hooks call and token request: built once instead of on every call.
  const activeByClientIdQuery = db
    .select()
    .from(clientSystems)
    .where(and(eq(clientSystems.clientId, sql.placeholder('clientId')), isNull(clientSystems.revokedAt)))
    .prepare('active_client_system');

  return {
    findAll: () => db.select().from(clientSystems).orderBy(asc(clientSystems.name), asc(clientSystems.id)),

    async findById(id: number): Promise<ClientSystemRecord | undefined> {
      const [row] = await db.select().from(clientSystems).where(eq(clientSystems.id, id));
      return row;
    },

    async findActiveByClientId(clientId: string): Promise<ClientSystemRecord | undefined> {
      const [row] = await activeByClientIdQuery.execute({ clientId });
      return row;
    },

    /** The system, its account (which can never sign in) and the account's associations, in one transaction. */
    create(input: { clientId: string; values: ClientSystemValues; createdByAccountId: number | null; now: Date }): Promise<ClientSystemRecord> {
      const { clientId, values, now } = input;
      return db.transaction(async (tx) => {
        const loginId = await allocateLoginId(tx);
        const [account] = await tx
          .insert(accounts)
          .values({
            loginId,
            email: `client-system-${loginId}@client-systems.invalid`,
            passwordHash: unusablePasswordHash,
            firstName: values.name.slice(0, 100),
            lastName: 'Client System',
            isEmployee: false,
            roles: [roles.provider],
            accountStatus: accountStatuses.approved,
            isClientSystem: true,
            addDate: now,
            changeDate: now,
          })
          .returning({ id: accounts.id });
        if (!account) throw new Error('Account insert returned no row');
        const [created] = await tx
          .insert(clientSystems)
          .values({ ...values, clientId, accountId: account.id, createdAt: now, createdByAccountId: input.createdByAccountId, updatedAt: now })
          .returning();
        if (!created) throw new Error('Client system insert returned no row');
        await syncAssociations(tx, account.id, values.npis, now);
        return created;
      });
    },

    update(id: number, values: ClientSystemValues, now: Date): Promise<ClientSystemRecord | undefined> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(clientSystems)
          .set({ ...values, updatedAt: now })
          .where(and(eq(clientSystems.id, id), isNull(clientSystems.revokedAt)))
          .returning();
        if (!updated) return undefined;
        await tx
          .update(accounts)
          .set({ firstName: values.name.slice(0, 100), changeDate: now })
          .where(eq(accounts.id, updated.accountId));
        await syncAssociations(tx, updated.accountId, values.npis, now);
        return updated;
      });
    },

    /** Revoked at once: its tokens deleted (and refused by their join anyway) and its associations removed. */
    revoke(id: number, revokedByAccountId: number, now: Date): Promise<ClientSystemRecord | undefined> {
      return db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(clientSystems)
          .set({ revokedAt: now, revokedByAccountId, updatedAt: now })
          .where(and(eq(clientSystems.id, id), isNull(clientSystems.revokedAt)))
          .returning();
        if (!revoked) return undefined;
        await tx.delete(clientAccessTokens).where(eq(clientAccessTokens.clientSystemId, id));
        await syncAssociations(tx, revoked.accountId, [], now);
        return revoked;
      });
    },

    /** Re-applies every active system's NPIs to the directory as it is now (the demo seed, after all its rows exist). */
    async syncAllAssociations(now: Date): Promise<void> {
      const active = await db.select().from(clientSystems).where(isNull(clientSystems.revokedAt));
      for (const system of active) await syncAssociations(db, system.accountId, system.npis, now);
    },

    /**
     * Records an assertion's jti; false when the client already used it (a replay). Expired ones are cleared on the
     * way, and an expired row of the same jti is taken over as if cleared first. One round trip, since every CDS Hooks
     * call makes one: the clearing leaves that row to the insert, as one statement may not change a row twice.
     */
    async claimJti(clientSystemId: number, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const claimed = await selectRows<{ jti: string }>(
        db,
        sql`
        with cleared as (
          delete from client_assertion_jtis
          where expires_at < ${at}::timestamptz and not (client_system_id = ${clientSystemId} and jti = ${jti})
        )
        insert into client_assertion_jtis (client_system_id, jti, expires_at) values (${clientSystemId}, ${jti}, ${expiresAt.toISOString()}::timestamptz)
        on conflict (client_system_id, jti) do update set expires_at = excluded.expires_at where client_assertion_jtis.expires_at < ${at}::timestamptz
        returning jti`,
      );
      return claimed.length === 1;
    },

    async insertToken(token: { tokenHash: string; clientSystemId: number; scopes: string[]; issuedAt: Date; expiresAt: Date }): Promise<void> {
      await db.delete(clientAccessTokens).where(lt(clientAccessTokens.expiresAt, token.issuedAt));
      await db.insert(clientAccessTokens).values(token);
    },

    /** The unexpired token of an active system, with the system. */
    async findActiveToken(tokenHash: string, now: Date): Promise<ActiveClientToken | undefined> {
      const [row] = await activeToken().execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    /** The active associations of a system's account, by NPI (what the admin page and tests show). */
    async activeAssociationNpis(accountId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ npi: providerLocations.npi })
        .from(providerAssociations)
        .innerJoin(providerLocations, eq(providerLocations.locationId, providerAssociations.locationId))
        .where(and(eq(providerAssociations.accountId, accountId), eq(providerAssociations.associationStatus, associationStatuses.active)))
        .orderBy(sql`1`);
      return rows.map((row) => row.npi);
    },
  };
}
export type ClientSystemsRepository = ReturnType<typeof createClientSystemsRepository>;
