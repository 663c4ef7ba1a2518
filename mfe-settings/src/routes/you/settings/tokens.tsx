// /you/settings/tokens: the user's personal access tokens.
import { pathTo } from '@pace/mfe-kit';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { UserNav } from '../../../components/SectionNav';
import { TokensTable } from '../../../components/TokensTable';
import { usePersonalTokens } from '../../../components/usePersonalTokens';

export default function PersonalTokens() {
  const { user, loaded, fetching, error } = usePersonalTokens();
  return (
    <ScreenFrame
      title="Personal access tokens"
      description="Tokens that act as you, for scripts and the command-line export. They reach only your teams."
      nav={<UserNav current={pathTo('you/settings/tokens')} />}
      actions={
        user && user.memberships.length > 0 ? (
          <ButtonLink
            variant="primary"
            href={pathTo('you/settings/tokens/new')}
            data-testid="new-personal-token"
          >
            New token
          </ButtonLink>
        ) : undefined
      }
    >
      {!loaded && fetching ? <Loading /> : null}
      {!loaded && !fetching ? <LoadError error={error} /> : null}
      {loaded && !user ? <LoadError error={undefined} notFound="You are not signed in" /> : null}
      {user ? (
        <TokensTable
          tokens={user.personalTokens}
          editPath={(token) => pathTo('you/settings/tokens/$uuid/edit', { uuid: token.uuid })}
          showCreator={false}
        />
      ) : null}
    </ScreenFrame>
  );
}
