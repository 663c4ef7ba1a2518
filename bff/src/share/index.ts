// What the share area offers the other areas; everything else in this folder is its own.
export { sharedArtifactUrl } from './routes.ts';
