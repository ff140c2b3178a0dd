/**
 * The plan's global list of procedure codes that never need an authorization (spec 2 §7
 * GetGlobalNoAuthRequiredLists / CptCodesNotRequiringAuth): office and emergency visits, preventive care,
 * vaccines, routine labs, plain X-rays and an ECG. Add CPT in Manage Authorizations refuses them (spec 2 §5).
 */
export const codesNotRequiringAuthorization: readonly string[] = [
  '99202', '99203', '99204', '99205', '99211', '99212', '99213', '99214', '99215',
  '99281', '99282', '99283', '99284', '99285',
  '99381', '99382', '99383', '99384', '99385', '99386', '99387', '99391', '99392', '99393', '99394', '99395', '99396', '99397',
  '90471', '90472', '90686', '90715', '90750',
  '36415', '80048', '80053', '80061', '81001', '83036', '84443', '85025', '87880',
  '71045', '71046', '71047', '71048', '72040', '73030', '73060', '73110', '73560', '73562', '73564', '73610', '73630',
  '93000',
];
