import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@stride/shared/react';
import { SHELL_NAMESPACE, shellStrings } from '../i18n/shellStrings';
import { InstallBanner } from './InstallBanner';
import { InstallPrompt, OFFER_DELAY_MS, type BeforeInstallPromptEvent } from './InstallPrompt';

async function renderBanner(prompt: InstallPrompt) {
  const i18n = await createI18n('en', { [SHELL_NAMESPACE]: shellStrings });
  return render(
    <InstallBanner prompt={prompt} i18n={i18n} appName="Sunrise Yoga" iconSrc="/icons/v1/apple-touch-icon.png" />,
  );
}

afterEach(() => jest.useRealTimers());

describe('InstallBanner', () => {
  it('offers the install with a real button, and calls the browser dialog when pressed', async () => {
    jest.useFakeTimers();
    const reports: string[] = [];
    const prompt = new InstallPrompt({ report: async (a) => void reports.push(a.activity_type), storage: null });
    const browserPrompt = jest.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: browserPrompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as BeforeInstallPromptEvent;
    await renderBanner(prompt);
    prompt.capture(event);
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => jest.advanceTimersByTime(OFFER_DELAY_MS));
    expect(screen.getByRole('complementary', { name: 'Install the app' })).toHaveTextContent('Install Sunrise Yoga');
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(browserPrompt).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Installing Sunrise Yoga…');
    expect(reports).toEqual(['app_download_started', 'app_downloaded']);
  });

  it('shows iOS members where to find Add to Home Screen, and goes away with Not now', async () => {
    jest.useFakeTimers();
    const prompt = new InstallPrompt({ report: async () => undefined, storage: null });
    await renderBanner(prompt);
    prompt.offerIosHint();
    act(() => jest.advanceTimersByTime(OFFER_DELAY_MS));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Tap the Share button')).toBeInTheDocument();
    expect(screen.getByText('Choose “Add to Home Screen”')).toBeInTheDocument();
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
