// Selections several documents share.
import { gql } from 'urql';

export const PERMISSION_FIELDS = gql`
  fragment PermissionFields on Permissions {
    updateOrganisations
    readSites
    updateSites
    createSites
    managePageGroupings
    manageBilling
  }
`;
