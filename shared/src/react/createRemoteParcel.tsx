import {
  registerRemoteResources,
  SERVER_RENDER_LOCALE,
  serverMarkupFor,
  type ModalParcelProps,
  type ParcelTarget,
  type RemoteDefinition,
  type RemoteEntryModule,
  type RemoteRootProps,
  type RouteParcelProps,
  type SlotParcelProps,
  type StrideParcel,
  type StrideParcelContext,
} from '@stride/shared';
import React, { useDeferredValue, useMemo, type ComponentType, type ReactElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelProviders } from './ParcelProviders';

export interface RemoteParcelOptions {
  /** Key in the remote's namespace for the text shown when the parcel's tree throws while rendering. */
  errorMessageKey?: string;
  errorClassName?: string;
  /**
   * Whether the route parcel's first render can equal the markup its server entry drew for these props (e.g.
   * the data the server drew is in the query cache). When not, that markup is dropped and the parcel renders anew.
   */
  canHydrate?(props: RouteParcelProps): boolean;
  /**
   * Runs before the route parcel hydrates server markup, e.g. to load the code of every view that markup may
   * hold: hydration that suspends on code leaves the server's markup to be drawn anew by the next urgent update.
   */
  prepareHydration?(): Promise<void>;
}

/**
 * The markup the API's server render drew for this route parcel, and whether React may hydrate it: markup a
 * first render could not equal (strings of another locale by now, or what `canHydrate` rules out) is not.
 */
function serverMarkupOf(
  definition: RemoteDefinition,
  props: StrideParcelContext,
  canHydrate: RemoteParcelOptions['canHydrate'],
): { markup: HTMLElement; into: HTMLElement; hydrates: boolean } | null {
  const { path, domElement } = props as Partial<RouteParcelProps> & { domElement?: HTMLElement };
  if (path === undefined || !domElement) return null;
  const markup = serverMarkupFor(definition.id, path);
  if (!markup) return null;
  const hydrates = props.i18n.language === SERVER_RENDER_LOCALE && (canHydrate?.({ ...props, path }) ?? true);
  return { markup, into: domElement, hydrates };
}

/**
 * Moves hydratable markup into the parcel's element (the nodes on screen become the parcel's) or drops it.
 * Called in the same task as the root's creation: until React listens, a tap on a server-drawn link must stay
 * a plain link in the page, not a dead node moved out of it.
 */
function adoptServerMarkup({ markup, into, hydrates }: { markup: HTMLElement; into: HTMLElement; hydrates: boolean }) {
  if (hydrates) into.replaceChildren(...markup.childNodes);
  markup.remove();
}

/**
 * A remote's parcel: its root renders inside <ParcelProviders> (the shell's services by ref, query client
 * and i18n), and a render error stays inside the parcel, so the shell and the other parcels keep working.
 * A route parcel whose page came with server markup hydrates it (hydrateRoot); every other mount renders
 * into an empty element (createRoot).
 */
function createRemoteParcel<P extends StrideParcelContext>(
  definition: RemoteDefinition,
  Root: (props: P) => ReactElement,
  { errorMessageKey = 'somethingWentWrong', errorClassName, canHydrate, prepareHydration }: RemoteParcelOptions,
): StrideParcel<P> {
  // One single-spa-react instance per render type: the root of a hydrating mount knows it from its first
  // render on, and each instance keeps the React roots it made for its update and unmount.
  const Rendered = (props: P) => (
    <ParcelProviders context={props}>
      <Root {...props} />
    </ParcelProviders>
  );
  // React hydrates each Suspense boundary after the first commit, at idle priority. Until then, any urgent update
  // reaching one (the shell hands <Parcel> new props on each of its renders) makes React drop its markup and
  // draw it anew (error #421). New props render in a transition instead: React hydrates first, then updates.
  const Hydrating = (props: P) => {
    const deferred = useDeferredValue(props);
    return useMemo(
      () => (
        <ParcelProviders context={deferred} hydrating>
          <Root {...deferred} />
        </ParcelProviders>
      ),
      [deferred],
    );
  };
  const lifecyclesFor = (hydrating: boolean): StrideParcel<P> =>
    singleSpaReact<P>({
      React,
      ReactDOMClient,
      renderType: hydrating ? 'hydrateRoot' : 'createRoot',
      rootComponent: hydrating ? Hydrating : Rendered,
      errorBoundary: (_error, _info, props) => (
        <p role="alert" className={errorClassName}>
          {props.i18n.t(errorMessageKey, { ns: definition.i18nNamespace })}
        </p>
      ),
    });
  const rendering = lifecyclesFor(false);
  const hydrating = lifecyclesFor(true);
  // By single-spa's parcel name: which instance mounted it.
  const mounted = new Map<string, StrideParcel<P>>();
  return {
    bootstrap: rendering.bootstrap,
    mount: async (props) => {
      // Served alone (npm run serve) there is no shell to load the strings of the current locale first.
      await registerRemoteResources(props.i18n, definition);
      const server = serverMarkupOf(definition, props, canHydrate);
      if (server?.hydrates) await prepareHydration?.();
      if (server) adoptServerMarkup(server);
      const lifecycles = server?.hydrates ? hydrating : rendering;
      mounted.set(props.name, lifecycles);
      return lifecycles.mount(props);
    },
    update: async (props) => mounted.get(props.name)?.update?.(props),
    unmount: async (props) => {
      const lifecycles = mounted.get(props.name);
      mounted.delete(props.name);
      return lifecycles?.unmount(props);
    },
  };
}

/**
 * Every parcel of a remote from its definition: a route parcel when it owns routes, one parcel per modal and
 * per slot block it owns. Each renders the remote's one root with the target to draw; services come from `useService`.
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
  const slots = Object.fromEntries(
    (definition.slots ?? []).map((type) => [
      type,
      parcelFor<SlotParcelProps>((props) => ({ kind: 'slot', block: props.block })),
    ]),
  );
  return {
    ...(definition.routes.length > 0
      ? { route: parcelFor<RouteParcelProps>((props) => ({ kind: 'route', path: props.path })) }
      : {}),
    ...(definition.modals.length > 0 ? { modals } : {}),
    ...((definition.slots ?? []).length > 0 ? { slots } : {}),
  };
}
