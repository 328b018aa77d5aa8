import { createBus, EMPTY_MEMBER_DATA, memberQueryKeys, type SessionSnapshot } from '@stride/shared';
import { makeUser } from '@stride/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { PAST_DUE_PROMPTED_KEY, promptPastDue, watchPastDue, type PastDueOptions } from './watchPastDue';

const user = makeUser({ id: 'u1' });
const signedIn: SessionSnapshot = { status: 'authenticated', user, email: user.email, token: 't' };

function setup(pastDue: { product_id: string }[], hash = '') {
  const bus = createBus();
  const queryClient = new QueryClient();
  queryClient.setQueryData(memberQueryKeys.data('u1'), { ...EMPTY_MEMBER_DATA, past_due_subscriptions: pastDue });
  const stored = new Map<string, string>();
  const opened = jest.fn();
  bus.on('modal:open', opened);
  const report = jest.fn().mockResolvedValue({});
  let now = Date.parse('2026-11-28T10:00:00Z');
  const options: PastDueOptions = {
    bus,
    queryClient,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    report,
    hash: () => hash,
    now: () => now,
  };
  return { bus, options, opened, report, stored, advance: (ms: number) => (now += ms) };
}

describe('the past-due prompt', () => {
  it('opens checkout for the subscription whose renewal failed and records the prompt', () => {
    const { options, opened, report } = setup([{ product_id: 'premium' }]);
    expect(promptPastDue(signedIn, options)).toBe(true);
    expect(opened).toHaveBeenCalledWith({ modal: 'checkout', params: { past_due: 'premium' } });
    expect(report).toHaveBeenCalledWith({
      activity_type: 'checkout_past_due_prompted',
      data: { product_id: 'premium' },
      ts: '2026-11-28T10:00:00.000Z',
    });
  });

  it('asks a member with nothing past due, or a guest, nothing', () => {
    const { options, opened } = setup([]);
    expect(promptPastDue(signedIn, options)).toBe(false);
    expect(promptPastDue({ status: 'guest', user: null }, setup([{ product_id: 'p' }]).options)).toBe(false);
    expect(opened).not.toHaveBeenCalled();
  });

  it('stays quiet over another modal and when the hash starts with the start marker', () => {
    expect(promptPastDue(signedIn, setup([{ product_id: 'p' }], '#auth').options)).toBe(false);
    expect(promptPastDue(signedIn, setup([{ product_id: 'p' }], '#!').options)).toBe(false);
  });

  it('asks again a day later at the soonest', () => {
    const { options, opened, stored, advance } = setup([{ product_id: 'p' }]);
    expect(promptPastDue(signedIn, options)).toBe(true);
    expect(stored.has(`${PAST_DUE_PROMPTED_KEY}:u1`)).toBe(true);
    advance(23 * 3_600_000);
    expect(promptPastDue(signedIn, options)).toBe(false);
    advance(2 * 3_600_000);
    expect(promptPastDue(signedIn, options)).toBe(true);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('asks when the member signs in after the page loaded', () => {
    const { bus, options, opened } = setup([{ product_id: 'p' }]);
    watchPastDue({ getSnapshot: () => ({ status: 'guest', user: null }) }, options);
    expect(opened).not.toHaveBeenCalled();
    bus.emit('session:changed', signedIn);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
