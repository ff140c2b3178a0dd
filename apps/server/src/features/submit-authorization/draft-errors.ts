import type { DraftErrors } from '@portal/contracts';

/** The contract rules' errors (one message per field) as the API's fieldErrors (a list per field). */
export const fieldErrorsOf = (errors: DraftErrors) => Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, [message]]));
