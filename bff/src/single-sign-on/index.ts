// What the single sign-on area offers the other areas: whether a person signs in through their
// organisation's identity provider (the people list's authentication method).
export { signsInWithSaml } from './resolvers.ts';
