// Screen user/tokens/new: a new personal access token (components/PersonalTokens.tsx holds the screens it shares parts with).
export { NewPersonalToken } from '../../../components/PersonalTokens';
