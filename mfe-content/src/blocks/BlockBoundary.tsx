import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';

// Spec messages a block's owner can act on; anything else is a bug and gets only the general line.
const EXPLAINED: Readonly<Record<string, string>> = {
  'Ratio Out Of Range': 'blockRatioOutOfRange',
  'Overlay id is missing': 'overlayIdMissing',
};

function BlockError({ error }: { error: Error }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const detail = EXPLAINED[error.message];
  return (
    <div className="content-block-error" role="note">
      <strong>{t('blockFailed')}</strong>
      {detail ? <span className="content-block-error__detail">{t(detail)}</span> : null}
    </div>
  );
}

interface BlockBoundaryProps {
  children: ReactNode;
  /** A new value (the page builder posting a fixed block) clears the error and draws the block again. */
  resetKey?: unknown;
  /** What shows instead of the error state (a toolbar part shows nothing). */
  fallback?: ReactNode;
}

interface BlockBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/**
 * One malformed block, or a part of the page whose code failed to load, shows a small error state in its place;
 * the rest of the page still renders.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BlockBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BlockBoundaryProps, state: BlockBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback === undefined ? <BlockError error={this.state.error} /> : this.props.fallback;
  }
}
