// What the job workers use of RUM: the beacon stream and writer, the rollups, the retention purge.
export { type BeaconStream, beaconStreamFor } from './beacon-stream.ts';
export { BeaconWriter, type BeaconWriterOptions } from './beacon-writer.ts';
export { recordRollupCost, requestRollup } from './rollup-schedule.ts';
export { purgeExpired, rawBeaconCutoff, rollUpDay } from './rollup-store.ts';
