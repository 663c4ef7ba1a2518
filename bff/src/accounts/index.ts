// What the accounts area offers the other areas (organisations' invitations, single sign-on): password
// hashing and checks, the claim of an account proved elsewhere, input parsing for account forms, and the
// session and CSRF handling of the account routes. Everything else in this folder is its own.
export { claimUnprovedAccount } from './claims.ts';
export { parseInput, safeRedirect } from './input.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { googleConnected } from './presenters.ts';
export { requireCsrf } from './routes/csrf.ts';
export { startSession } from './routes/session.ts';
export { checkNewPassword } from './users.ts';
