import { cptListCategories } from '@portal/contracts';

/** CPT lists by category detail id (spec 3 lookup/getCptListByCategoryDetailId): the MRI and spine lists. */
export const cptLists: Record<number, readonly string[]> = {
  [cptListCategories.mri]: ['70540', '70542', '70543', '70551', '70552', '70553', '72141', '72142', '72146', '72147', '72148', '72149', '72156', '72157', '72158', '73218', '73219', '73220', '73221', '73222', '73223', '73718', '73719', '73720', '73721', '73722', '73723', '74181', '74182', '74183'],
  [cptListCategories.spine]: ['22551', '22552', '22612', '22614', '22630', '22633', '22634', '62321', '62323', '63030', '63035', '63042', '63047', '63048', '64483', '64484', '64490', '64493'],
};
