import { randomUUID } from 'node:crypto';
import { BUCKET_COUNT, deviceBucket, isCanaryDevice } from './deviceBucket';

describe('deviceBucket', () => {
  it('gives the same bucket for the same device id every time', () => {
    const id = 'device-1234';
    const first = deviceBucket(id);
    for (let i = 0; i < 5; i += 1) expect(deviceBucket(id)).toBe(first);
  });

  it('matches the documented hash (sha256, first 4 bytes big-endian, mod 100)', () => {
    // sha256("abc") starts with ba7816bf → 3128432319 % 100 = 19
    expect(deviceBucket('abc')).toBe(19);
  });

  it('always lies in 0..99', () => {
    for (let i = 0; i < 1000; i += 1) {
      const bucket = deviceBucket(`id-${i}`);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(BUCKET_COUNT);
      expect(Number.isInteger(bucket)).toBe(true);
    }
  });

  it('spreads 10,000 device ids roughly uniformly over the buckets', () => {
    const counts = new Array<number>(BUCKET_COUNT).fill(0);
    for (let i = 0; i < 10_000; i += 1) {
      const bucket = deviceBucket(randomUUID());
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    // Expected 100 per bucket, sd ≈ 10; 50..150 is a ±5 sd band.
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(150);
    const inFirstTen = counts.slice(0, 10).reduce((sum, n) => sum + n, 0);
    expect(inFirstTen).toBeGreaterThan(800);
    expect(inFirstTen).toBeLessThan(1200);
  });

  it('puts a device in the canary exactly when its bucket is below the percentage', () => {
    const id = 'abc'; // bucket 19
    expect(isCanaryDevice(id, 0)).toBe(false);
    expect(isCanaryDevice(id, 19)).toBe(false);
    expect(isCanaryDevice(id, 20)).toBe(true);
    expect(isCanaryDevice(id, 100)).toBe(true);
  });
});
