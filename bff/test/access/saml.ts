// Access entries of the SAML configuration (bff/src/graphql/saml): administrators of the organisation
// only (updateOrganisations), reading included, since it describes how everyone signs in.

import { makeKeyPair } from '@pace/service-fakes/saml-idp';
import { type AccessArea, guards } from '../support/access-kit.ts';

export const area: AccessArea = {
  setup: async (f) => {
    const { certificate } = await makeKeyPair();
    await f.app.db.models.SamlConfiguration.create({
      organisationId: f.orgA.id,
      emailDomain: `access-${f.orgA.slug}.example.test`,
      idpEntityId: 'https://idp.example.test/metadata',
      ssoUrl: 'https://idp.example.test/sso',
      certificate,
    });
    return { certificate };
  },
  cases: [
    {
      field: 'Query.samlConfiguration',
      call: (f) => ({
        query: 'query($orgId: ID!) { samlConfiguration(orgId: $orgId) { emailDomain idpEntityId ssoUrl } }',
        variables: { orgId: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
    },
    {
      field: 'Mutation.updateSamlConfiguration',
      call: (f) => ({
        query:
          'mutation($orgId: ID!, $input: SamlConfigurationInput!) { updateSamlConfiguration(orgId: $orgId, input: $input) { ssoUrl } }',
        variables: {
          orgId: f.orgA.slug,
          input: {
            emailDomain: 'intruder.example.test',
            idpEntityId: 'https://intruder.example.test/metadata',
            ssoUrl: 'https://intruder.example.test/sso',
            certificate: f.extra.saml!.certificate,
          },
        },
      }),
      expect: guards.organisationAdmin(),
      tables: ['saml_configurations'],
    },
    {
      field: 'Mutation.checkSamlDomain',
      call: (f) => ({
        query: 'mutation($orgId: ID!) { checkSamlDomain(orgId: $orgId) { domainProof { state } } }',
        variables: { orgId: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
      tables: ['saml_configurations'],
    },
    {
      field: 'Mutation.deleteSamlConfiguration',
      call: (f) => ({
        query: 'mutation($orgId: ID!) { deleteSamlConfiguration(orgId: $orgId) }',
        variables: { orgId: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
      tables: ['saml_configurations'],
    },
  ],
};
