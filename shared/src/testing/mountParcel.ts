// Drives a parcel through single-spa's lifecycle the way the shell's <Parcel> does.
import { act } from '@testing-library/react';
import type { StrideParcel } from '..';

export interface MountedParcel<P> {
  domElement: HTMLElement;
  /** New props, as <Parcel> passes them when the shell re-renders (e.g. the session checked). */
  update(props: P): Promise<void>;
  unmount(): Promise<void>;
}

export async function mountParcel<P extends object>(
  parcel: StrideParcel<P>,
  props: P,
  name = 'test-parcel',
): Promise<MountedParcel<P>> {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  // single-spa adds these; the parcel only needs a unique name and the element to render into.
  const singleSpaProps = { name, singleSpa: {}, mountParcel: jest.fn(), domElement };
  const lifecycleProps = Object.assign({}, props, singleSpaProps);
  // The lifecycle promises settle only after React commits, which act() defers to its end: start inside, await after.
  let mounting: Promise<unknown> = Promise.resolve();
  await act(async () => {
    await parcel.bootstrap(lifecycleProps);
    mounting = parcel.mount(lifecycleProps);
  });
  await mounting;
  return {
    domElement,
    async update(next) {
      let updating: Promise<unknown> = Promise.resolve();
      await act(async () => {
        updating = parcel.update?.(Object.assign({}, next, singleSpaProps)) ?? Promise.resolve();
      });
      await updating;
    },
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
