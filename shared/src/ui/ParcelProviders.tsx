import type { StrideParcelContext } from '../remotes/ParcelProps';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** Every root of this remote renders inside the shell's query client and i18n instance. */
export function ParcelProviders({ context, children }: { context: StrideParcelContext; children: ReactNode }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <I18nextProvider i18n={context.i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
