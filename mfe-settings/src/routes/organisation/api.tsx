// Screen organisation/api: the organisation's API tokens (components/ApiTokens.tsx holds the screens it shares parts with).
export { ApiTokens } from '../../components/ApiTokens';
