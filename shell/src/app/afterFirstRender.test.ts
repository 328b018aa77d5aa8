import { createBus } from '@stride/shared';
import { afterFirstRender } from './afterFirstRender';
import type { ShellServices } from './ShellServices';

describe('afterFirstRender', () => {
  it('re-reads the member when a checkout completes, so their new products open at once', () => {
    const bus = createBus();
    const refresh = jest.fn().mockResolvedValue(undefined);
    // Page-builder preview: no service worker and no prompt, so only the purchase listener is under test.
    const services = { bus, session: { refresh }, pageBuilder: true } as unknown as ShellServices;
    afterFirstRender(services);
    expect(refresh).not.toHaveBeenCalled();
    bus.emit('checkout:completed', { productId: 'prod-1', checkoutId: 'chk-1' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
