import { PageHeader } from '@pace/ui';
import { Link } from '@tanstack/react-router';

/**
 * Spec section 6: a screen the viewer's role cannot use (billing, people for users and viewers) is hidden
 * from the menus, and a direct visit lands here, the shell's one page for the bff's 403, rather than on a
 * screen that would only show its refusal. `/admin` uses it too, with its own reason (staff only).
 */
export function NotAuthorisedPage({
  reason = 'You are not authorised to use this page. Ask an administrator of the organisation if you need it.',
}: {
  /** Why, where the usual answer (an organisation's administrator can give access) does not apply. */
  reason?: string;
}) {
  return (
    <div data-testid="not-authorised" data-status={403}>
      <PageHeader title="Not authorised" description={reason} />
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </div>
  );
}
