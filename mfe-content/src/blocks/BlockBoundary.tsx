import { Component, type ReactNode } from 'react';

interface BlockBoundaryState {
  failed: boolean;
}

/** One malformed block hides itself; the rest of the page still renders. */
export class BlockBoundary extends Component<{ children: ReactNode }, BlockBoundaryState> {
  override state: BlockBoundaryState = { failed: false };

  static getDerivedStateFromError(): BlockBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
