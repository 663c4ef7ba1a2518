// What the synthetic area offers the other areas; everything else in this folder is its own.
export { presentTest, type TestParent } from './presenters.ts';
