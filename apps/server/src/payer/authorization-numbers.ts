const pad2 = (value: number) => String(value).padStart(2, '0');

/** Authorization numbers: year and month received, then the authorization's running id (unique). */
export const authorizationNumberFor = (receivedAt: Date, sequence: number) =>
  `${receivedAt.getUTCFullYear()}${pad2(receivedAt.getUTCMonth() + 1)}${String(sequence).padStart(7, '0')}`;
