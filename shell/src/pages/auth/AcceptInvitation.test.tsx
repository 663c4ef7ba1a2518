// The invitation page says what to do next, as the bff tells it: a new account chooses a password; an
// existing one signs in as the invited address, verifies it, or accepts.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAppRouter } from '../../router';
import { render } from '../../test/render';

const PATH = '/sign-up?invitation=tok3n';

async function open(next: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/auth/invitations/')
        ? Response.json({ organisation: { name: 'Acme' }, email: 'sam@example.test', name: 'Sam', next })
        : Response.json({ csrf: 'c', googleEnabled: false, signedIn: false }),
    ),
  );
  window.history.replaceState(null, '', PATH);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [PATH] }) });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('/sign-up?invitation=…', () => {
  test('a new account chooses its name and a password', async () => {
    const view = await open('create-account');
    expect(view.container.textContent).toContain('Choose your name and a password');
    expect(view.container.querySelector('input[name="password"]')).not.toBeNull();
    view.unmount();
  });

  test('an existing account is asked to sign in as the invited address, and comes back', async () => {
    const view = await open('sign-in');
    const link = [...view.container.querySelectorAll('a')].find(
      (anchor) => anchor.textContent === 'Sign in as sam@example.test',
    );
    expect(link).toBeDefined();
    expect(new URL(link!.href, 'http://pace.test').searchParams.get('redirect_to')).toBe(PATH);
    expect(view.container.querySelector('input[name="password"]')).toBeNull();
    view.unmount();
  });

  test('an unverified address is asked to verify first, with a new link on offer', async () => {
    const view = await open('verify-email');
    expect(view.container.textContent).toContain('Verify your email address');
    expect(view.container.textContent).toContain('Send a new verification link');
    view.unmount();
  });

  test('the signed-in invited account accepts with one button', async () => {
    const view = await open('accept');
    expect([...view.container.querySelectorAll('button')].map((button) => button.textContent)).toContain(
      'Accept the invitation',
    );
    view.unmount();
  });
});
