import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeParcelProps } from '../../../shared/test/makeParcelProps';
import { definition } from '../definition';
import { ContentParcelContext } from '../parcel/ContentParcelContext';
import { Toolbar } from './Toolbar';
import { defaultTheme, type GlobalConfig } from '@stride/shared';

async function renderToolbar(path: string, config: GlobalConfig = makeConfig(), canGoBack = false) {
  const props = await makeParcelProps({ definition, config, canGoBack });
  render(
    <ContentParcelContext.Provider value={{ ...props, path }}>
      <Toolbar />
    </ContentParcelContext.Provider>,
  );
  return props;
}

function withToolbar(toolbar: Partial<GlobalConfig['theme']['toolbar']>): GlobalConfig {
  const theme = defaultTheme();
  return makeConfig({ theme: { ...theme, toolbar: { ...theme.toolbar, ...toolbar } } });
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('Toolbar', () => {
  afterEach(() => {
    setWidth(1024);
    window.history.replaceState(null, '', '/');
  });

  it('shows the app name when the theme has no logo', async () => {
    await renderToolbar('/');
    expect(screen.getByText('Demo Fitness')).toBeInTheDocument();
  });

  it('shows the logo instead of the name when the theme has one', async () => {
    await renderToolbar('/', withToolbar({ logo: 'https://cdn.example.org/logo.png', logo_height_ratio: 1.5 }));
    const logo = screen.getByRole('img', { name: 'Demo Fitness' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.org/logo.png');
    expect(logo).toHaveStyle({ height: '42px' });
  });

  it('is not drawn when the theme hides the toolbar', async () => {
    await renderToolbar('/x', withToolbar({ is_hidden: true }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Demo Fitness')).not.toBeInTheDocument();
  });

  it('has no back button on the home page', async () => {
    await renderToolbar('/');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes home from the back button when there is no in-app history', async () => {
    window.history.replaceState({ idx: 3 }, '', '/workouts/legs');
    const props = await renderToolbar('/workouts/legs');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
    expect(props.back).not.toHaveBeenCalled();
  });

  it('goes back through the shell when the previous entry is a page of the app', async () => {
    window.history.replaceState({ idx: 0 }, '', '/workouts/legs');
    const props = await renderToolbar('/workouts/legs', makeConfig(), true);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.back).toHaveBeenCalledTimes(1);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows the menu button on a phone and opens the member area with it', async () => {
    setWidth(375);
    const props = await renderToolbar('/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(props.navigate).toHaveBeenCalledWith('/me');
  });

  it('has no menu button on a desktop and gains it when the window narrows', async () => {
    jest.useFakeTimers();
    try {
      setWidth(1280);
      await renderToolbar('/');
      expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

      setWidth(900);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
