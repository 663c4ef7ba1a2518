import { remoteConfig } from '@pace/mfe-kit/rspack';

export default remoteConfig({ dir: import.meta.dirname, name: 'mfe-settings', port: 3105 });
