import { DEFAULT_MESSAGING_SETTINGS } from '@stride/shared/messaging';
import type { MessagingSettings, RealtimeConfig } from '@stride/shared';
import {
  BRAND_COLOR_DEFAULTS,
  BRAND_COLOR_NAMES,
  DEFAULT_LOCALE,
  DEFAULT_NAVIGATION,
  defaultTheme,
  themeColor,
  type AccessConfig,
  type BrandColorName,
  type GlobalConfig,
  type Theme,
  type ThemeColor,
} from '@stride/shared';
import { offeredSocialProvider, type SocialProviderSettings } from '../auth/social/socialProviderSettings';
import type { AppAccessSettings, AppThemeSettings } from '../db/jsonColumns';
import type { AppRow } from '../db/schema';

const DEFAULT_ACCESS: AccessConfig = {
  is_private: false,
  is_subscriber_only: false,
  purchase_overlay: null,
  sso_apple_enabled: false,
  sso_google_enabled: false,
  passwordless_enabled: false,
  require_sign_in: false,
  allow_anonymous_browsing: false,
  app_products: [],
  prompt_purchase_post_sign_up: false,
};

export function appAccess(settings: AppAccessSettings): AccessConfig {
  return { ...DEFAULT_ACCESS, ...settings };
}

/** The owner's theme settings over the defaults, every colour with hex and rgb. */
export function appTheme(settings: AppThemeSettings): Theme {
  const defaults = defaultTheme();
  const { colors: colorSettings = {}, toolbar = {}, ...rest } = settings;
  const colors = Object.fromEntries(
    BRAND_COLOR_NAMES.map((name) => [name, themeColor(colorSettings[name] ?? BRAND_COLOR_DEFAULTS[name])]),
  ) as Record<BrandColorName, ThemeColor>;
  return { ...defaults, ...rest, colors, toolbar: { ...defaults.toolbar, ...toolbar } };
}

/**
 * GET /api/config: access, theme, app, the locales members may pick (published and default) and the tabs of
 * the app's navigation (the default ones when the owner picked none). A social
 * provider is on only when the app enables it and this server has a client for it (`socialProviders`).
 */
export function buildGlobalConfig(
  app: AppRow,
  socialProviders: SocialProviderSettings,
  realtime: RealtimeConfig,
): GlobalConfig {
  const locales = app.locales.filter((l) => l.status === 'published' || l.status === 'default');
  return {
    access: {
      ...appAccess(app.access),
      sso_google_enabled: offeredSocialProvider(socialProviders, app.access, 'google') !== null,
      sso_apple_enabled: offeredSocialProvider(socialProviders, app.access, 'apple') !== null,
    },
    theme: appTheme(app.theme),
    app: { slug: app.slug, name: app.name, platform_rewardful_slug: app.platformRewardfulSlug, links: app.links },
    locales: locales.some((l) => l.status === 'default')
      ? locales
      : [{ locale: DEFAULT_LOCALE, status: 'default' }, ...locales],
    navigation: app.navigation ?? DEFAULT_NAVIGATION,
    forms: { sign_up_form_id: app.signUpFormId },
    messaging: appMessaging(app),
    realtime,
  };
}

/** The app's messaging settings: what the owner set over the defaults (spec §5/§6). */
export function appMessaging(app: Pick<AppRow, 'messaging'>): MessagingSettings {
  return { ...DEFAULT_MESSAGING_SETTINGS, ...app.messaging };
}
