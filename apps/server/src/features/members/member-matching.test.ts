import { describe, expect, it } from 'vitest';
import { matchMember, toSearchResponse } from './member-matching.js';

const noah = { qhid: 8, firstName: 'Noah', middleInitial: null, lastName: 'Brooks' };
const emma = { qhid: 9, firstName: 'Emma', middleInitial: 'J', lastName: 'Brooks' };
const card = [noah, emma];

describe('matchMember', () => {
  it('finds nobody without candidates, whatever the names', () => {
    expect(matchMember([], { firstname: 'Noah' })).toEqual({ kind: 'not-found' });
  });

  it('takes the only candidate when no name narrows', () => {
    expect(matchMember([noah], {})).toEqual({ kind: 'found', member: noah });
    expect(matchMember([noah], { firstname: '', lastname: '', middlename: '' })).toEqual({ kind: 'found', member: noah });
  });

  it('is "not matched" while more than one candidate is left', () => {
    expect(matchMember(card, {})).toEqual({ kind: 'not-matched' });
    expect(matchMember(card, { lastname: 'Brooks' })).toEqual({ kind: 'not-matched' });
  });

  it('compares first and last names exactly, ignoring case and surrounding blanks', () => {
    expect(matchMember(card, { firstname: ' EMMA ' })).toEqual({ kind: 'found', member: emma });
    expect(matchMember(card, { firstname: 'Em' })).toEqual({ kind: 'not-matched' });
    expect(matchMember([noah], { lastname: 'brooks' })).toEqual({ kind: 'found', member: noah });
    expect(matchMember([noah], { lastname: 'Brook' })).toEqual({ kind: 'not-matched' });
  });

  it('compares the middle initial by its first letter; a member without one does not match a given one', () => {
    expect(matchMember(card, { middlename: 'j' })).toEqual({ kind: 'found', member: emma });
    expect(matchMember([noah], { middlename: 'J' })).toEqual({ kind: 'not-matched' });
  });
});

describe('toSearchResponse', () => {
  it('answers the member with an empty middle initial when none, or 0 / -1 with empty names', () => {
    expect(toSearchResponse({ kind: 'found', member: noah })).toEqual({ qhid: 8, firstName: 'Noah', middleInitial: '', lastName: 'Brooks' });
    expect(toSearchResponse({ kind: 'not-found' })).toEqual({ qhid: 0, firstName: '', middleInitial: '', lastName: '' });
    expect(toSearchResponse({ kind: 'not-matched' })).toEqual({ qhid: -1, firstName: '', middleInitial: '', lastName: '' });
  });
});
