import type { RequiredRole } from '@portal/contracts';
import type { ComponentType } from 'react';

/**
 * A page of the admin area that another feature provides (the brand, the review queue, the policy), composed in
 * by the app so that no feature imports another. `path` is matched as React Router matches routes; the shell's
 * menu lists it from the route table (for employees holding `role`, when it names one).
 */
export interface AdminSection {
  readonly path: string;
  readonly Component: ComponentType;
  readonly role?: RequiredRole;
}
