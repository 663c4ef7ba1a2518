import { PageHeader } from '@pace/ui';
import { useRemote } from './remote-context';
import styles from './ScreenPlaceholder.module.css';

/**
 * Shown for a screen the remote does not implement yet: the screen's title and the route's parameters,
 * nothing more (the foundation's rule until the issue that builds the screen).
 */
export function ScreenPlaceholder() {
  const { route } = useRemote();
  const params = Object.entries(route.params);
  return (
    <div data-testid="screen-placeholder" data-screen={route.screen}>
      <PageHeader title={route.title} titleTestId="screen-title" />
      {params.length > 0 ? (
        <dl className={styles.params} data-testid="route-params">
          {params.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
