// The signed-in user's own settings: profile, password, account deletion, personal tokens.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const CURRENT_USER = graphql(`
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
`);

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      uuid
      name
      email
      emailVerified
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String, $password: String!, $passwordConfirmation: String!) {
    changePassword(
      currentPassword: $currentPassword
      password: $password
      passwordConfirmation: $passwordConfirmation
    )
  }
`);

export const DELETE_ACCOUNT = graphql(`
  mutation DeleteAccount($confirmation: String!) {
    deleteAccount(confirmation: $confirmation)
  }
`);

export const PERSONAL_TOKENS = graphql(`
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
`);

export type CurrentUserData = ResultOf<typeof CURRENT_USER>;
