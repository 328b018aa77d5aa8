import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signedIn } from '@stride/shared/testing';
import { createI18n } from '@stride/shared/react';
import { PushBanner } from './PushBanner';
import { PUSH_OFFER_DELAY_MS, PushPrompt } from './PushPrompt';

async function offered(language: 'en' | 'ar') {
  jest.useFakeTimers();
  const reports: string[] = [];
  const enable = jest.fn(async () => 'enabled' as const);
  const prompt = new PushPrompt({
    appSlug: 'demo',
    storage: null,
    availability: () => 'default',
    pushSettings: async () => ({ public_key: 'key', status: null }),
    enable,
    report: async (activity) => void reports.push(activity.activity_type),
  });
  const i18n = await createI18n(language, {});
  render(<PushBanner prompt={prompt} i18n={i18n} appName="Sunrise Yoga" />);
  prompt.sessionChanged(signedIn(makeUser()));
  await act(() => jest.advanceTimersByTimeAsync(PUSH_OFFER_DELAY_MS));
  jest.useRealTimers();
  return { reports, enable };
}

afterEach(() => jest.useRealTimers());

describe('PushBanner', () => {
  it('offers push with real buttons: Turn on asks the browser, Not now puts the banner away', async () => {
    const { reports, enable } = await offered('en');
    expect(screen.getByRole('complementary', { name: 'Notifications' })).toHaveTextContent(
      'Get reminders from Sunrise Yoga?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(enable).toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(reports).toEqual(['push_notification_prompted']);
  });

  it("speaks the member's language", async () => {
    const { reports } = await offered('ar');
    expect(screen.getByRole('complementary', { name: 'الإشعارات' })).toHaveTextContent('Sunrise Yoga');
    await userEvent.click(screen.getByRole('button', { name: 'ليس الآن' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(reports).toEqual(['push_notification_prompted', 'push_notification_dismissed']);
  });
});
