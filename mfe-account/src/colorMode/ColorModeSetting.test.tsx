import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColorModePreference, ColorModeService, ColorModeState } from '@stride/shared';
import { makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { act } from 'react';
import { definition } from '../definition';
import { ColorModeSetting } from './ColorModeSetting';

/** The shell's service as remotes see it: it stores the pick and tells its subscribers. */
function fakeColorMode(initial: ColorModeState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const service: ColorModeService & { deviceSwitched(mode: 'light' | 'dark'): void } = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPreference: jest.fn((preference: ColorModePreference) => {
      state = { preference, mode: preference === 'system' ? state.mode : preference };
      listeners.forEach((listener) => listener());
    }),
    deviceSwitched(mode) {
      state = { ...state, mode };
      listeners.forEach((listener) => listener());
    },
  };
  return service;
}

async function renderSetting(colorMode: ColorModeService) {
  const props = await makeParcelProps({ definition, colorMode });
  renderInParcel(<ColorModeSetting />, props);
}

describe('ColorModeSetting', () => {
  it("offers light, dark and the device's mode as a labelled group, with the member's pick checked", async () => {
    await renderSetting(fakeColorMode({ preference: 'dark', mode: 'dark' }));
    const group = screen.getByRole('group', { name: 'Appearance' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Match device' })).not.toBeChecked();
  });

  it('hands a new pick to the shell and shows it checked', async () => {
    const colorMode = fakeColorMode({ preference: 'system', mode: 'light' });
    await renderSetting(colorMode);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(colorMode.setPreference).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Match device' }));
    expect(colorMode.setPreference).toHaveBeenLastCalledWith('system');
    expect(screen.getByRole('radio', { name: 'Match device' })).toBeChecked();
  });

  it('keeps "Match device" checked while the device switches modes', async () => {
    const colorMode = fakeColorMode({ preference: 'system', mode: 'light' });
    await renderSetting(colorMode);
    act(() => colorMode.deviceSwitched('dark'));
    expect(screen.getByRole('radio', { name: 'Match device' })).toBeChecked();
  });
});
