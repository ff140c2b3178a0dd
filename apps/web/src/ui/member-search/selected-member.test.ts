import { describe, expect, it } from 'vitest';
import { mariaNetworks, mariaRecord } from './member-search-test-data';
import { emptyMemberSearchCriteria, memberFullName, memberOfRouterState, type SelectedMember } from './selected-member';

const maria: SelectedMember = {
  ...mariaRecord,
  networks: mariaNetworks,
  groupMessage: '',
  criteria: { ...emptyMemberSearchCriteria, dob: '04/12/1985', memberid: 'm100000001' },
};

describe('memberOfRouterState', () => {
  it('reads the member handed over in router state', () => {
    expect(memberOfRouterState({ member: maria })).toBe(maria);
    expect(memberOfRouterState({ member: maria, expectedServiceDate: '07/01/2025' })).toBe(maria);
  });

  it('gives null for a page opened without one or with something else in the state', () => {
    expect(memberOfRouterState(null)).toBeNull();
    expect(memberOfRouterState(undefined)).toBeNull();
    expect(memberOfRouterState({})).toBeNull();
    expect(memberOfRouterState({ member: { qhid: '1000001' } })).toBeNull();
    expect(memberOfRouterState({ member: { ...maria, criteria: null } })).toBeNull();
    expect(memberOfRouterState({ member: { ...maria, networks: undefined } })).toBeNull();
  });
});

describe('memberFullName', () => {
  it('joins first name, middle initial and last name, leaving out blanks', () => {
    expect(memberFullName({ firstName: 'Maria', middleInitial: 'A', lastName: 'Lopez' })).toBe('Maria A Lopez');
    expect(memberFullName({ firstName: 'Maria', middleInitial: ' ', lastName: 'Lopez' })).toBe('Maria Lopez');
  });
});
