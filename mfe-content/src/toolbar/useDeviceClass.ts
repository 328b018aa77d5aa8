import { deviceClassFor, LAYOUT, type DeviceClass } from '@stride/shared';
import { useEffect, useState } from 'react';

/** The device class of the current window width, following resizes (debounced, spec §9). */
export function useDeviceClass(): DeviceClass {
  const [device, setDevice] = useState(() => deviceClassFor(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDevice(deviceClassFor(window.innerWidth)), LAYOUT.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return device;
}
