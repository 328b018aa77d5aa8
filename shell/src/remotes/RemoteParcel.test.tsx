import type { RouteParcelProps } from '@stride/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLoader, testEntry, testParcelContext, textParcel } from '../testing/testServices';
import { RemoteParcel } from './RemoteParcel';

async function routeProps(path: string): Promise<RouteParcelProps> {
  return { ...(await testParcelContext()), path };
}

describe('RemoteParcel', () => {
  it('shows a spinner while loading, then mounts the parcel with its props', async () => {
    const parcel = textParcel<RouteParcelProps>((p) => `content at ${p.path}`);
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: parcel }) });
    const props = await routeProps('/programs');
    render(<RemoteParcel remote="mfe-content" loader={loader} select={(e) => e.parcels.route} parcelProps={props} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('content at /programs')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hands the parcel the app config', async () => {
    const parcel = textParcel<RouteParcelProps>(
      (p) => `app ${p.appConfig.app.name}, theme ${p.appConfig.theme.colors.primary.hex}`,
    );
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: parcel }) });
    render(
      <RemoteParcel
        remote="mfe-content"
        loader={loader}
        select={(e) => e.parcels.route}
        parcelProps={await routeProps('/')}
      />,
    );
    expect(await screen.findByText('app Demo, theme #5c29d3')).toBeInTheDocument();
  });

  it('updates the mounted parcel when its props change, without remounting it', async () => {
    const parcel = textParcel<RouteParcelProps>((p) => `${p.session.status} at ${p.path}`);
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: parcel }) });
    const props = await routeProps('/a');
    const { rerender } = render(
      <RemoteParcel remote="mfe-content" loader={loader} select={(e) => e.parcels.route} parcelProps={props} />,
    );
    await screen.findByText('guest at /a');
    const next = { ...props, path: '/b', session: { status: 'unchecked' as const, user: null } };
    rerender(<RemoteParcel remote="mfe-content" loader={loader} select={(e) => e.parcels.route} parcelProps={next} />);
    expect(await screen.findByText('unchecked at /b')).toBeInTheDocument();
    expect(parcel.mounts).toBe(1);
  });

  it('shows the fallback in its area only when the remote fails to load, and retries', async () => {
    const loader = fakeLoader({ 'mfe-content': new Error('ChunkLoadError') });
    const props = await routeProps('/');
    render(
      <div>
        <p>Rest of the app</p>
        <RemoteParcel remote="mfe-content" loader={loader} select={(e) => e.parcels.route} parcelProps={props} />
      </div>,
    );
    expect(await screen.findByText("This part of the app couldn't load.")).toBeInTheDocument();
    expect(screen.getByText('Rest of the app')).toBeInTheDocument();

    const parcel = textParcel<RouteParcelProps>(() => 'recovered');
    loader.retry.mockResolvedValueOnce({
      ok: true,
      entry: testEntry('mfe-content', { route: parcel }),
      version: '1.0.0',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    expect(loader.retry).toHaveBeenCalledWith('mfe-content');
  });

  it('shows the fallback and reports when the parcel throws on mount', async () => {
    const broken = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('render exploded');
      },
      unmount: async () => undefined,
    };
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: broken }) });
    const props = await routeProps('/');
    render(<RemoteParcel remote="mfe-content" loader={loader} select={(e) => e.parcels.route} parcelProps={props} />);
    expect(await screen.findByText("This part of the app couldn't load.")).toBeInTheDocument();
    expect(loader.mountFailed).toHaveBeenCalledWith(
      'mfe-content',
      expect.objectContaining({ message: expect.stringContaining('render exploded') }),
    );
  });

  it('loads the fallback version when a canary parcel throws on mount', async () => {
    const broken = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('canary mount failed');
      },
      unmount: async () => undefined,
    };
    const stable = textParcel<RouteParcelProps>(() => 'stable content');
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: broken }) });
    loader.mountFailed.mockImplementationOnce(() => {
      loader.load.mockResolvedValueOnce({
        ok: true,
        entry: testEntry('mfe-content', { route: stable }),
        version: '0.9.0',
      });
      return true;
    });
    const props = await routeProps('/');
    render(<RemoteParcel remote="mfe-content" loader={loader} select={(e) => e.parcels.route} parcelProps={props} />);
    expect(await screen.findByText('stable content')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('shows what the caller gives when the remote has no such parcel', async () => {
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content') });
    const props = await routeProps('/');
    render(
      <RemoteParcel
        remote="mfe-content"
        loader={loader}
        select={(e) => e.parcels.route}
        parcelProps={props}
        missing={<p>Nothing here</p>}
      />,
    );
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('unmounts the parcel when it leaves the tree', async () => {
    const parcel = textParcel<RouteParcelProps>(() => 'here');
    const loader = fakeLoader({ 'mfe-content': testEntry('mfe-content', { route: parcel }) });
    const props = await routeProps('/');
    const { unmount } = render(
      <RemoteParcel remote="mfe-content" loader={loader} select={(e) => e.parcels.route} parcelProps={props} />,
    );
    await screen.findByText('here');
    unmount();
    await act(async () => undefined);
    await waitFor(() => expect(parcel.unmounts).toBe(1));
  });
});
