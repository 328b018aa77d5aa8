import { makeParcelProps } from '../testing/makeParcelProps';
import { serverRenderContext } from './serverRender';
import type { SlotOutlet } from './slots';

describe('serverRenderContext', () => {
  it('has no slot outlet, so a hydrating parcel draws slot fallbacks as the server did', async () => {
    const outlet: SlotOutlet = () => null;
    const context = { ...(await makeParcelProps()), slotOutlet: outlet };
    const server = serverRenderContext(context);
    expect(server.slotOutlet).toBeUndefined();
    expect(server.session).toEqual({ status: 'unchecked', user: null });
    expect(context.slotOutlet).toBe(outlet);
  });
});
