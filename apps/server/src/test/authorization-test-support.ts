import { type Authorization, authorizationEndpoints, AuthorizationSchema, endpointPath } from '@portal/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { authorizationChangeRequests, authorizationOutcomes, authorizations, members } from '../db/schema.js';
import { bearer, type TestApp } from './test-app.js';

/** Calls of the Manage Authorizations tests, as `token` (null: anonymous). */
export function authorizationCallsOf(testApp: TestApp) {
  const db = () => testApp.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  return {
    call,

    async qhidOf(memberId: string): Promise<number> {
      const [member] = await db().select({ qhid: members.qhid }).from(members).where(eq(members.memberId, memberId));
      if (!member) throw new Error(`${memberId} is not seeded`);
      return member.qhid;
    },

    /** The member's authorizations, straight from the table, oldest id first. */
    authorizationsOf(qhid: number) {
      return db().select().from(authorizations).where(eq(authorizations.qhid, qhid)).orderBy(asc(authorizations.id));
    },

    /** The first authorization of the member whose first admission decision has this reason (an inpatient stay). */
    async inpatientWithReason(qhid: number, reason: string) {
      const rows = await db()
        .select({ id: authorizations.id })
        .from(authorizations)
        .innerJoin(authorizationOutcomes, eq(authorizationOutcomes.authorizationId, authorizations.id))
        .where(and(eq(authorizations.qhid, qhid), eq(authorizations.isInpatient, true), eq(authorizationOutcomes.reason, reason)))
        .orderBy(asc(authorizations.id));
      const id = rows[0]?.id;
      if (id === undefined) throw new Error(`No inpatient authorization of ${qhid} with reason ${reason}`);
      return id;
    },

    /** Decisions on procedures (not extensions) of the member's authorizations, with the reason and authorization number. */
    procedureOutcomesOf(qhid: number) {
      return db()
        .select({
          authorizationId: authorizations.id,
          authorizationNumber: authorizations.authorizationNumber,
          outcomeId: authorizationOutcomes.id,
          reason: authorizationOutcomes.reason,
          startDate: authorizationOutcomes.startDate,
          endDate: authorizationOutcomes.endDate,
          units: authorizationOutcomes.units,
        })
        .from(authorizationOutcomes)
        .innerJoin(authorizations, eq(authorizationOutcomes.authorizationId, authorizations.id))
        .where(and(eq(authorizations.qhid, qhid), isNotNull(authorizationOutcomes.procedureId), isNull(authorizationOutcomes.extensionId)))
        .orderBy(asc(authorizationOutcomes.id));
    },

    async getAuthorization(id: number, token: string): Promise<Authorization> {
      const response = await call('GET', endpointPath(authorizationEndpoints.authorization, { id }), token);
      expect(response.statusCode, response.body).toBe(200);
      return AuthorizationSchema.parse(response.json());
    },

    changeRequestsOf(authorizationId: number) {
      return db()
        .select()
        .from(authorizationChangeRequests)
        .where(eq(authorizationChangeRequests.authorizationId, authorizationId))
        .orderBy(asc(authorizationChangeRequests.id));
    },

    outcomesOf(authorizationId: number) {
      return db().select().from(authorizationOutcomes).where(eq(authorizationOutcomes.authorizationId, authorizationId)).orderBy(asc(authorizationOutcomes.id));
    },
  };
}
