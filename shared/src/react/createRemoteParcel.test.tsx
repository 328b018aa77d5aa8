import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { ModalParcelProps, RemoteDefinition, RemoteRootProps, RouteParcelProps, SlotParcelProps } from '..';
import { sessionServiceRef } from '../remotes/services';
import { makeParcelProps } from '../testing/makeParcelProps';
import { mountParcel } from '../testing/mountParcel';
import { createRemoteParcels } from './createRemoteParcel';
import { useService } from './ParcelProviders';

const definition: RemoteDefinition = {
  id: 'mfe-account',
  routes: ['/me'],
  modals: ['profile'],
  i18nNamespace: 'probe',
  resources: { en: async () => ({ strings: { somethingWentWrong: 'Probe failed' } }) },
};

function Root({ target }: RemoteRootProps) {
  const session = useService(sessionServiceRef);
  if (target.kind === 'slot') return <p>{`slot ${target.block.type} ${session.status}`}</p>;
  return <p>{target.kind === 'route' ? `route ${target.path} ${session.status}` : `modal ${target.modal}`}</p>;
}

describe('createRemoteParcels', () => {
  it('builds a route parcel and one parcel per modal from the definition, each drawing the one root', async () => {
    const parcels = createRemoteParcels(definition, Root);
    expect(Object.keys(parcels.modals ?? {})).toEqual(['profile']);

    const context = await makeParcelProps({ definition });
    const route = await mountParcel<RouteParcelProps>(parcels.route!, { ...context, path: '/me/content' });
    expect(screen.getByText(`route /me/content ${context.session.status}`)).toBeInTheDocument();
    await route.unmount();

    const close = jest.fn();
    const modal = await mountParcel<ModalParcelProps>(parcels.modals!.profile!, {
      ...context,
      modal: 'profile',
      close,
    });
    expect(screen.getByText('modal profile')).toBeInTheDocument();
    await modal.unmount();
  });

  it('builds one parcel per slot block the definition names, drawing the root with the block', async () => {
    const parcels = createRemoteParcels({ ...definition, slots: ['member_directory'] }, Root);
    expect(Object.keys(parcels.slots ?? {})).toEqual(['member_directory']);
    const context = await makeParcelProps({ definition });
    const slot = await mountParcel<SlotParcelProps>(parcels.slots!.member_directory!, {
      ...context,
      block: { id: 'b1', type: 'member_directory' },
    });
    expect(screen.getByText(`slot member_directory ${context.session.status}`)).toBeInTheDocument();
    await slot.unmount();
    expect(createRemoteParcels(definition, Root).slots).toBeUndefined();
  });

  it('has no route parcel for a remote that owns only modals', () => {
    const parcels = createRemoteParcels({ ...definition, routes: [] }, Root);
    expect(parcels.route).toBeUndefined();
  });

  it("loads its strings for the member's locale before mounting when served alone, English filling the gaps", async () => {
    const localised: RemoteDefinition = {
      ...definition,
      resources: {
        en: async () => ({ strings: { greeting: 'Hello', farewell: 'Goodbye' } }),
        ar: async () => ({ strings: { greeting: 'مرحبا' } }),
      },
    };
    function Greeting() {
      const { t } = useTranslation('probe');
      return <p>{`${t('greeting')} / ${t('farewell')}`}</p>;
    }
    const parcels = createRemoteParcels(localised, Greeting);
    const context = await makeParcelProps({ language: 'ar' });
    const mounted = await mountParcel<RouteParcelProps>(parcels.route!, { ...context, path: '/me' });
    expect(screen.getByText('مرحبا / Goodbye')).toBeInTheDocument();
    await mounted.unmount();
  });
});
