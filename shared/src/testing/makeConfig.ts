import { DEFAULT_NAVIGATION, defaultTheme, type GlobalConfig } from '..';
import { DEFAULT_MESSAGING_SETTINGS } from '../messaging/Threads';

/** A public app's global config for tests; override what a test is about. */
export function makeConfig(overrides: Partial<GlobalConfig> = {}): GlobalConfig {
  return {
    access: {
      is_private: false,
      is_subscriber_only: false,
      purchase_overlay: null,
      sso_apple_enabled: false,
      sso_google_enabled: false,
      passwordless_enabled: false,
      require_sign_in: false,
      allow_anonymous_browsing: true,
      app_products: [],
      prompt_purchase_post_sign_up: false,
    },
    theme: defaultTheme(),
    app: { slug: 'demo', name: 'Demo Fitness', platform_rewardful_slug: null },
    locales: [{ locale: 'en', status: 'default' }],
    navigation: DEFAULT_NAVIGATION,
    forms: { sign_up_form_id: null },
    messaging: { ...DEFAULT_MESSAGING_SETTINGS },
    realtime: {
      key: 'stride-test',
      ws_host: null,
      ws_port: null,
      force_tls: null,
      cluster: null,
      auth_endpoint: '/api/realtime/auth',
    },
    ...overrides,
  };
}
