import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountFlows, accounts, claims, providerAssociations, providerLocations } from '../../db/schema.js';
import { type SessionAccount, sessionAccountColumns } from '../../sessions/session.repository.js';
import { allocateLoginId } from '../../accounts/login-id.js';

/** The columns of a new provider account; the id and login id are assigned here. */
export interface NewRegisteredAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string;
  phoneExt: string | null;
  mobile: string | null;
  roles: string[];
  accountStatus: string;
  providerFirstName: string;
  providerLastName: string;
  facility: string;
  taxId: string;
  npi: string;
  facilityPhone: string;
  facilityPhoneExt: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  tosAcceptedAt: Date;
}

export interface NewAssociation {
  locationId: number;
  associationStatus: 'active' | 'requested';
  isAutoApproved: boolean;
}

export type CreateAccountResult = { kind: 'created'; account: SessionAccount } | { kind: 'flow-already-completed' } | { kind: 'email-taken' };

export function createRegistrationRepository(db: Database) {
  return {
    async isEmailRegistered(email: string): Promise<boolean> {
      const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
      return rows.length > 0;
    },

    /** Whether the location was paid that claim, for exactly that amount, on or after `paidSince` (ISO date). */
    async hasPaidClaim(proof: { locationId: number; claimNumber: string; paidAmount: string; paidSince: string }): Promise<boolean> {
      const rows = await db
        .select({ claimNumber: claims.claimNumber })
        .from(claims)
        .where(
          and(
            eq(claims.claimNumber, proof.claimNumber),
            eq(claims.locationId, proof.locationId),
            eq(claims.paidAmount, sql`${proof.paidAmount}::numeric`),
            gte(claims.paidDate, proof.paidSince),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async findLocationsByNpi(npi: string): Promise<{ locationId: number; taxId: string }[]> {
      return db
        .select({ locationId: providerLocations.locationId, taxId: providerLocations.taxId })
        .from(providerLocations)
        .where(eq(providerLocations.npi, npi))
        .orderBy(providerLocations.locationId);
    },

    /** Whether a flow of this id existed and was completed: a replayed final step, not an unknown id. */
    async isFlowCompleted(helperId: string, kind: string): Promise<boolean> {
      const [row] = await db
        .select({ completedAt: accountFlows.completedAt })
        .from(accountFlows)
        .where(and(eq(accountFlows.id, helperId), eq(accountFlows.kind, kind)));
      return row?.completedAt != null;
    },

    /**
     * Completes the flow and creates the account (and its association) in one transaction: of two racing final
     * submissions only one completes the flow, so only one account is ever created.
     */
    async createAccountCompletingFlow(input: {
      helperId: string;
      account: NewRegisteredAccount;
      association: NewAssociation | undefined;
      now: Date;
    }): Promise<CreateAccountResult> {
      return db.transaction(async (tx) => {
        const taken = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, input.account.email)).limit(1);
        if (taken.length > 0) return { kind: 'email-taken' } as const;
        const claimed = await tx
          .update(accountFlows)
          .set({ completedAt: input.now })
          .where(and(eq(accountFlows.id, input.helperId), isNull(accountFlows.completedAt)))
          .returning({ id: accountFlows.id });
        if (claimed.length === 0) return { kind: 'flow-already-completed' } as const;
        const loginId = await allocateLoginId(tx);
        const [created] = await tx
          .insert(accounts)
          .values({ ...input.account, loginId, addDate: input.now, changeDate: input.now })
          .returning(sessionAccountColumns);
        if (!created) throw new Error('Account insert returned no row');
        await tx.update(accountFlows).set({ accountId: created.id }).where(eq(accountFlows.id, input.helperId));
        if (input.association) {
          await tx.insert(providerAssociations).values({ accountId: created.id, ...input.association, addDate: input.now, changeDate: input.now });
        }
        return { kind: 'created', account: created } as const;
      });
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
