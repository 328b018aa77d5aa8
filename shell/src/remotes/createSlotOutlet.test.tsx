import type { SlotBlock, SlotParcelProps } from '@stride/shared';
import { withoutSlotOwner } from '@stride/shared/testing';
import { render, screen } from '@testing-library/react';
import { fakeLoader, testEntry, testParcelContext, textParcel } from '../testing/testServices';
import { createSlotOutlet } from './createSlotOutlet';

describe('createSlotOutlet', () => {
  it("loads the block's owner and mounts its slot parcel with the hosting context and the block", async () => {
    const parcel = textParcel<SlotParcelProps>((p) => `${p.block.type} ${p.block.id} for a ${p.session.status}`);
    const loader = fakeLoader({ 'mfe-account': testEntry('mfe-account', { slots: { member_directory: parcel } }) });
    const Outlet = createSlotOutlet(loader) as (props: {
      block: SlotBlock;
      context: Awaited<ReturnType<typeof testParcelContext>>;
    }) => JSX.Element;
    render(<Outlet block={{ id: 'dir-1', type: 'member_directory' }} context={await testParcelContext()} />);
    expect(await screen.findByText('member_directory dir-1 for a guest')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('mfe-account');
  });

  it('draws nothing for a block no remote owns yet', async () => {
    const unowned = withoutSlotOwner('calendar');
    const loader = fakeLoader({});
    const Outlet = createSlotOutlet(loader) as (props: {
      block: SlotBlock;
      context: Awaited<ReturnType<typeof testParcelContext>>;
    }) => JSX.Element | null;
    const { container } = render(<Outlet block={{ id: 'c', type: 'calendar' }} context={await testParcelContext()} />);
    expect(container).toBeEmptyDOMElement();
    expect(loader.load).not.toHaveBeenCalled();
    unowned.restore();
  });
});
