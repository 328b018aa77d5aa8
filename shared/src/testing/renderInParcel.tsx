import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { StrideParcelContext } from '..';
import { ParcelProviders } from '../react/ParcelProviders';

export interface ParcelRenderResult extends Omit<RenderResult, 'rerender'> {
  /** Renders again, with other parcel props when the shell would hand new ones (session, location). */
  rerender(ui: ReactElement, context?: StrideParcelContext): void;
}

/** Renders `ui` inside a parcel's providers, as createRemoteParcels mounts a remote's root. */
export function renderInParcel(ui: ReactElement, context: StrideParcelContext): ParcelRenderResult {
  const view = render(<ParcelProviders context={context}>{ui}</ParcelProviders>);
  return {
    ...view,
    rerender: (next, nextContext = context) =>
      view.rerender(<ParcelProviders context={nextContext}>{next}</ParcelProviders>),
  };
}
