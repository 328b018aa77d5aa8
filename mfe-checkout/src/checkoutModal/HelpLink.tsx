import { configServiceRef, navigationServiceRef } from '@stride/shared';
import { InAppLink, useService } from '@stride/shared/react';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';

/** The owner's support address (else their help page), where it exists: the app's own page, mail, or a new tab. */
export function useHelpHref(): string | null {
  const links = useService(configServiceRef).app.links;
  return links?.support_url ?? links?.help_url ?? null;
}

/** "Get help", drawn as a button; nothing when the owner set no address. */
export function HelpLink() {
  const { t } = useCheckoutTranslation();
  const { navigate } = useService(navigationServiceRef);
  const href = useHelpHref();
  if (!href) return null;
  const className = 'stride-button stride-button--secondary';
  if (href.startsWith('/')) {
    return (
      <InAppLink to={href} navigate={navigate} className={className}>
        {t('getHelp')}
      </InAppLink>
    );
  }
  // A mail link opens the mail app; a web page opens beside the app so the checkout is still here afterwards.
  const newTab = !href.startsWith('mailto:');
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {t('getHelp')}
    </a>
  );
}
