import {
  addDays,
  isoToUsDate,
  type MaternityAssessment,
  SavedMaternitySchema,
  submitAuthorizationMessages as text,
  todayIso,
  usDateToIso,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { questionGroupsAnswered } from '../../payer/maternity-assessment.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { MembersRepository } from '../../eligibility/members.repository.js';
import type { MaternityRepository } from './maternity.repository.js';

export type MaternityAssessmentService = ReturnType<typeof createMaternityAssessmentService>;

/** A pregnancy whose due date passed more than this many days ago has ended: a new request is a new pregnancy. */
const pregnancyEndsDaysAfterDueDate = 42;

/** The member's current pregnancy: her newest Future OB request whose due date has not long passed. */
export function existingPregnancyOf(requests: readonly { request: unknown }[], today: string): { dueDate: string; answers: Map<number, string> } | null {
  const earliest = addDays(today, -pregnancyEndsDaysAfterDueDate);
  for (const { request } of requests) {
    const parsed = SavedMaternitySchema.safeParse((request as { maternity?: unknown } | null)?.maternity);
    if (!parsed.success || parsed.data.type !== 'Future OB Admission') continue;
    const dueDate = usDateToIso(parsed.data.expectedDueDate);
    if (!dueDate || dueDate < earliest) continue;
    return { dueDate, answers: new Map(parsed.data.assessment.map((answer) => [answer.id, answer.answer])) };
  }
  return null;
}

/**
 * GET auth/maternity/{qhid} (spec 3 §7): the high-risk pregnancy screening, with the answers and due date of the
 * member's existing pregnancy when the plan has one on file (spec 3 §4 pregnancy logic).
 */
export function createMaternityAssessmentService(deps: {
  repository: MaternityRepository;
  membersRepository: MembersRepository;
  memberAccess: MemberAccess;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { repository, membersRepository, memberAccess, memberReadAudit, clock } = deps;
  return {
    async assessmentOf(reader: MemberReader, qhid: number): Promise<MaternityAssessment> {
      await memberAccess.require(reader, qhid, memberReads.maternityAssessment);
      const member = await membersRepository.findById(qhid);
      if (!member) throw new NotFoundError();
      if (member.sex === 'M') throw new ValidationError(text.save.maternityForMale);
      const pregnancy = existingPregnancyOf(await repository.findMaternityRequests(qhid), todayIso(clock.now()));
      await memberReadAudit.record(reader, memberReads.maternityAssessment, qhid);
      return {
        questionGroups: questionGroupsAnswered(pregnancy?.answers ?? new Map()),
        currentDeliveryDate: pregnancy ? isoToUsDate(pregnancy.dueDate) : null,
      };
    },
  };
}
