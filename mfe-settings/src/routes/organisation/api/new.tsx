// Screen organisation/api/new: a new API token (components/ApiTokens.tsx holds the screens it shares parts with).
export { NewApiToken } from '../../../components/ApiTokens';
