import type { ActivityBody, PushSettings } from '@stride/shared';
import { enableWebPush, webPushAvailability } from '@stride/shared/notifications';
import { createRoot } from 'react-dom/client';
import type { ShellServices } from '../app/ShellServices';
import { localStorageOf } from '../app/localStorageOf';
import { PushBanner } from './PushBanner';
import { PushPrompt } from './PushPrompt';

export interface PushPromptStart {
  report(activity: ActivityBody): Promise<unknown>;
  otherOfferShown(): boolean;
}

/**
 * The push prompt with the shell's services (its own chunk, loaded only where the browser supports push): it
 * follows the session, and draws its banner in a layer of its own.
 */
export function startPushPrompt(services: ShellServices, start: PushPromptStart, win: Window = window): PushPrompt {
  const prompt = new PushPrompt({
    appSlug: services.config.app.slug,
    storage: localStorageOf(win),
    availability: () => webPushAvailability(win),
    pushSettings: () => services.api.get<PushSettings>('/notifications/push_settings'),
    enable: () => enableWebPush(services.api, win),
    report: start.report,
    otherOfferShown: start.otherOfferShown,
  });
  prompt.sessionChanged(services.session.getSnapshot());
  services.bus.on('session:changed', (snapshot) => prompt.sessionChanged(snapshot));

  const host = win.document.createElement('div');
  host.className = 'stride-push-layer';
  win.document.body.append(host);
  createRoot(host).render(<PushBanner prompt={prompt} i18n={services.i18n} appName={services.config.app.name} />);
  return prompt;
}
