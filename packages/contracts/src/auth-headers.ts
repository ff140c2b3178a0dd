/** Authentication headers sent with every call (spec 1 §7). */
export const authHeaders = {
  authorization: 'authorization',
  userName: 'x-user-name',
  appId: 'x-app-id',
  userId: 'x-user-id',
} as const;
