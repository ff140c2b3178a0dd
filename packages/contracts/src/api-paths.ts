/**
 * API paths (spec 1 §7, spec 2 §7), relative to /api. Fastify registers them with the trailing slash optional
 * (ignoreTrailingSlash); the web client calls them as written here.
 */
export const apiPrefix = '/api';

export const apiPaths = {
  settings: '/settings/',
  resource: (key: string) => `/resource/${encodeURIComponent(key)}/`,
  memberResource: (key: string, qhid: string) => `/resource/member/${encodeURIComponent(key)}/${encodeURIComponent(qhid)}/`,
  handshake: '/account/handshake/',
  login: '/account/login/',
  /** Not named by the spec: revokes the session's token. */
  logout: '/account/logout/',
  adminLogin: '/admin/login/',
  tracking: (action: string) => `/tracking/${encodeURIComponent(action)}/`,
  trackingReferer: (action: string) => `/tracking/referer/${encodeURIComponent(action)}/`,
  trackingValue: (action: string, value: string) => `/tracking/${encodeURIComponent(action)}/${encodeURIComponent(value)}/`,
  trackingWithMember: (action: string, qhid: string) =>
    `/tracking/withmember/${encodeURIComponent(action)}/${encodeURIComponent(qhid)}/`,
  trackingWithMemberValue: (action: string, qhid: string, value: string) =>
    `/tracking/withmember/${encodeURIComponent(action)}/${encodeURIComponent(qhid)}/${encodeURIComponent(value)}/`,
  trackingWithNetwork: (a: string, b: string, c: string, d: string) =>
    `/tracking/withnetwork/${[a, b, c, d].map(encodeURIComponent).join('/')}/`,
  trackingPaging: (action: string) => `/tracking/paging/${encodeURIComponent(action)}/`,
  trackingPdfError: '/tracking/pdfError',
  /** Public PDFs of the employee-plan network page (no member data). */
  networkDocument: (fileName: string) => `/network-documents/${encodeURIComponent(fileName)}`,
} as const;
