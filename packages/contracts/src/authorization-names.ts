/** Spec 2 §9: authorization type codes and their names (the determination system's own types last). */
export const authorizationTypeNames: Readonly<Record<string, string>> = {
  MEDRRT01: 'Standard',
  MEDRRT02: 'Urgent',
  MEDRRT03: 'Concurrent Review',
  MEDRRT04: 'Retrospective',
  QHRECSTND: 'Reconsideration Standard',
  QHRECCON: 'Reconsideration Concurrent',
  QHRECPRED: 'Reconsideration PreD',
  QHRECUR: 'Reconsideration Urgent',
  QHPRED: 'PreDetermination',
  QHCLMRV: 'Claim Review',
  // The spec names these codes without names; ours.
  PD: 'Pre-Determination',
  RR: 'Retrospective Review',
  PC: 'Pre-Certification',
};

/** Spec 2 §9: network status ids. */
export const networkStatusNames: Readonly<Record<number, string>> = {
  1: 'In Network',
  2: 'Redirected INN',
  3: 'Redirected Better Tier',
  4: 'Out of Network',
  5: 'Out of Network Pay as In Network',
  6: 'Out of Network Pay as In w/Exception',
  7: 'In Network Not Best Tier',
};

export const authorizationTypeName = (code: string) => authorizationTypeNames[code] ?? code;
export const networkStatusName = (id: number | null) => (id === null ? '' : (networkStatusNames[id] ?? String(id)));
