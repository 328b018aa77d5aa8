import { useService } from '@stride/shared/react';
import { sessionServiceRef } from '@stride/shared';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { fillPlaceholders, resolveAttribute, type AttributeSource, type PageAttribute } from './pageAttributes';

export interface PageAttributes {
  attributes: Readonly<Record<string, unknown>>;
  pageTitle: string | null;
}

const NO_ATTRIBUTES: PageAttributes = { attributes: {}, pageTitle: null };

const AttributeContext = createContext<PageAttributes>(NO_ATTRIBUTES);

/** The page's attributes for every block below, overlays and composed blocks included. */
export function AttributeProvider({ value, children }: { value: PageAttributes; children: ReactNode }) {
  return <AttributeContext.Provider value={value}>{children}</AttributeContext.Provider>;
}

/** The page's attributes with the signed-in member, for resolving `member.*` slugs. */
export function useAttributeSource(): AttributeSource {
  const page = useContext(AttributeContext);
  const session = useService(sessionServiceRef);
  const user = session.status === 'authenticated' ? session.user : null;
  return useMemo(() => ({ ...page, user }), [page, user]);
}

/** Block strings with `{{slug}}` placeholders filled, and single attributes by slug. */
export function useAttributes(): {
  fill(text: string): string;
  attribute(slug: string | null | undefined): PageAttribute | null;
} {
  const source = useAttributeSource();
  const fill = useCallback((text: string) => fillPlaceholders(text, source), [source]);
  const attribute = useCallback(
    (slug: string | null | undefined) => (slug ? resolveAttribute(slug, source) : null),
    [source],
  );
  return { fill, attribute };
}
