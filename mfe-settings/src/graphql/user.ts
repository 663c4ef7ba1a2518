// The signed-in user's own settings: profile, password, account deletion, personal tokens.
import { gql } from 'urql';
import { API_TOKEN_FIELDS } from './tokens';
import type { ApiToken, Membership } from './types';

export interface CurrentUserData {
  currentUser: {
    uuid: string;
    name: string;
    email: string;
    emailVerified: boolean;
    hasPassword: boolean;
    googleConnected: boolean;
    memberships: Membership[];
  } | null;
}

export const CURRENT_USER = gql<CurrentUserData>`
  query SettingsCurrentUser {
    currentUser {
      uuid
      name
      email
      emailVerified
      hasPassword
      googleConnected
      memberships {
        role
        organisation {
          id
          name
          slug
          isActive
        }
      }
    }
  }
`;

export const UPDATE_PROFILE = gql<
  { updateProfile: { uuid: string; name: string; email: string; emailVerified: boolean } },
  { input: { name: string; email: string } }
>`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      uuid
      name
      email
      emailVerified
    }
  }
`;

export const CHANGE_PASSWORD = gql<
  { changePassword: boolean },
  { currentPassword: string | null; password: string; passwordConfirmation: string }
>`
  mutation ChangePassword($currentPassword: String, $password: String!, $passwordConfirmation: String!) {
    changePassword(
      currentPassword: $currentPassword
      password: $password
      passwordConfirmation: $passwordConfirmation
    )
  }
`;

export const DELETE_ACCOUNT = gql<{ deleteAccount: boolean }, { confirmation: string }>`
  mutation DeleteAccount($confirmation: String!) {
    deleteAccount(confirmation: $confirmation)
  }
`;

export interface PersonalTokensData {
  currentUser: { uuid: string; memberships: Membership[]; personalTokens: PersonalToken[] } | null;
}
export type PersonalToken = ApiToken & { organisation?: never };

export const PERSONAL_TOKENS = gql<PersonalTokensData>`
  query PersonalTokens {
    currentUser {
      uuid
      memberships {
        role
        organisation {
          id
          name
          slug
          isActive
        }
      }
      personalTokens {
        ...ApiTokenFields
      }
    }
  }
  ${API_TOKEN_FIELDS}
`;
