import type { FindByNumberResponse } from '@portal/contracts';
import { and, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authorizations, claims } from '../../db/schema.js';

export type FindByNumberRepository = ReturnType<typeof createFindByNumberRepository>;

/** The forms of a typed number a record may carry: as typed, and in capitals (numbers are stored so). */
const formsOf = (number: string) => [...new Set([number, number.toUpperCase()])];

/**
 * Authorizations and claims by their number, only among the given provider locations (no rules here: the service
 * passes the account's). Both tables are asked every time, over their unique indexes, whatever is found: a number of
 * another practice and an unknown one take the same queries and answer the same nothing.
 */
export function createFindByNumberRepository(db: Executor) {
  return {
    async findAmong(number: string, locationIds: readonly number[]): Promise<FindByNumberResponse | undefined> {
      const forms = formsOf(number);
      const locations = [...locationIds];
      const [authorization, claim] = await Promise.all([
        db
          .select({ id: authorizations.id, qhid: authorizations.qhid })
          .from(authorizations)
          .where(
            and(
              inArray(authorizations.authorizationNumber, forms),
              or(inArray(authorizations.providerLocationId, locations), inArray(authorizations.facilityLocationId, locations)),
            ),
          )
          .limit(1),
        db
          .select({ claimNumber: claims.claimNumber, qhid: claims.qhid })
          .from(claims)
          .where(and(inArray(claims.claimNumber, forms), inArray(claims.locationId, locations)))
          .limit(1),
      ]);
      const [foundAuthorization] = authorization;
      if (foundAuthorization) return { kind: 'authorization', ...foundAuthorization };
      const [foundClaim] = claim;
      if (foundClaim) return { kind: 'claim', ...foundClaim };
      return undefined;
    },
  };
}
