import React, { useMemo, type ComponentType, type ReactElement } from 'react';
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
import { SERVER_RENDER_SESSION, serverMarkupFor } from '../remotes/serverRender';
import { ParcelProviders } from './ParcelProviders';
import { useHydrated } from './useHydrated';

export interface RemoteParcelOptions {
  /** Key in the remote's namespace for the text shown when the parcel's tree throws while rendering. */
  errorMessageKey?: string;
  errorClassName?: string;
}

/**
 * The parcel's tree: while it hydrates server markup it renders with the session the server drew with, so the
 * first render equals the server's, then with the shell's props.
 */
function ParcelRoot<P extends StrideParcelContext>({ props, Root }: { props: P; Root: (props: P) => ReactElement }) {
  const hydrated = useHydrated();
  const shown = useMemo(() => (hydrated ? props : { ...props, session: SERVER_RENDER_SESSION }), [hydrated, props]);
  return (
    <ParcelProviders context={shown}>
      <Root {...shown} />
    </ParcelProviders>
  );
}

/**
 * Moves the markup the API's server render drew for this route parcel into the parcel's element, so React
 * hydrates it in place (it stays on screen all along). False when the page came without markup for it.
 */
function adoptServerMarkup(definition: RemoteDefinition, props: StrideParcelContext): boolean {
  const { path, domElement } = props as Partial<RouteParcelProps> & { domElement?: HTMLElement };
  if (path === undefined || !domElement) return false;
  const markup = serverMarkupFor(definition.id, path);
  if (!markup) return false;
  domElement.replaceChildren(...markup.childNodes);
  markup.remove();
  return true;
}

/**
 * A remote's parcel: its root renders inside <ParcelProviders> (the shell's services by ref, query client
 * and i18n), and a render error stays inside the parcel, so the shell and the other parcels keep working.
 * A route parcel whose page came with server markup hydrates it instead of drawing from scratch.
 */
export function createRemoteParcel<P extends StrideParcelContext>(
  definition: RemoteDefinition,
  Root: (props: P) => ReactElement,
  { errorMessageKey = 'somethingWentWrong', errorClassName }: RemoteParcelOptions = {},
): StrideParcel<P> {
  let hydrateNext = false;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    // Read by mount once it has the parcel's element, right after adoptServerMarkup below.
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    rootComponent: (props: P) => <ParcelRoot props={props} Root={Root} />,
    errorBoundary: (_error, _info, props) => (
      <p role="alert" className={errorClassName}>
        {props.i18n.t(errorMessageKey, { ns: definition.i18nNamespace })}
      </p>
    ),
  });
  return {
    ...lifecycles,
    mount: (props) => {
      // Served alone (npm run serve) there is no shell to register the strings first.
      registerRemoteResources(props.i18n, definition);
      hydrateNext = adoptServerMarkup(definition, props);
      try {
        return lifecycles.mount(props);
      } finally {
        hydrateNext = false;
      }
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
