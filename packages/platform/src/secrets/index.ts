// Secrets at rest: the box that seals them, where its key comes from, and the sealed columns' upkeep.
export { KEY_FILE, secretBoxFor } from './keys.ts';
export {
  openSealedSecrets,
  resealSecrets,
  SEALED_COLUMNS,
  secretBoxOf,
  useSecretBox,
} from './sealed-columns.ts';
export { newSecretKey, SecretBox, SecretRefusedError } from './secret-box.ts';
