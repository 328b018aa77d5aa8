import { createRoot } from 'react-dom/client';
import type { ActivityBody } from '@stride/shared';
import type { ShellServices } from '../app/ShellServices';
import { localStorageOf } from '../app/localStorageOf';
import { InstallBanner } from './InstallBanner';
import { InstallPrompt, needsIosInstallHint, type BeforeInstallPromptEvent } from './InstallPrompt';
import { redrawKeptPagesOnPick } from './redrawKeptPagesOnPick';
import { registerServiceWorker } from './registerServiceWorker';

function isStandalone(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
}

export interface PwaStart {
  /** Activity reports (the shell's ActivityReporter). */
  report(activity: ActivityBody): Promise<unknown>;
  /** Another offer on screen (the push prompt): the install offer waits for it. */
  otherOfferShown(): boolean;
}

/**
 * The installable app in the browser, started after the app's first render (its own chunk, off the first load):
 * the service worker, and the install offer with its activity reports, drawn in a layer of its own.
 */
export function startPwa(services: ShellServices, start: PwaStart, win: Window = window): InstallPrompt | null {
  if (services.pageBuilder) return null;
  registerServiceWorker(win);
  redrawKeptPagesOnPick(services.colorMode, win.navigator.serviceWorker);
  const prompt = new InstallPrompt({
    report: start.report,
    storage: localStorageOf(win),
    otherOfferShown: start.otherOfferShown,
  });
  win.addEventListener('beforeinstallprompt', (event) => prompt.capture(event as BeforeInstallPromptEvent));
  win.addEventListener('appinstalled', () => prompt.installed());
  if (needsIosInstallHint(win.navigator, isStandalone(win))) prompt.offerIosHint();

  const host = win.document.createElement('div');
  host.className = 'stride-install-layer';
  win.document.body.append(host);
  const iconSrc = win.document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href ?? null;
  createRoot(host).render(
    <InstallBanner prompt={prompt} i18n={services.i18n} appName={services.config.app.name} iconSrc={iconSrc} />,
  );
  return prompt;
}
