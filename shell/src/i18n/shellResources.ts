import type { RemoteDefinition } from '@stride/shared';
import { SHELL_NAMESPACE, shellStrings } from './shellStrings';

/**
 * The shell's strings per locale, like a remote's: English is in the first-load JS; every other locale is a
 * chunk of its own, fetched only by a member who uses it.
 */
export const shellResources: Pick<RemoteDefinition, 'i18nNamespace' | 'resources'> = {
  i18nNamespace: SHELL_NAMESPACE,
  resources: {
    en: async () => ({ strings: shellStrings }),
    ar: () => import('./ar'),
    cs: () => import('./cs'),
    de: () => import('./de'),
    es: () => import('./es'),
    fr: () => import('./fr'),
    it: () => import('./it'),
    nb: () => import('./nb'),
    nl: () => import('./nl'),
    pl: () => import('./pl'),
    'pt-BR': () => import('./pt-BR'),
    pt: () => import('./pt'),
    sv: () => import('./sv'),
  },
};
