import {
  serverMarkupFor,
  type RemoteEntryModule,
  type RemoteName,
  type StrideParcel,
  type StrideParcelContext,
} from '@stride/shared';
import { Spinner } from '@stride/shared/react';
import { Component, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { SHELL_NAMESPACE } from '../i18n/shellStrings';
import { guardParcel } from './guardParcel';
import { ParcelErrorBoundary } from './ParcelErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import type { RemoteLoader } from './RemoteLoader';

export type ParcelLoader = Pick<RemoteLoader, 'load' | 'retry' | 'mountFailed'>;

export interface RemoteParcelProps<P extends StrideParcelContext> {
  remote: RemoteName;
  loader: ParcelLoader;
  /** Picks the parcel to mount from the loaded entry (its route or a modal). */
  select(entry: RemoteEntryModule): StrideParcel<P> | undefined;
  parcelProps: P;
  /** Shown when the remote loaded but has no such parcel; the load-failure fallback when absent. */
  missing?: ReactNode;
  /** Wraps the spinner and fallbacks (not the parcel), e.g. in a modal frame. */
  frame?: ComponentType<{ children: ReactNode }>;
  className?: string;
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; entry: RemoteEntryModule; version: string } | { status: 'failed' };

interface GuardedParcelProps<P extends StrideParcelContext> {
  parcel: StrideParcel<P>;
  parcelProps: P;
  onError(error: Error): void;
  className?: string;
}

/**
 * One mounted parcel. <Parcel> reads its config once, on mount (a new entry remounts this through a key);
 * the guard reads this.props on every lifecycle, so the latest error handler applies.
 */
class GuardedParcel<P extends StrideParcelContext> extends Component<GuardedParcelProps<P>> {
  private readonly guarded = guardParcel(this.props.parcel, () => ({ onError: this.props.onError }));

  override render(): ReactNode {
    return (
      <Parcel
        config={this.guarded}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapClassName={this.props.className}
        handleError={this.props.onError}
        {...this.props.parcelProps}
      />
    );
  }
}

function PlainFrame({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Mounts one parcel of a remote, loading the remote first. A load failure or a parcel that throws leaves
 * a small fallback in this area only; new props update the parcel.
 */
export function RemoteParcel<P extends StrideParcelContext>({
  remote,
  loader,
  select,
  parcelProps,
  missing,
  frame: Frame = PlainFrame,
  className,
}: RemoteParcelProps<P>) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, retry: false });
  const { i18n } = parcelProps;
  const t = useMemo(() => i18n.getFixedT(null, SHELL_NAMESPACE), [i18n]);

  useEffect(() => {
    let live = true;
    void (attempt.retry ? loader.retry(remote) : loader.load(remote)).then((result) => {
      if (!live) return;
      if (result.ok) {
        setState({ status: 'ready', entry: result.entry, version: result.version });
        return;
      }
      setState({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [remote, loader, attempt]);

  const onParcelError = useCallback(
    (error: Error) => {
      const fellBack = loader.mountFailed(remote, error);
      setState(fellBack ? { status: 'loading' } : { status: 'failed' });
      // The device now runs the stable fallback of a broken canary: load it at once.
      if (fellBack) setAttempt((previous) => ({ count: previous.count + 1, retry: false }));
    },
    [loader, remote],
  );

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((previous) => ({ count: previous.count + 1, retry: true }));
  };

  if (state.status === 'loading') {
    // The server's markup of this remote is on screen already; its parcel adopts and hydrates it once loaded.
    if (serverMarkupFor(remote)) return null;
    return (
      <Frame>
        <Spinner label={t('loading')} />
      </Frame>
    );
  }
  const fallback = (
    <Frame>
      <RemoteFallback t={t} onRetry={retry} />
    </Frame>
  );
  if (state.status === 'failed') return fallback;
  const parcel = select(state.entry);
  if (!parcel) return missing === undefined ? fallback : <Frame>{missing}</Frame>;
  return (
    <ParcelErrorBoundary key={`${state.version}:${attempt.count}`} onError={onParcelError}>
      <GuardedParcel parcel={parcel} parcelProps={parcelProps} onError={onParcelError} className={className} />
    </ParcelErrorBoundary>
  );
}
