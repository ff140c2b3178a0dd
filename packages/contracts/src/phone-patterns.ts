/**
 * Phone numbers as the portal takes them (spec 1 §5), in a module of their own: the peer-to-peer request reads them
 * without the account forms' rules and messages.
 */
export const phonePattern = /^\d{3}-\d{3}-\d{4}$/;
export const phoneExtPattern = /^\d{0,6}$/;
