import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../api/ApiClient';
import type { StrideBus } from '../bus/StrideEvents';
import type { GlobalConfig } from '../config/GlobalConfig';
import type { SessionSnapshot } from '../session/Session';
import type { ColorModeService } from '../theme/colorMode';
import type { RealtimeService } from '../messaging/realtime';
import type { StrideParcelContext } from './ParcelProps';
import { parcelContextOf, type SlotOutlet } from './slots';

/**
 * A typed key for one shell service, like Backstage's `createApiRef`: remote code asks
 * `useService(sessionServiceRef)` and never receives services as props or through a context of its own.
 */
export interface ServiceRef<T> {
  readonly id: string;
  /** Carries the type only; never set. */
  readonly type?: T;
}

export function createServiceRef<T>(id: string): ServiceRef<T> {
  return Object.freeze({ id });
}

/** Where the member is and how to move: the shell owns history, remotes ask it. */
export interface NavigationService {
  location: StrideParcelContext['location'];
  navigate: StrideParcelContext['navigate'];
  canGoBack: StrideParcelContext['canGoBack'];
  back: StrideParcelContext['back'];
  /** True when a newer release is waiting: links then reload the app (`app:reload-to`). */
  updateWaiting: StrideParcelContext['updateWaiting'];
  /** `?page-builder` preview (spec §2). */
  pageBuilder: boolean;
  /** The hash starts with the start marker: no automatic purchase or login prompt. */
  suppressPrompts: boolean;
}

export const busServiceRef = createServiceRef<StrideBus>('bus');
export const apiServiceRef = createServiceRef<ApiClient>('api');
export const sessionServiceRef = createServiceRef<SessionSnapshot>('session');
export const configServiceRef = createServiceRef<GlobalConfig>('config');
export const navigationServiceRef = createServiceRef<NavigationService>('navigation');
export const queryClientServiceRef = createServiceRef<QueryClient>('queryClient');
export const i18nServiceRef = createServiceRef<I18n>('i18n');
/** Light or dark: the member's pick, the device's, or the app's (see ColorModeService). */
export const colorModeServiceRef = createServiceRef<ColorModeService>('colorMode');
/** Live events over the Pusher protocol: one connection for the whole app. */
export const realtimeServiceRef = createServiceRef<RealtimeService>('realtime');

/** The shell's slot outlet (null without a shell) and the context it mounts another remote's block with. */
export interface SlotService {
  outlet: SlotOutlet | null;
  context: StrideParcelContext;
}
export const slotServiceRef = createServiceRef<SlotService>('slot');

/** The services a parcel was mounted with, by ref. */
export interface ServiceRegistry {
  get<T>(ref: ServiceRef<T>): T;
}

/** The registry of one set of parcel props (rebuilt when the shell hands the parcel new props). */
export function serviceRegistryOf(context: StrideParcelContext): ServiceRegistry {
  const navigation: NavigationService = {
    location: context.location,
    navigate: context.navigate,
    canGoBack: context.canGoBack,
    back: context.back,
    updateWaiting: context.updateWaiting,
    pageBuilder: context.pageBuilder,
    suppressPrompts: context.suppressPrompts,
  };
  const services = new Map<string, unknown>([
    [busServiceRef.id, context.bus],
    [apiServiceRef.id, context.api],
    [sessionServiceRef.id, context.session],
    [configServiceRef.id, context.appConfig],
    [navigationServiceRef.id, navigation],
    [queryClientServiceRef.id, context.queryClient],
    [i18nServiceRef.id, context.i18n],
    [colorModeServiceRef.id, context.colorMode],
    [realtimeServiceRef.id, context.realtime],
    [slotServiceRef.id, { outlet: context.slotOutlet ?? null, context: parcelContextOf(context) }],
  ]);
  return {
    get<T>(ref: ServiceRef<T>): T {
      if (!services.has(ref.id)) throw new Error(`No shell service '${ref.id}'`);
      return services.get(ref.id) as T;
    },
  };
}
