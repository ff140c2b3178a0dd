import { paths, routeByName } from '@portal/contracts';
import { useState } from 'react';
import { useBlocker } from 'react-router';
import type { SelectedMember } from '../../ui/member-search/selected-member';

/**
 * Leaves that do not ask for feedback: going on to submit an authorization (spec 2 §2.2), and the login pages,
 * where logout, the idle time-out and a 401 send the user; holding those would keep a patient's data on screen.
 */
const leavesWithoutFeedback = new Set<string>([routeByName('SubmitAuthorizations').path, paths.login, paths.loginAdmin]);

/**
 * The benefits-exit feedback (spec 2 §2.2, §2.11): once a member was found, leaving the page first opens the modal;
 * once per lookup. New Search is no navigation and never asks. `finish` lets the held navigation go on.
 */
export function useExitFeedback(member: SelectedMember | null) {
  const [answeredFor, setAnsweredFor] = useState<SelectedMember | null>(null);
  const isArmed = member !== null && answeredFor !== member;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isArmed && nextLocation.pathname !== currentLocation.pathname && !leavesWithoutFeedback.has(nextLocation.pathname),
  );
  return {
    isOpen: blocker.state === 'blocked',
    finish: () => {
      setAnsweredFor(member);
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}
