// Screen user/tokens/edit: a personal access token's name and scopes (components/PersonalTokens.tsx holds the screens it shares parts with).
export { EditPersonalToken } from '../../../components/PersonalTokens';
