import {
  serverRenderContext,
  serviceRegistryOf,
  type ServiceRef,
  type ServiceRegistry,
  type StrideParcelContext,
} from '@stride/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

const ServicesContext = createContext<ServiceRegistry | null>(null);

export interface ParcelProvidersProps {
  context: StrideParcelContext;
  /**
   * The tree hydrates markup a server render drew: its first render sees the context as the server knew it
   * (serverRenderContext), so it equals that markup; the parcel's own context (the checked session, the query
   * string…) follows right after.
   */
  hydrating?: boolean;
  children: ReactNode;
}

/**
 * Installed once per parcel by createRemoteParcel: the shell's services by ref (`useService`), and its one
 * query client and i18n instance for `useQuery` and `useTranslation`.
 */
export function ParcelProviders({ context, hydrating = false, children }: ParcelProvidersProps) {
  const [serverView, setServerView] = useState(hydrating);
  useEffect(() => {
    // A transition, not an urgent update: a block whose code is still loading keeps its server markup and
    // hydrates first, where an urgent update would make React drop that markup and draw the block anew.
    if (serverView) startTransition(() => setServerView(false));
  }, [serverView]);
  const shown = useMemo(() => (serverView ? serverRenderContext(context) : context), [serverView, context]);
  const registry = useMemo(() => serviceRegistryOf(shown), [shown]);
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
