import { createApp } from '@pace/bff/app';
export const _probe = createApp;
