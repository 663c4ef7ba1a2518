// The accounts area's presenters: the only place that knows both the stored user and the API object.
import type { User } from '@pace/platform/db';

/** Whether the user signs in with a Google account (stored by the Google sign-in). */
export const googleConnected = (user: User) => (user.get('googleSubject') ?? null) != null;

/**
 * The signed-in user as CurrentUser shows them: the chosen columns, what the sign-in columns mean
 * (never the hash or the Google subject), and the references its recentSites field resolves.
 */
export interface UserParent {
  uuid: string;
  name: string;
  email: string;
  avatar: string | null;
  staff: boolean;
  emailVerified: boolean;
  hasPassword: boolean;
  googleConnected: boolean;
  recentSiteRefs: string[];
}

export const presentCurrentUser = (user: User): UserParent => ({
  uuid: user.uuid,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
  staff: user.staff,
  emailVerified: user.emailVerifiedAt != null,
  hasPassword: user.passwordHash != null,
  googleConnected: googleConnected(user),
  recentSiteRefs: user.recentSites,
});
