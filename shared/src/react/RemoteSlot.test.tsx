import { screen } from '@testing-library/react';
import type { SlotBlock, SlotOutlet, StrideParcelContext } from '..';
import { makeParcelProps, renderInParcel, withoutSlotOwner } from '../testing';
import { RemoteSlot } from './RemoteSlot';

const directory: SlotBlock = { id: 'd1', type: 'member_directory' };

describe('RemoteSlot', () => {
  it("hands the shell's outlet the block and the parcel's own context", async () => {
    const seen: { block: SlotBlock; context: StrideParcelContext }[] = [];
    const outlet: SlotOutlet = (props) => {
      seen.push(props);
      return <p>outlet for {props.block.type}</p>;
    };
    const props = await makeParcelProps();
    renderInParcel(<RemoteSlot block={directory} fallback={<p>placeholder</p>} />, { ...props, slotOutlet: outlet });
    expect(await screen.findByText('outlet for member_directory')).toBeInTheDocument();
    expect(seen.at(-1)?.context.api).toBe(props.api);
    expect(seen.at(-1)?.context).not.toHaveProperty('emitted');
  });

  it('shows the fallback without a shell outlet, and for a block no remote owns', async () => {
    const props = await makeParcelProps();
    const { unmount } = renderInParcel(<RemoteSlot block={directory} fallback={<p>placeholder</p>} />, props);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    unmount();
    const outlet: SlotOutlet = () => <p>outlet</p>;
    const unowned = withoutSlotOwner('calendar');
    renderInParcel(<RemoteSlot block={{ id: 'c', type: 'calendar' }} fallback={<p>placeholder</p>} />, {
      ...props,
      slotOutlet: outlet,
    });
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    unowned.restore();
  });
});
