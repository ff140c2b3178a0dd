import { type ReviewQueueFilter, ReviewQueueFilterSchema, type ReviewQueueQuery, constants } from '@portal/contracts';

/** The queue's filters, sort and page as the URL holds them (issue 34 §7): Back, reload and a shared link keep them. */
export interface QueueView {
  filter: ReviewQueueFilter;
  page: number;
  pageSize: number;
}

const filterKeys = ['search', 'priority', 'requestType', 'groupId', 'assigned', 'sort', 'direction'] as const;
const defaults = ReviewQueueFilterSchema.parse({});

/** Reads the view from the URL; a value the schema refuses falls back to its default, one key at a time. */
export function queueViewOf(params: URLSearchParams): QueueView {
  const raw: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    if (ReviewQueueFilterSchema.safeParse({ [key]: value }).success) raw[key] = value;
  }
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  return {
    filter: ReviewQueueFilterSchema.parse(raw),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (constants.tablePageSizes as readonly number[]).includes(pageSize) ? pageSize : 25,
  };
}

/** The URL's query of a view: only what differs from the defaults, so the plain queue reads /admin/review. */
export function paramsOfView(view: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = view.filter[key];
    if (value !== undefined && value !== '' && value !== defaults[key]) params.set(key, String(value));
  }
  if (view.page > 0) params.set('page', String(view.page));
  if (view.pageSize !== 25) params.set('pageSize', String(view.pageSize));
  return params;
}

/** The API's query of a view. */
export function queryOfView(view: QueueView): ReviewQueueQuery {
  const query: ReviewQueueQuery = {
    page: view.page,
    pageSize: view.pageSize,
    assigned: view.filter.assigned,
    sort: view.filter.sort,
    direction: view.filter.direction,
  };
  if (view.filter.search) query.search = view.filter.search;
  if (view.filter.priority) query.priority = view.filter.priority;
  if (view.filter.requestType) query.requestType = view.filter.requestType;
  if (view.filter.groupId) query.groupId = view.filter.groupId;
  return query;
}

export const isFiltered = (filter: ReviewQueueFilter) =>
  Boolean(filter.search || filter.priority || filter.requestType || filter.groupId) || filter.assigned !== 'any';
