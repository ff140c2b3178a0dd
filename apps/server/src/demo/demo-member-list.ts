import { demoGroupIds } from './demo-groups.js';

export interface DemoMember {
  memberId: string;
  /** YYYY-MM-DD. */
  dob: string;
  firstName: string;
  lastName: string;
  sex: 'F' | 'M';
  groupId: string;
  /** What the member is there to show (README). */
  case: string;
}

/** The fixed members every demo data set starts with (qhid 1000001 onwards, in this order). */
export const demoMembers: readonly DemoMember[] = [
  {
    memberId: 'M100000001',
    dob: '1985-04-12',
    firstName: 'Maria',
    lastName: 'Lopez',
    sex: 'F',
    groupId: demoGroupIds.standard,
    case: 'Adult, covered; about 12 claims over the last 3 years and authorizations in several statuses, all at providers of provider@example.com',
  },
  {
    memberId: 'M100000002',
    dob: '1978-09-30',
    firstName: 'James',
    lastName: 'Carter',
    sex: 'M',
    groupId: demoGroupIds.automation,
    case: 'Adult male, covered; group in the standard, unplanned and maternity workflow lists (automation); claims at providers not associated with provider@example.com',
  },
  {
    memberId: 'M100000003',
    dob: '1990-02-14',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    sex: 'F',
    groupId: demoGroupIds.secure,
    case: 'Covered member of a secure group (no authorizations by providers)',
  },
  {
    memberId: 'M100000004',
    dob: '1969-07-04',
    firstName: 'Robert',
    lastName: 'Nguyen',
    sex: 'M',
    groupId: demoGroupIds.standard,
    case: 'No active coverage (coverage ended in the past)',
  },
  {
    memberId: 'M100000005',
    dob: '2012-11-20',
    firstName: 'Lily',
    lastName: 'Johnson',
    sex: 'F',
    groupId: demoGroupIds.standard,
    case: 'Minor, covered',
  },
  {
    memberId: 'M100000006',
    dob: '1992-03-03',
    firstName: 'David',
    lastName: 'Kim',
    sex: 'M',
    groupId: demoGroupIds.taxId,
    case: 'Covered, group 570 (tax ID shown for referring providers)',
  },
  {
    memberId: 'M100000007',
    dob: '1988-05-05',
    firstName: 'Grace',
    lastName: 'Patel',
    sex: 'F',
    groupId: demoGroupIds.infoBox,
    case: 'Covered, group 2964 (info box in Manage Authorizations); authorizations at providers of provider@example.com',
  },
  {
    memberId: 'M100000008',
    dob: '2016-08-09',
    firstName: 'Noah',
    lastName: 'Brooks',
    sex: 'M',
    groupId: demoGroupIds.standard,
    case: 'Twin on a family card shared with Emma Brooks (same member id and date of birth): a search without a first name is "not matched"',
  },
  {
    memberId: 'M100000008',
    dob: '2016-08-09',
    firstName: 'Emma',
    lastName: 'Brooks',
    sex: 'F',
    groupId: demoGroupIds.standard,
    case: 'Twin of Noah Brooks on the same family card; found when the first name is given',
  },
  {
    memberId: 'M100000010',
    dob: '1948-01-15',
    firstName: 'Harold',
    lastName: 'Whitfield',
    sex: 'M',
    groupId: demoGroupIds.standard,
    case: 'Frequent patient: 500 claims and 300 authorizations over the last 3 years, all at providers of provider@example.com (paging and the claims and authorization list benchmarks)',
  },
  {
    memberId: 'M100000011',
    dob: '1979-06-21',
    firstName: 'Olivia',
    lastName: 'Reyes',
    sex: 'F',
    groupId: demoGroupIds.disableAuthEdits,
    case: 'Group in the disable-auth-edits list: her authorizations at providers of provider@example.com cannot be edited',
  },
  {
    memberId: 'M100000012',
    dob: '1983-10-02',
    firstName: 'Samuel',
    lastName: 'Okafor',
    sex: 'M',
    groupId: demoGroupIds.postSubmissionExclusion,
    case: 'Group in the post-submission exclusion list: Manage opens the determination letter instead of the overview',
  },
  {
    memberId: 'M100000013',
    dob: '1994-06-18',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    sex: 'F',
    groupId: demoGroupIds.automation,
    case: 'Adult female in a group on the maternity workflow list (automation); no pregnancy on file: maternity requests of every type',
  },
  {
    memberId: 'M100000014',
    dob: '1991-01-22',
    firstName: 'Hannah',
    lastName: 'Morgan',
    sex: 'F',
    groupId: demoGroupIds.automation,
    case: 'Adult female on the maternity workflow list with an existing pregnancy: a Future OB admission on file (due in about 4 months, screening answered), so another due date opens the High Risk Pregnancy modal',
  },
];

/** qhid of the n-th member (0-based): fixed members first. */
export const qhidOf = (memberIndex: number) => 1_000_001 + memberIndex;
