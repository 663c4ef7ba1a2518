// Screen user/tokens: the user's personal access tokens (components/PersonalTokens.tsx holds the screens it shares parts with).
export { PersonalTokens } from '../../components/PersonalTokens';
