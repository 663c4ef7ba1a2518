// The single sign-on screen's proof of the email domain: the DNS TXT record to add, whether the domain is
// proved (only then do its people sign in through the identity provider), and "Check now".
import { Button, Card } from '@pace/ui';
import { FormActions, FormAlert, serverErrors } from '@pace/ui/forms';
import { useState } from 'react';
import { useMutation } from 'urql';
import { CHECK_SAML_DOMAIN, type SamlConfiguration } from '../graphql/saml';
import { CopyButton } from './CopyButton';
import { formatDateTime } from './format';
import table from './Table.module.css';

export function DomainProof({
  orgId,
  configuration,
  onChecked,
}: {
  orgId: string;
  configuration: SamlConfiguration;
  onChecked: () => void;
}) {
  const proof = configuration.domainProof;
  const [{ fetching }, check] = useMutation(CHECK_SAML_DOMAIN);
  const [failure, setFailure] = useState<string | null>(null);
  const proved = proof.state === 'PROVED';
  const checkNow = async () => {
    setFailure(null);
    const result = await check({ orgId });
    if (result.error) setFailure(serverErrors(result.error).message);
    else if (result.data?.checkSamlDomain.domainProof.state !== 'PROVED')
      setFailure(`The record was not found at ${proof.recordName}. DNS changes can take a while to show.`);
    onChecked();
  };
  return (
    <Card title={`Prove @${configuration.emailDomain}`}>
      <p className={table.note} data-testid="saml-domain-state">
        {proved && proof.provedAt
          ? `Proved ${formatDateTime(proof.provedAt)}: people of @${configuration.emailDomain} sign in through your identity provider. Keep the record: it is checked again every day, and sign-in stops if it is gone.`
          : `Not proved yet: nobody signs in through your identity provider until you add this DNS record at ${proof.recordName} (not at the domain itself) and check it.`}
        {proof.lastCheckedAt ? ` Last checked ${formatDateTime(proof.lastCheckedAt)}.` : ''}
      </p>
      <div className={table.wrap}>
        <table className={table.table} data-testid="saml-domain-record">
          <tbody>
            <tr>
              <th scope="row">Type</th>
              <td className={table.mono}>{proof.recordType}</td>
              <td />
            </tr>
            <tr>
              <th scope="row">Name</th>
              <td className={table.mono}>{proof.recordName}</td>
              <td className={table.actions}>
                <CopyButton value={proof.recordName} label="Copy record name" />
              </td>
            </tr>
            <tr>
              <th scope="row">Value</th>
              <td className={table.mono}>{proof.recordValue}</td>
              <td className={table.actions}>
                <CopyButton value={proof.recordValue} label="Copy record value" />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <FormAlert message={failure} />
      <FormActions>
        <Button
          variant={proved ? 'secondary' : 'primary'}
          disabled={fetching}
          onClick={() => void checkNow()}
        >
          Check now
        </Button>
      </FormActions>
    </Card>
  );
}
