import {
  absoluteAddress,
  routeByName,
  type AddAssociationsRequest,
  type AdminAssociationRow,
  type AdminAssociationSearchRequestSchema,
  type AssociationStatus,
  type AssociationStatusChangesRequest,
  associationStatusChoices,
  associationStatuses,
  escapeBrandText,
  messages,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Notifier } from '../../adapters/notifier/notifier.js';
import type { Clock } from '../../clock.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { AdminAccountRecord, AdminAccountRepository } from './admin-account.repository.js';
import type { AdminAssociationRepository, AssociationRecord } from './admin-association.repository.js';
import { type AdminActor, type AdminChange, adminAuditActions, type RecordAdminChange } from '../../audit/admin-changes.js';
import type { GetBrand } from '../../brand/brand.service.js';

export type AdminAssociationService = ReturnType<typeof createAdminAssociationService>;

const text = messages.admin;
type AssociationSearch = z.output<typeof AdminAssociationSearchRequestSchema>;

const describe = (association: Pick<AssociationRecord, 'fullName' | 'npi'>) => `${association.fullName} (NPI ${association.npi})`;

/** An account's provider associations in the admin area (spec 2 §2.1, §4): list, add, change status. */
export function createAdminAssociationService(deps: {
  getBrand: GetBrand;
  publicBaseUrl: string;
  adminAccountRepository: Pick<AdminAccountRepository, 'findById' | 'findByEmail' | 'touch'>;
  adminAssociationRepository: AdminAssociationRepository;
  notifier: Notifier;
  recordChange: RecordAdminChange;
  clock: Clock;
}) {
  const { adminAccountRepository: accounts, adminAssociationRepository: repository, recordChange, clock } = deps;

  function requireProvider(account: AdminAccountRecord | undefined): AdminAccountRecord {
    if (!account) throw new NotFoundError();
    if (account.isEmployee) throw new ValidationError(text.notAnAccountOfProvider);
    return account;
  }

  /** The user hears of providers that became active (spec 2 §1: associations need approval). */
  async function tellApproved(account: AdminAccountRecord, approved: AssociationRecord[]): Promise<void> {
    if (approved.length === 0) return;
    await deps.notifier.send({
      channel: 'email',
      to: account.email,
      subject: text.associationApprovedSubject,
      text: text.associationApproved(
        approved.map(describe).join('; '),
        escapeBrandText('plainText', (await deps.getBrand()).productName),
        absoluteAddress(deps.publicBaseUrl, routeByName('YourProviders').path),
      ),
    });
  }

  return {
    async search(search: AssociationSearch): Promise<AdminAssociationRow[]> {
      requireProvider(await accounts.findById(search.HelperId));
      const rows = await repository.search({
        accountId: search.HelperId,
        pageSize: search.PageSize,
        pageNumber: search.PageNumber,
        sortClause: search.SortClause,
      });
      return rows.map((row) => ({
        ...row,
        addDate: row.addDate.toISOString(),
        address2: row.address2 ?? '',
        associationStatus: row.associationStatus as AssociationStatus,
      }));
    },

    /**
     * Adds providers to an account: active when an employee adds them (Requested false), else requested.
     * Locations the account already has stay as they are, except Removed ones, which come back.
     */
    async add(actor: AdminActor, request: AddAssociationsRequest): Promise<{ added: number }> {
      const account = requireProvider(await accounts.findById(request.Id));
      const locationIds = [...new Set(request.LocationIds)];
      if ((await repository.countExistingLocations(locationIds)) !== locationIds.length) {
        throw new ValidationError(text.locationNotFound, { LocationIds: [text.locationNotFound] });
      }
      const status: AssociationStatus = request.Requested ? associationStatuses.requested : associationStatuses.active;
      const existing = await repository.findByAccountAndLocations(account.id, locationIds);
      const known = new Set(existing.map((association) => association.locationId));
      const revived = existing.filter((association) => association.associationStatus === associationStatuses.removed);
      const now = clock.now();
      await repository.insert(
        account.id,
        locationIds.filter((locationId) => !known.has(locationId)),
        status,
        now,
      );
      await repository.setStatus(
        revived.map((association) => association.associationId),
        status,
        now,
      );

      const revivedIds = new Set(revived.map((association) => association.locationId));
      const added = (await repository.findByAccountAndLocations(account.id, locationIds)).filter(
        (association) => !known.has(association.locationId) || revivedIds.has(association.locationId),
      );
      if (added.length === 0) return { added: 0 };
      const changes: AdminChange[] = added.map((association) => ({
        what: `Association ${describe(association)}`,
        before: revivedIds.has(association.locationId) ? associationStatuses.removed : null,
        after: status,
      }));
      await recordChange(actor, account.id, adminAuditActions.associationsAdded, changes);
      await accounts.touch(account.id, now);
      if (status === associationStatuses.active) await tellApproved(account, added);
      return { added: added.length };
    },

    /** Applies the page's status changes, all or none: every association must be the account's, every status allowed. */
    async changeStatuses(actor: AdminActor, request: AssociationStatusChangesRequest): Promise<{ changed: number }> {
      const account = requireProvider(await accounts.findByEmail(request.selectedaccountemail));
      const ids = request.statusChanges.map((change) => change.associationId);
      if (new Set(ids).size !== ids.length)
        throw new ValidationError(messages.validation.invalidRequest, { statusChanges: ['Each association may appear once.'] });
      const found = new Map((await repository.findByIds(ids)).map((association) => [association.associationId, association]));
      const allowed = associationStatusChoices(request.source);
      const changed: { association: AssociationRecord; status: AssociationStatus }[] = [];
      for (const { associationId, status } of request.statusChanges) {
        const association = found.get(associationId);
        if (association?.accountId !== account.id) throw new ValidationError(text.associationNotOfAccount, { statusChanges: [text.associationNotOfAccount] });
        if (association.associationStatus === status) continue;
        if (!allowed.includes(status))
          throw new ValidationError(text.associationStatusNotAllowed(status), { statusChanges: [text.associationStatusNotAllowed(status)] });
        changed.push({ association, status });
      }
      if (changed.length === 0) return { changed: 0 };

      const now = clock.now();
      for (const status of new Set(changed.map((change) => change.status))) {
        const group = changed.filter((change) => change.status === status).map((change) => change.association.associationId);
        await repository.setStatus(group, status, now);
      }
      const changes: AdminChange[] = changed.map(({ association, status }) => ({
        what: `Association ${describe(association)}`,
        before: association.associationStatus,
        after: status,
      }));
      await recordChange(actor, account.id, adminAuditActions.associationStatusChanged, changes);
      await accounts.touch(account.id, now);
      await tellApproved(
        account,
        changed.filter((change) => change.status === associationStatuses.active).map((change) => change.association),
      );
      return { changed: changed.length };
    },
  };
}
