import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { StrideParcelContext } from '../remotes/ParcelProps';
import { serviceRegistryOf, type ServiceRef, type ServiceRegistry } from '../remotes/services';

const ServicesContext = createContext<ServiceRegistry | null>(null);

/**
 * Installed once per parcel by createRemoteParcel: the shell's services by ref (`useService`), and its one
 * query client and i18n instance for `useQuery` and `useTranslation`.
 */
export function ParcelProviders({ context, children }: { context: StrideParcelContext; children: ReactNode }) {
  const registry = useMemo(() => serviceRegistryOf(context), [context]);
  return (
    <ServicesContext.Provider value={registry}>
      <QueryClientProvider client={context.queryClient}>
        <I18nextProvider i18n={context.i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

/** One shell service, e.g. `useService(sessionServiceRef)`; only inside a parcel's tree. */
export function useService<T>(ref: ServiceRef<T>): T {
  const registry = useContext(ServicesContext);
  if (!registry) throw new Error(`useService('${ref.id}') outside a parcel: mount it with createRemoteParcel`);
  return registry.get(ref);
}
