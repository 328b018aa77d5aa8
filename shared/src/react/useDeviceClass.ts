import { deviceClassFor, type DeviceClass } from '@stride/shared';
import { useWindowWidth } from './useWindowWidth';

/**
 * The device class of the current window width, following resizes (debounced, spec §9). A server render, and
 * the hydration of its markup, draw for a phone; the browser's own class follows right after.
 */
export function useDeviceClass(): DeviceClass {
  return useWindowWidth(deviceClassFor, 'mobile');
}
