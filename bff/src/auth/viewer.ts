// Who is asking: nobody, a signed-in user (session cookie), or an API token (bearer).
import type { ApiToken, User } from '@pace/platform/db';

export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: User; sessionId: string }
  /** `user` is the token's creator; a personal token also reaches only that user's teams. */
  | { kind: 'token'; user: User; token: ApiToken };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };
