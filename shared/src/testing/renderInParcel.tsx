import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { StrideParcelContext } from '..';
import { ParcelProviders } from '../react/ParcelProviders';

export interface ParcelRenderResult extends Omit<RenderResult, 'rerender'> {
  /** Draws again, with new shell services when given, as the shell does when the session or location changes. */
  rerender(ui: ReactElement, context?: StrideParcelContext): void;
}

/**
 * Renders a component of a remote as its parcel would: inside ParcelProviders with the given (fake) shell
 * services, so `useService`, `useQuery` and `useTranslation` work.
 */
export function renderInParcel(ui: ReactElement, context: StrideParcelContext): ParcelRenderResult {
  const view = render(<ParcelProviders context={context}>{ui}</ParcelProviders>);
  let current = context;
  return {
    ...view,
    rerender(next, nextContext = current) {
      current = nextContext;
      view.rerender(<ParcelProviders context={current}>{next}</ParcelProviders>);
    },
  };
}
