import {
  absoluteAddress,
  paths,
  type AccountListRow,
  type AdminAccount,
  accountStatusChoices,
  accountStatuses,
  type AccountSearchRequestSchema,
  escapeBrandText,
  messages,
  type SaveAccountRequest,
  type SetTemporaryPasswordRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { Notifier } from '../../adapters/notifier/notifier.js';
import { hashPassword } from '../../security/password.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { toAccountListRow, toAdminAccount } from './admin-account-view.js';
import type { AdminAccountRecord, AdminAccountRepository } from './admin-account.repository.js';
import { type AdminActor, type AdminChange, adminAuditActions, type RecordAdminChange } from '../../audit/admin-changes.js';
import { toHistory } from './admin-account-history.js';
import type { GetBrand } from '../../brand/brand.service.js';

export type AdminAccountService = ReturnType<typeof createAdminAccountService>;

const text = messages.admin;
type AccountSearch = z.output<typeof AccountSearchRequestSchema>;

/** The account lists and the manage-account page (spec 2 §2.1, §4). Callers are employees (adminEndpoints' access). */
export function createAdminAccountService(deps: {
  getBrand: GetBrand;
  publicBaseUrl: string;
  adminAccountRepository: AdminAccountRepository;
  settingsService: SettingsService;
  /** Forgets cached sessions of a changed account, so its next request sees the change. */
  forgetAccountSessions: (accountId: number) => void;
  notifier: Notifier;
  recordChange: RecordAdminChange;
  clock: Clock;
  scryptLogN: number;
}) {
  const { adminAccountRepository: repository, recordChange, clock } = deps;

  /** A provider account to manage: employees are not managed in the admin area. */
  async function requireProviderAccount(id: number): Promise<AdminAccountRecord> {
    const account = await repository.findById(id);
    if (!account) throw new NotFoundError();
    if (account.isEmployee) throw new ValidationError(text.notAnAccountOfProvider);
    return account;
  }

  async function view(account: AdminAccountRecord): Promise<AdminAccount> {
    const [settings, history] = await Promise.all([deps.settingsService.getPortalSettings(), repository.findHistory(account.id)]);
    return toAdminAccount(account, settings, toHistory(history));
  }

  return {
    async search(search: AccountSearch): Promise<AccountListRow[]> {
      const rows = await repository.search({
        type: search.SearchType,
        term: search.Term,
        pageSize: search.PageSize,
        pageNumber: search.PageNumber,
        sortClause: search.SortClause,
        now: clock.now(),
      });
      return rows.map(toAccountListRow);
    },

    async getAccount(id: number): Promise<AdminAccount> {
      return view(await requireProviderAccount(id));
    },

    /**
     * Saves status and note. The status must be one the dropdown offers on the page's tab (or unchanged), and
     * still the one the page loaded: two employees working the same queue must not overwrite each other.
     */
    async save(actor: AdminActor, request: SaveAccountRequest): Promise<AdminAccount> {
      const account = await requireProviderAccount(request.id);
      if (account.email !== request.email.toLowerCase()) throw new ValidationError(text.accountEmailMismatch, { email: [text.accountEmailMismatch] });
      if (account.accountStatus !== request.accountStatus) throw new ConflictError(text.accountChangedElsewhere);
      const newStatus = request.accountStatusNew;
      if (newStatus !== account.accountStatus && !accountStatusChoices(account.accountStatus, request.source).includes(newStatus)) {
        throw new ValidationError(text.statusNotAllowed(newStatus), { accountStatusNew: [text.statusNotAllowed(newStatus)] });
      }
      const note = request.note?.trim() || null;
      const changes: AdminChange[] = [];
      if (newStatus !== account.accountStatus) changes.push({ what: 'Account Status', before: account.accountStatus, after: newStatus });
      if (note !== account.note) changes.push({ what: 'Note', before: account.note, after: note });
      if (changes.length === 0) return view(account);

      const now = clock.now();
      const isSaved = await repository.updateStatusAndNote(account.id, account.accountStatus, { accountStatus: newStatus, note, now });
      if (!isSaved) throw new ConflictError(text.accountChangedElsewhere);
      await recordChange(actor, account.id, adminAuditActions.accountSaved, changes);
      deps.forgetAccountSessions(account.id);
      if (newStatus === accountStatuses.approved && account.accountStatus !== accountStatuses.approved) {
        const productName = escapeBrandText('plainText', (await deps.getBrand()).productName);
        await deps.notifier.send({
          channel: 'email',
          to: account.email,
          subject: text.accountApprovedSubject(productName),
          text: text.accountApproved(account.firstName, productName, absoluteAddress(deps.publicBaseUrl, paths.login)),
        });
      }
      return view({ ...account, accountStatus: newStatus, note, changeDate: now });
    },

    /** Sets a temporary password (spec 2 §5): the user must choose a new one at the next login. */
    async setTemporaryPassword(actor: AdminActor, request: SetTemporaryPasswordRequest): Promise<void> {
      const account = await requireProviderAccount(request.helperId);
      const now = clock.now();
      await repository.setTemporaryPassword(account.id, await hashPassword(request.newPassword, deps.scryptLogN), now);
      const changes: AdminChange[] = [{ what: 'Temporary Password', before: null, after: 'Set' }];
      if (account.isLocked) changes.push({ what: 'Locked', before: 'Yes', after: 'No' });
      await recordChange(actor, account.id, adminAuditActions.temporaryPasswordSet, changes);
      deps.forgetAccountSessions(account.id);
    },
  };
}
