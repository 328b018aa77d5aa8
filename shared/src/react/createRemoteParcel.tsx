import React, { type ComponentType, type ReactElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type {
  ModalParcelProps,
  ParcelTarget,
  RemoteRootProps,
  RouteParcelProps,
  StrideParcelContext,
} from '../remotes/ParcelProps';
import type { RemoteDefinition, RemoteEntryModule, StrideParcel } from '../remotes/RemoteDefinition';
import { registerRemoteResources } from '../remotes/registerRemoteResources';
import { serverMarkupFor } from '../remotes/serverRender';
import { ParcelProviders } from './ParcelProviders';

export interface RemoteParcelOptions {
  /** Key in the remote's namespace for the text shown when the parcel's tree throws while rendering. */
  errorMessageKey?: string;
  errorClassName?: string;
}

/**
 * Moves the markup the API's server render drew for this route parcel into the parcel's element: it stays on
 * screen, in the shell's layout, until React's first render replaces it. (Hydrating it instead is not done yet:
 * in chromium the first client render still differs from the server's.)
 */
function adoptServerMarkup(definition: RemoteDefinition, props: StrideParcelContext): void {
  const { path, domElement } = props as Partial<RouteParcelProps> & { domElement?: HTMLElement };
  if (path === undefined || !domElement) return;
  const markup = serverMarkupFor(definition.id, path);
  if (!markup) return;
  domElement.replaceChildren(...markup.childNodes);
  markup.remove();
}

/**
 * A remote's parcel: its root renders inside <ParcelProviders> (the shell's services by ref, query client
 * and i18n), and a render error stays inside the parcel, so the shell and the other parcels keep working.
 * A route parcel whose page came with server markup shows it until its first render.
 */
function createRemoteParcel<P extends StrideParcelContext>(
  definition: RemoteDefinition,
  Root: (props: P) => ReactElement,
  { errorMessageKey = 'somethingWentWrong', errorClassName }: RemoteParcelOptions,
): StrideParcel<P> {
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: (props: P) => (
      <ParcelProviders context={props}>
        <Root {...props} />
      </ParcelProviders>
    ),
    errorBoundary: (_error, _info, props) => (
      <p role="alert" className={errorClassName}>
        {props.i18n.t(errorMessageKey, { ns: definition.i18nNamespace })}
      </p>
    ),
  });
  return {
    ...lifecycles,
    mount: async (props) => {
      // Served alone (npm run serve) there is no shell to load the strings of the current locale first.
      await registerRemoteResources(props.i18n, definition);
      adoptServerMarkup(definition, props);
      return lifecycles.mount(props);
    },
  };
}

/**
 * Every parcel of a remote from its definition: a route parcel when it owns routes, one parcel per modal it
 * owns. Each renders the remote's one root with the target to draw; services come from `useService`.
 */
export function createRemoteParcels(
  definition: RemoteDefinition,
  Root: ComponentType<RemoteRootProps>,
  options: RemoteParcelOptions = {},
): RemoteEntryModule['parcels'] {
  const parcelFor = <P extends StrideParcelContext>(targetOf: (props: P) => ParcelTarget) =>
    createRemoteParcel<P>(definition, (props) => <Root target={targetOf(props)} />, options);
  const modals = Object.fromEntries(
    definition.modals.map((modal) => [
      modal,
      parcelFor<ModalParcelProps>((props) => ({ kind: 'modal', modal: props.modal, close: props.close })),
    ]),
  );
  return {
    ...(definition.routes.length > 0
      ? { route: parcelFor<RouteParcelProps>((props) => ({ kind: 'route', path: props.path })) }
      : {}),
    ...(definition.modals.length > 0 ? { modals } : {}),
  };
}
