// The remote contract of mfe-crux: single-spa parcel lifecycles exposed as `./mount`, one screen per file
// in ./routes/.
import { defineRemote, type RemoteProps, useRemote } from '@pace/mfe-kit';
import type { ComponentType } from 'react';
import { Dashboard } from './routes/Dashboard';
import { Metric } from './routes/Metric';
import { Pages } from './routes/Pages';

// Transitional: screens still written as (props: RemoteProps) until this remote moves to useRemote().
function legacy(Component: ComponentType<RemoteProps>): ComponentType {
  return function LegacyScreen() {
    return <Component {...useRemote()} />;
  };
}

export const { bootstrap, mount, unmount, update } = defineRemote({
  remote: 'mfe-crux',
  screens: {
    'crux/dashboard': legacy(Dashboard),
    'crux/pages': legacy(Pages),
    'crux/metric': legacy(Metric),
  },
});
