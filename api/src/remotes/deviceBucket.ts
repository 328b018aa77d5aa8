import { createHash } from 'node:crypto';

/** Number of buckets; a canary percentage selects buckets 0..percent-1. */
export const BUCKET_COUNT = 100;

/**
 * A device's bucket, 0–99. It depends only on the device id, so a device sees the same version
 * on every visit and across API instances.
 */
export function deviceBucket(deviceId: string): number {
  const digest = createHash('sha256').update(deviceId, 'utf8').digest();
  return digest.readUInt32BE(0) % BUCKET_COUNT;
}

export function isCanaryDevice(deviceId: string, canaryPercent: number): boolean {
  return deviceBucket(deviceId) < canaryPercent;
}
