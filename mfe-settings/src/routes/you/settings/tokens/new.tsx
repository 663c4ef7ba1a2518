// /you/settings/tokens/new: a new personal access token, for one of the user's organisations.
import { pathTo, useRemote } from '@pace/mfe-kit';
import { controlClass, Field, formClass } from '@pace/ui/forms';
import { useState } from 'react';
import { useMutation } from 'urql';
import { LoadError, Loading, ScreenFrame } from '../../../../components/Screen';
import { UserNav } from '../../../../components/SectionNav';
import { TokenForm, TokenSecret } from '../../../../components/TokenForm';
import { usePersonalTokens, useTokenOrganisation } from '../../../../components/usePersonalTokens';
import { CREATE_API_TOKEN } from '../../../../graphql/tokens';

export default function NewPersonalToken() {
  const props = useRemote();
  const { user, loaded, fetching, error } = usePersonalTokens();
  const memberships = user?.memberships ?? [];
  const [chosenOrg, setChosenOrg] = useState('');
  const orgId = chosenOrg || (memberships.length === 1 ? (memberships[0]?.organisation.slug ?? '') : '');
  const { organisation, fetching: organisationFetching } = useTokenOrganisation(orgId);
  const [, createApiToken] = useMutation(CREATE_API_TOKEN);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <ScreenFrame title="New personal access token" nav={<UserNav current={pathTo('you/settings/tokens')} />}>
      {!loaded && fetching ? <Loading /> : null}
      {!loaded && !fetching ? <LoadError error={error} /> : null}
      {created ? (
        <TokenSecret {...created} onDone={() => props.navigate(pathTo('you/settings/tokens'))} />
      ) : null}
      {!created && user && memberships.length > 1 ? (
        <div className={formClass}>
          <Field id="token-organisation" label="Organisation" hint="A token works in one organisation.">
            {(control) => (
              <select
                {...control}
                className={controlClass}
                value={chosenOrg}
                onChange={(event) => setChosenOrg(event.target.value)}
                data-testid="token-organisation"
              >
                <option value="">Choose an organisation…</option>
                {memberships.map((membership) => (
                  <option key={membership.organisation.id} value={membership.organisation.slug}>
                    {membership.organisation.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
      {!created && orgId && !organisation && organisationFetching ? <Loading /> : null}
      {!created && organisation ? (
        <TokenForm
          key={organisation.id}
          token={null}
          teams={organisation.teams.edges.map((edge) => edge.node)}
          available={organisation.permissions}
          submitLabel="Create token"
          onCancel={() => props.navigate(pathTo('you/settings/tokens'))}
          onSubmit={async (input) => {
            const result = await createApiToken(
              { orgId: organisation.id, input: { ...input, kind: 'personal' } },
              { additionalTypenames: ['CurrentUser'] },
            );
            if (result.data) {
              setCreated({
                name: result.data.createApiToken.token.name,
                secret: result.data.createApiToken.secret,
              });
            }
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
