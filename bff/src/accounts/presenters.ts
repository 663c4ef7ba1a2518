// The accounts area's presenters: the only place that knows both the stored user and the API object.
import type { User } from '@pace/platform/db';

/** The parent of CurrentUser's fields: the stored user. */
export type UserParent = User;

/** Whether the user signs in with a Google account (stored by the Google sign-in). */
export const googleConnected = (user: UserParent) => (user.get('googleSubject') ?? null) != null;

export const presentCurrentUser = {
  emailVerified: (user: UserParent) => user.emailVerifiedAt != null,
  hasPassword: (user: UserParent) => user.passwordHash != null,
  googleConnected,
};
