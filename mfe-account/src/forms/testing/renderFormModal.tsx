import type { Form, Locale, SessionSnapshot } from '@stride/shared';
import { makeParcelProps, makeUser, renderInParcel, signedIn } from '@stride/shared/testing';
import { definition } from '../../definition';
import { apiFake } from '../../testing/apiFake';
import { FormModal } from '../FormModal';

type Routes = Parameters<typeof apiFake>[0];

export interface RenderFormModalOptions {
  /** The query #form reads; by default `?form=<form.id>`. */
  search?: string;
  /** Answered at GET /forms/{id}. */
  form?: Form;
  routes?: Routes;
  session?: SessionSnapshot;
  language?: Locale;
}

/** #form in a parcel (tests drive it with their own userEvent), the API answered by `routes` (activity always accepted), the calls recorded. */
export async function renderFormModal(options: RenderFormModalOptions = {}) {
  const { form } = options;
  const api = apiFake({
    'PUT /activity': { status: 204, body: null },
    ...(form ? { [`GET /forms/${form.id}`]: { status: 200, body: { form } } } : {}),
    ...options.routes,
  });
  const props = await makeParcelProps({
    definition,
    session: options.session ?? signedIn(makeUser()),
    fetch: api.fetch,
    location: { search: options.search ?? (form ? `?form=${form.id}` : ''), hash: '#form' },
    language: options.language,
  });
  const close = jest.fn();
  const view = renderInParcel(<FormModal close={close} />, props);
  return { ...view, props, calls: api.calls, close };
}
