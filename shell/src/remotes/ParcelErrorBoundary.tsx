import { Component, type ReactNode } from 'react';

interface Props {
  onError(error: Error): void;
  children: ReactNode;
}

/** Catches a throw while the shell renders a parcel host, so it fails alone instead of unmounting the app. */
export class ParcelErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
