import { SOCIAL_PROVIDERS, type SocialProvider } from '@stride/shared';
import type { AuthStringKey } from '../i18n/enStrings';
import { useAuthTranslation } from '../i18n/useAuthTranslation';
import { useAuthFlow } from '../authModal/AuthFlowContext';

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
  const { access, socialStartUrl } = useAuthFlow();
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
          href={socialStartUrl(provider)}
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
