// The screens organisation/billing/cancel and organisation/billing/delete: two steps each. First the reason (spec
// section 5) and an optional note; then the typed word (CANCEL or DELETE). Either deletes the organisation
// at once, with its teams, sites and data; invoices stay with Stripe.
import { Button, Card } from '@pace/ui';
import { ConfirmByTyping, controlClass, Field, FormActions, formClass, serverErrors } from '@pace/ui/forms';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { CancelReason } from '../graphql/billing';
import { CANCEL, CLOSE_REASONS, DELETE_ORGANISATION, OVERVIEW } from '../graphql/billing';
import styles from './billing.module.css';
import { Frame, LoadError, Loading } from './Frame';
import { orgIdOf, useRemote } from './remote';

/** The two steps of cancelling the subscription or deleting the organisation (both close the account). */
export function CloseAccount({ kind }: { kind: 'cancel' | 'delete' }) {
  const orgId = orgIdOf(useRemote());
  const [{ data, fetching, error }] = useQuery({
    query: OVERVIEW,
    variables: { orgId },
    // Billing changes elsewhere (webhooks, other screens): always check with the bff.
    requestPolicy: 'cache-and-network',
  });
  const [, close] = useMutation(kind === 'cancel' ? CANCEL : DELETE_ORGANISATION);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [comment, setComment] = useState('');
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const billing = data?.billing;
  const word = kind === 'cancel' ? 'CANCEL' : 'DELETE';
  const title = kind === 'cancel' ? 'Cancel subscription' : 'Delete organisation';

  function next(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError(
        kind === 'cancel' ? 'Choose why you are cancelling' : 'Choose why you are deleting the organisation',
      );
      return;
    }
    setStep('confirm');
  }

  async function onConfirm(confirmation: string) {
    const result = await close({
      orgId,
      input: { reason: reason as CancelReason, comment: comment.trim() || null, confirmation },
    });
    if (result.error) {
      const { message, fields } = serverErrors(result.error);
      return message ?? Object.values(fields)[0] ?? 'unknown error';
    }
    // The organisation is gone: a fresh page load shows the viewer's remaining organisations.
    window.location.assign('/');
    return null;
  }

  return (
    <Frame orgId={orgId} title={title}>
      {!billing && fetching ? <Loading lines={4} /> : null}
      {!billing && !fetching ? <LoadError error={error} /> : null}
      {billing ? (
        <Card
          title={`${step === 'reason' ? 'Step 1 of 2' : 'Step 2 of 2'}: ${step === 'reason' ? 'tell us why' : 'confirm'}`}
        >
          {step === 'reason' ? (
            <form className={formClass} onSubmit={next} noValidate data-testid="close-reason-form">
              <Field id="close-reason" label="Reason" error={reasonError}>
                {(control) => (
                  <select
                    {...control}
                    className={controlClass}
                    value={reason}
                    onChange={(event) => setReason(event.target.value as CancelReason)}
                  >
                    <option value="">Choose a reason</option>
                    {CLOSE_REASONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="close-comment" label="Anything else? (optional)">
                {(control) => (
                  <textarea
                    {...control}
                    className={controlClass}
                    value={comment}
                    maxLength={1000}
                    onChange={(event) => setComment(event.target.value)}
                  />
                )}
              </Field>
              <FormActions>
                <Button type="submit" variant="primary">
                  Continue
                </Button>
              </FormActions>
            </form>
          ) : (
            <ConfirmByTyping
              word={word}
              action={title}
              onConfirm={onConfirm}
              testId="close-confirm-form"
              description={
                <>
                  <p>
                    {kind === 'cancel'
                      ? 'Cancelling ends the subscription now and deletes '
                      : 'This deletes '}
                    <strong>{billing.organisationName}</strong> immediately: its teams, sites, people and
                    monitoring data. This cannot be undone.
                  </p>
                  <p className={styles.steps}>
                    Reason: {CLOSE_REASONS.find((option) => option.value === reason)?.label}.{' '}
                    <button type="button" className={styles.linkButton} onClick={() => setStep('reason')}>
                      Change
                    </button>
                  </p>
                </>
              }
            />
          )}
        </Card>
      ) : null}
    </Frame>
  );
}
