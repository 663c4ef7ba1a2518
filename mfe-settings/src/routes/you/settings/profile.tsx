import { pathTo } from '@pace/mfe-kit';
import { Badge, Card } from '@pace/ui';
import { controlClass, Field, FormAlert, formClass, SubmitActions, TextField } from '@pace/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { postAuth } from '../../../components/csrf';
import { DeleteByName } from '../../../components/DeleteByName';
import styles from '../../../components/Profile.module.css';
import { useRemote } from '../../../components/remote';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { UserNav } from '../../../components/SectionNav';
import { nameRules, ServerForm, useServerSubmit } from '../../../components/ServerForm';
import {
  CHANGE_PASSWORD,
  CURRENT_USER,
  type CurrentUserData,
  DELETE_ACCOUNT,
  UPDATE_PROFILE,
} from '../../../graphql/user';

type User = NonNullable<CurrentUserData['currentUser']>;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 63;

export default function Profile() {
  const [{ data, fetching, error }] = useQuery({ query: CURRENT_USER });
  const user = data?.currentUser;
  return (
    <ScreenFrame title="Profile" nav={<UserNav current={pathTo('you/settings/profile')} />}>
      {!data && fetching ? <Loading /> : null}
      {!data && !fetching ? <LoadError error={error} /> : null}
      {data && !user ? <LoadError error={undefined} notFound="You are not signed in" /> : null}
      {user ? (
        <>
          <Card title="General details">
            <DetailsForm user={user} />
          </Card>
          <Card title="Authentication">
            <PasswordForm user={user} />
            <GoogleConnection user={user} />
          </Card>
          <DeleteAccount user={user} onDeleted={() => window.location.assign('/')} />
        </>
      ) : null}
    </ScreenFrame>
  );
}

function DetailsForm({ user }: { user: User }) {
  const { flash } = useRemote();
  const form = useForm({ defaultValues: { name: user.name, email: user.email } });
  const [resent, setResent] = useState<string | null>(null);
  const [, updateProfile] = useMutation(UPDATE_PROFILE);
  const { errors, isSubmitting } = form.formState;

  const { alert, submit } = useServerSubmit(form, ['name', 'email'], async (values) => {
    const result = await updateProfile({ input: { name: values.name.trim(), email: values.email.trim() } });
    if (result.error) return result.error;
    const saved = result.data?.updateProfile;
    form.reset({ name: saved?.name ?? values.name, email: saved?.email ?? values.email });
    flash('success', 'Profile saved.');
  });

  async function resend() {
    const message = await postAuth('/auth/verify-email/resend');
    setResent(message ?? `We sent a new verification link to ${user.email}.`);
  }

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="profile-form">
      <TextField
        id="profile-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="name"
        {...form.register('name', nameRules('Enter your name', 'your name'))}
      />
      <Field
        id="profile-email"
        label={
          <>
            Email{' '}
            {user.emailVerified ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <Badge tone="neutral">Not verified</Badge>
            )}
          </>
        }
        error={errors.email?.message}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            className={controlClass}
            autoComplete="email"
            {...form.register('email', {
              required: 'Enter your email address',
              maxLength: { value: 254, message: 'Keep your email under 255 characters' },
              pattern: {
                value: /^[^\s@]+@[^\s@]+$/,
                message: 'Enter an email address like name@example.com',
              },
            })}
          />
        )}
      </Field>
      {!user.emailVerified ? (
        <p className={styles.note}>
          Check your inbox for the verification link.{' '}
          <button type="button" className={styles.linkButton} onClick={resend}>
            Send it again
          </button>
          {resent ? <span role="status"> {resent}</span> : null}
        </p>
      ) : null}
      <SubmitActions label="Save" disabled={isSubmitting} />
    </ServerForm>
  );
}

/** The server's sign-in with Google, linking the account to the signed-in person (not a route of the product). */
const GOOGLE_CONNECT = '/auth/google/start?connect=1';

const PASSWORD_FIELDS = ['currentPassword', 'password', 'passwordConfirmation'];

function PasswordForm({ user }: { user: User }) {
  const { flash } = useRemote();
  const form = useForm({ defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' } });
  const [, changePassword] = useMutation(CHANGE_PASSWORD);
  const { errors, isSubmitting } = form.formState;

  const { alert, submit } = useServerSubmit(form, PASSWORD_FIELDS, async (values) => {
    const result = await changePassword({
      currentPassword: user.hasPassword ? values.currentPassword : null,
      password: values.password,
      passwordConfirmation: values.passwordConfirmation,
    });
    if (result.error) return result.error;
    form.reset();
    flash('success', user.hasPassword ? 'Password changed.' : 'Password set: you can now sign in with it.');
  });

  return (
    <form className={formClass} onSubmit={submit} noValidate data-testid="password-form">
      <h3 className={styles.subheading}>{user.hasPassword ? 'Change password' : 'Set a password'}</h3>
      <FormAlert message={alert} />
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" autoComplete="username" value={user.email} readOnly hidden />
      {user.hasPassword ? (
        <TextField
          id="profile-current-password"
          label="Current password"
          error={errors.currentPassword?.message}
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword', { required: 'Enter your current password' })}
        />
      ) : null}
      <TextField
        id="profile-password"
        label="New password"
        hint={`${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('password', {
          required: 'Enter a new password',
          minLength: {
            value: MIN_PASSWORD_LENGTH,
            message: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
          },
          maxLength: { value: MAX_PASSWORD_LENGTH, message: 'Passwords must be under 64 characters' },
        })}
      />
      <TextField
        id="profile-password-confirmation"
        label="Confirm new password"
        error={errors.passwordConfirmation?.message}
        type="password"
        autoComplete="new-password"
        {...form.register('passwordConfirmation', {
          validate: (value, all) => value === all.password || 'Passwords did not match',
        })}
      />
      <SubmitActions label={user.hasPassword ? 'Change password' : 'Set password'} disabled={isSubmitting} />
    </form>
  );
}

function GoogleConnection({ user }: { user: User }) {
  return (
    <div className={styles.connection} data-testid="google-connection">
      <h3 className={styles.subheading}>Google sign-in</h3>
      {user.googleConnected ? (
        <p>
          <Badge tone="success">Connected</Badge> You can sign in with your Google account.
        </p>
      ) : (
        <p>
          Connect your Google account to sign in with it.{' '}
          {/* The server runs the OpenID Connect round trip: a full page load, not the app's router. */}
          <a href={GOOGLE_CONNECT}>Connect Google</a>
        </p>
      )}
    </div>
  );
}

function DeleteAccount({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const [, deleteAccount] = useMutation(DELETE_ACCOUNT);
  const administers = user.memberships.filter(
    (membership) => membership.role === 'admin' && membership.organisation.isActive,
  );
  return (
    <DeleteByName
      title="Delete your account"
      testId="delete-account"
      description={
        <>
          <p>Your account, your personal access tokens and your place in every organisation are deleted.</p>
          {administers.length > 0 ? (
            <p>
              You administer {administers.map((membership) => membership.organisation.name).join(', ')}. The
              only administrator of an organisation with an active plan cannot delete their account: make
              someone else an administrator first, or delete the organisation.
            </p>
          ) : null}
        </>
      }
      name="DELETE"
      action="Delete my account"
      run={(typed) => deleteAccount({ confirmation: typed })}
      failed="Your account was not deleted"
      onDone={() => {
        onDeleted();
      }}
    />
  );
}
