import type { RouteParcelProps } from '@stride/shared';
import { createContext, useContext } from 'react';

/** The props the shell mounted this parcel with, for any component of the page tree. */
export const ContentParcelContext = createContext<RouteParcelProps | null>(null);

export function useContentParcel(): RouteParcelProps {
  const props = useContext(ContentParcelContext);
  if (!props) throw new Error('useContentParcel must be used inside ContentRoot');
  return props;
}
