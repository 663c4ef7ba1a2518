import { PageHeader } from '@pace/ui';
import { useMatch } from '@tanstack/react-router';

/** A page of the shell that a later issue builds: for now its title, like the remotes' placeholders. */
export function ShellPage() {
  const title = useMatch({ strict: false, select: (match) => match.staticData.title ?? '' });
  return <PageHeader title={title} titleTestId="screen-title" />;
}
