/** A refusal of the OAuth token endpoint (RFC 6749 §5.2): its error code and the HTTP status it answers with. */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_scope';

export class OAuthError extends Error {
  readonly statusCode: number;
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
  ) {
    super(description);
    this.statusCode = error === 'invalid_client' ? 401 : 400;
  }
}
