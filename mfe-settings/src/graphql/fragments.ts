// Selections several documents share.
import { graphql } from './generated';

export const PERMISSION_FIELDS = graphql(`
  fragment PermissionFields on Permissions {
    updateOrganisations
    readSites
    updateSites
    createSites
    managePageGroupings
    manageBilling
  }
`);
