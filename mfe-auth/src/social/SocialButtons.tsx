import { SOCIAL_PROVIDERS, navigationServiceRef, type SocialProvider } from '@stride/shared';
import { useService } from '@stride/shared/react';
import type { AuthStringKey } from '../i18n/en';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { withoutAuthLinkParams } from '../authModal/authLinkParams';
import { useAccessConfig, useAuthClient } from '../authModal/useAuthClient';

const LABELS: Record<SocialProvider, AuthStringKey> = {
  google: 'continueWithGoogle',
  apple: 'continueWithApple',
};

/**
 * "Continue with Google / Apple", only for providers the app enables (spec §6). Each is a link: the browser
 * leaves for the API's start URL, which sends it to the provider and back to this page signed in.
 */
export function SocialButtons() {
  const t = useAuthTranslation();
  const access = useAccessConfig();
  const client = useAuthClient();
  const { pathname, search } = useService(navigationServiceRef).location;
  // Back to this page after the provider, without the one-time link parameters the modal already read.
  const returnTo = `${pathname}${withoutAuthLinkParams(search) ?? search}`;
  const enabled: Record<SocialProvider, boolean> = {
    google: access.sso_google_enabled,
    apple: access.sso_apple_enabled,
  };
  const providers = SOCIAL_PROVIDERS.filter((provider) => enabled[provider]);
  if (providers.length === 0) return null;
  return (
    <div className="auth-social">
      {providers.map((provider) => (
        <a
          key={provider}
          className={`stride-button stride-button--secondary auth-social__button auth-social__button--${provider}`}
          href={client.socialStartUrl(provider, returnTo)}
        >
          {t(LABELS[provider])}
        </a>
      ))}
      <p className="auth-divider">
        <span>{t('or')}</span>
      </p>
    </div>
  );
}
