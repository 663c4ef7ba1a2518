import type { ServiceStatus } from '@pace/rest-api';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useState } from 'react';
import { Dropdown, LinkItem } from './Dropdown';
import styles from './Menus.module.css';
import { fetchServiceStatus, statusTone } from './serviceStatus';
import type { MountedTrigger } from './trigger';

type StatusState =
  | { state: 'loading' }
  | { state: 'ready'; status: ServiceStatus | null }
  | { state: 'error' };

export function HelpMenu({ trigger }: { trigger: MountedTrigger }) {
  const [status, setStatus] = useState<StatusState>({ state: 'loading' });
  // Asked each time the menu opens (also when it opens as it mounts, from a click on its placeholder).
  const [asked, setAsked] = useState(trigger.openOnMount ? 1 : 0);
  useEffect(() => {
    if (asked === 0) return;
    let current = true;
    setStatus({ state: 'loading' });
    fetchServiceStatus().then(
      (result) => current && setStatus({ state: 'ready', status: result }),
      () => current && setStatus({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [asked]);
  return (
    <Dropdown
      trigger={trigger}
      label="Help"
      onOpenChange={(open) => {
        if (open) setAsked((count) => count + 1);
      }}
    >
      <LinkItem to="/docs" hash="getting-started">
        Getting started
      </LinkItem>
      <LinkItem to="/docs">Docs</LinkItem>
      <LinkItem to="/docs" hash="api">
        API
      </LinkItem>
      <LinkItem to="/contact">Contact</LinkItem>
      <StatusLine status={status} />
    </Dropdown>
  );
}

function StatusLine({ status }: { status: StatusState }) {
  if (status.state === 'ready' && status.status === null) return null;
  let tone: 'good' | 'unknown' | 'problem' | 'loading' = 'loading';
  let text = 'Checking the service status…';
  if (status.state === 'error') {
    tone = 'problem';
    text = 'Error retrieving current status';
  } else if (status.state === 'ready' && status.status) {
    tone = statusTone(status.status.indicator);
    text = status.status.description;
  }
  return (
    <>
      <Menu.Separator className={styles.separator} />
      {/* A menu holds menu items only: the line is one that cannot be chosen, its text a live region. */}
      <Menu.Item disabled className={styles.status} data-testid="service-status" data-tone={tone}>
        <span className={`${styles.statusMark} ${styles[tone]}`} aria-hidden="true" />
        <span role="status">{text}</span>
      </Menu.Item>
    </>
  );
}
