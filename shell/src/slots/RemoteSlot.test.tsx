import type { SlotParcelProps } from '@stride/shared';
import { act, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { fakeLoader, testEntry, testParcelContext, textParcel } from '../testing/fixtures';
import { createParcelContextStore } from './parcelContextStore';
import { createSlotComponent, RemoteSlot } from './RemoteSlot';

const released = (loader: ReturnType<typeof fakeLoader>) => ({ ...loader, has: () => true });

describe('RemoteSlot', () => {
  it("says the block isn't available yet when the owner has no such slot parcel", async () => {
    const loader = released(fakeLoader({ 'mfe-messaging': testEntry('mfe-messaging') }));
    render(<RemoteSlot name="messaging/chat-block" props={{}} loader={loader} context={await testParcelContext()} />);
    expect(await screen.findByText("This block isn't available yet.")).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('mfe-messaging');
  });

  it("says the block isn't available yet when the owner has no release, without loading anything", async () => {
    const loader = { ...fakeLoader({}), has: () => false };
    render(
      <RemoteSlot name="schedule/calendar-block" props={{}} loader={loader} context={await testParcelContext()} />,
    );
    expect(screen.getByText("This block isn't available yet.")).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('shows the remote fallback when the owner fails to load', async () => {
    const loader = released(fakeLoader({ 'mfe-account': new Error('down') }));
    render(
      <RemoteSlot
        name="account/member-directory-block"
        props={{}}
        loader={loader}
        context={await testParcelContext()}
      />,
    );
    expect(await screen.findByText("This part of the app couldn't load.")).toBeInTheDocument();
  });

  it("mounts the owner's slot parcel with the slot name and the block's props", async () => {
    const parcel = textParcel<SlotParcelProps>((p) => `${p.slot} for thread ${String(p.props.threadId)}`);
    const loader = released(
      fakeLoader({ 'mfe-messaging': testEntry('mfe-messaging', { slots: { 'messaging/chat-block': parcel } }) }),
    );
    render(
      <RemoteSlot
        name="messaging/chat-block"
        props={{ threadId: 't-1' }}
        loader={loader}
        context={await testParcelContext()}
      />,
    );
    expect(await screen.findByText('messaging/chat-block for thread t-1')).toBeInTheDocument();
  });

  it("renders as the context's Slot inside another React root, as a remote's tree would", async () => {
    const parcel = textParcel<SlotParcelProps>((p) => `calendar for ${p.session.status}`);
    const loader = released(
      fakeLoader({ 'mfe-schedule': testEntry('mfe-schedule', { slots: { 'schedule/calendar-block': parcel } }) }),
    );
    const store = createParcelContextStore();
    const Slot = createSlotComponent(loader, store);
    const remoteRoot = document.createElement('div');
    document.body.appendChild(remoteRoot);
    const root = createRoot(remoteRoot);
    act(() => root.render(<Slot name="schedule/calendar-block" props={{}} />));
    expect(remoteRoot).toBeEmptyDOMElement();
    await act(async () => store.set(await testParcelContext()));
    expect(await screen.findByText('calendar for guest')).toBeInTheDocument();
    act(() => root.unmount());
    remoteRoot.remove();
  });
});
