import { screen, within } from '@testing-library/react';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { definition } from '../definition';
import { ScheduleScreen } from './ScheduleScreen';

describe('ScheduleScreen', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2025, 0, 15, 9, 0) }));
  afterEach(() => jest.useRealTimers());

  it("lists this week's seven days, Monday first, each with nothing scheduled", async () => {
    const props = await makeParcelProps({ definition });
    renderInParcel(<ScheduleScreen />, props);

    const days = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Monday, January 13');
    expect(days[6]).toHaveTextContent('Sunday, January 19');
    expect(screen.getAllByText('Nothing scheduled')).toHaveLength(7);
    expect(days[0]!.querySelector('time')).toHaveAttribute('dateTime', '2025-01-13');
  });

  it('is headed Schedule in its toolbar, with back, before its one main', async () => {
    const props = await makeParcelProps({ definition, canGoBack: true });
    renderInParcel(<ScheduleScreen />, props);
    const toolbar = screen.getByRole('banner');
    expect(within(toolbar).getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    within(toolbar).getByRole('button', { name: 'Back' }).click();
    expect(props.back).toHaveBeenCalledTimes(1);
  });

  it('marks today', async () => {
    const props = await makeParcelProps({ definition });
    renderInParcel(<ScheduleScreen />, props);
    expect(
      screen
        .getAllByRole('listitem')
        .filter((day) => day.getAttribute('aria-current') === 'date')
        .map((day) => day.textContent),
    ).toEqual(['Wednesday, January 15Nothing scheduled']);
  });

  it("formats dates and words in the member's language", async () => {
    const props = await makeParcelProps({ definition, language: 'de' });
    renderInParcel(<ScheduleScreen />, props);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Montag, 13. Januar');
    expect(screen.getByRole('heading', { name: 'Zeitplan' })).toBeInTheDocument();
  });
});
