import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST, makeParcelProps, renderInParcel } from '@stride/shared/testing';
import { definition } from '../definition';
import { apiFake } from '../testing/apiFake';
import { UnsubscribeScreen } from './UnsubscribeScreen';

const SUBSCRIBER = '3f0c1a52-8f7e-4d55-9a0e-0c6f5f1b2a11';
const linkSearch = (type = 'reminder', token = 'signed-token') =>
  `?subscriber_id=${SUBSCRIBER}&type=${type}&token=${token}`;

async function renderAt(search: string, routes: Parameters<typeof apiFake>[0]) {
  const { fetch, calls } = apiFake(routes);
  const props = await makeParcelProps({
    definition,
    session: GUEST,
    fetch,
    location: { pathname: '/me/unsubscribe', search },
  });
  renderInParcel(<UnsubscribeScreen />, props);
  return { calls, props };
}

describe('UnsubscribeScreen', () => {
  it('unsubscribes a signed-out member once and says which emails stop, with a way to the settings', async () => {
    const { calls, props } = await renderAt(linkSearch(), {
      'PUT /notifications/unsubscribe': {
        status: 200,
        body: { type: 'reminder', email: 'm***@demo.test', app_name: 'Demo Gym' },
      },
    });
    expect(await screen.findByText("You won't get reminder emails from Demo Gym any more.")).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.filter((call) => call.path === '/notifications/unsubscribe')).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { subscriber_id: SUBSCRIBER, type: 'reminder', token: 'signed-token' },
      }),
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Notification settings' }));
    expect(props.navigate).toHaveBeenCalledWith('/me/notifications');
  });

  it('explains a link the API refuses (a forged or changed token)', async () => {
    await renderAt(linkSearch('blast', 'forged'), {
      'PUT /notifications/unsubscribe': {
        status: 403,
        body: { error: { code: 'invalid_unsubscribe_link', message: 'This unsubscribe link is not valid' } },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("This unsubscribe link isn't valid");
  });

  it('explains a link missing its parts or naming no kind of email, without calling the API', async () => {
    const { calls } = await renderAt(`?subscriber_id=${SUBSCRIBER}&type=everything&token=x`, {});
    expect(screen.getByRole('alert')).toHaveTextContent("This unsubscribe link isn't valid");
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when the API could not be reached', async () => {
    let attempts = 0;
    await renderAt(linkSearch('message'), {
      'PUT /notifications/unsubscribe': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }
          : { status: 200, body: { type: 'message', email: 'm***@demo.test', app_name: 'Demo Gym' } };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("You couldn't be unsubscribed right now.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("You won't get message emails from Demo Gym any more.")).toHaveAttribute(
      'role',
      'status',
    );
  });
});
