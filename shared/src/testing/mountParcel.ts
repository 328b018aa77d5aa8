// Drives a parcel through single-spa's lifecycle the way the shell's <Parcel> does.
import { act } from '@testing-library/react';
import type { StrideParcel } from '..';

export interface MountedParcel {
  domElement: HTMLElement;
  unmount(): Promise<void>;
}

export async function mountParcel<P extends object>(
  parcel: StrideParcel<P>,
  props: P,
  name = 'test-parcel',
): Promise<MountedParcel> {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  // single-spa adds these; the parcel only needs a unique name and the element to render into.
  const lifecycleProps = Object.assign({}, props, { name, singleSpa: {}, mountParcel: jest.fn(), domElement });
  // The lifecycle promises settle only after React commits, which act() defers to its end: start inside, await after.
  let mounting: Promise<unknown> = Promise.resolve();
  await act(async () => {
    await parcel.bootstrap(lifecycleProps);
    mounting = parcel.mount(lifecycleProps);
  });
  await mounting;
  return {
    domElement,
    async unmount() {
      let unmounting: Promise<unknown> = Promise.resolve();
      await act(async () => {
        unmounting = parcel.unmount(lifecycleProps);
      });
      await unmounting;
      domElement.remove();
    },
  };
}
