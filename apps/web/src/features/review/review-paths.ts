import { paths } from '@portal/contracts';

/** The review screen of one queue item. */
export const reviewItemPath = (id: number) => `${paths.adminReview}/${id}`;
