// /organisations/{orgId}/billing/invoices: the invoice history (paid, Retrying, Failed, Upcoming), each
// downloadable once final, and the invoice settings printed on every invoice.
import { Button, Card } from '@pace/ui';
import {
  controlClass,
  Field,
  FormActions,
  FormAlert,
  formClass,
  splitErrors,
  TextField,
} from '@pace/ui/forms';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Frame, LoadError, Loading } from '../../../../components/Frame';
import { InvoiceTable } from '../../../../components/InvoiceTable';
import { orgIdOf, useRemote } from '../../../../components/remote';
import { INVOICES, UPDATE_INVOICE_SETTINGS } from '../../../../graphql/billing';

export default function Invoices() {
  const remote = useRemote();
  const orgId = orgIdOf(remote);
  const [{ data, fetching, error }] = useQuery({
    query: INVOICES,
    variables: { orgId },
    // Billing changes elsewhere (webhooks, other screens): always check with the bff.
    requestPolicy: 'cache-and-network',
  });
  const billing = data?.billing;
  return (
    <Frame orgId={orgId} title="Invoices">
      {!billing && fetching ? <Loading /> : null}
      {!billing && !fetching ? <LoadError error={error} /> : null}
      {billing ? (
        <>
          <Card title="History">
            <InvoiceTable invoices={billing.invoices} />
          </Card>
          <Card title="Invoice settings">
            <InvoiceSettingsForm orgId={orgId} settings={billing.invoiceSettings} />
          </Card>
        </>
      ) : null}
    </Frame>
  );
}

function InvoiceSettingsForm({
  orgId,
  settings,
}: {
  orgId: string;
  settings: { purchaseOrder: string | null; footer: string | null };
}) {
  const { flash } = useRemote();
  const [purchaseOrder, setPurchaseOrder] = useState(settings.purchaseOrder ?? '');
  const [footer, setFooter] = useState(settings.footer ?? '');
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const [{ fetching }, update] = useMutation(UPDATE_INVOICE_SETTINGS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await update({ orgId, input: { purchaseOrder, footer } });
    if (result.error) {
      setErrors(splitErrors(result.error, ['purchaseOrder', 'footer']));
      return;
    }
    setErrors({ fields: {}, message: null });
    flash('success', 'Invoice settings saved. They appear on the next invoice.');
  }

  return (
    <form className={formClass} onSubmit={submit} noValidate data-testid="invoice-settings-form">
      <FormAlert message={errors.message} />
      <TextField
        id="invoice-po"
        label="Purchase order number"
        hint="Printed on every invoice, for your accounts team."
        error={errors.fields.purchaseOrder}
        value={purchaseOrder}
        maxLength={140}
        onChange={(event) => setPurchaseOrder(event.target.value)}
      />
      <Field
        id="invoice-footer"
        label="Invoice note"
        hint="A line at the foot of every invoice."
        error={errors.fields.footer}
      >
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            value={footer}
            maxLength={500}
            onChange={(event) => setFooter(event.target.value)}
          />
        )}
      </Field>
      <FormActions>
        <Button type="submit" variant="primary" disabled={fetching}>
          Save invoice settings
        </Button>
      </FormActions>
    </form>
  );
}
