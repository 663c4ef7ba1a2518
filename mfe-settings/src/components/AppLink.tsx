// Moved to @pace/mfe-kit; kept for screens/integrations, which still imports from here.
export { AppLink } from '@pace/mfe-kit';
