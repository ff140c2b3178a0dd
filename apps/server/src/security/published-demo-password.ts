/**
 * DEMO DATA, NOT A SECRET: the salt of the demo accounts' password hash (base64 of "portal-demo-salt"). The demo's
 * password is published (README), so its hash may as well be predictable: with this fixed salt, every account the
 * demo seed made still opens with the published password exactly while its stored hash has this salt, however its
 * user id was renamed. A production start looks for it through a partial index (accounts_published_salt_idx, empty
 * on a real database) and refuses to run (demo-data-guard.ts). A real password never gets it: hashPassword draws a
 * random salt (2^-128 odds of meeting this one).
 */
export const publishedDemoPasswordSalt = 'cG9ydGFsLWRlbW8tc2FsdA==';

/** The salt's field in a stored hash, scrypt$<logN>$<r>$<p>$<salt>$<hash> (password.ts): the fifth. */
export const passwordSaltField = 5;
