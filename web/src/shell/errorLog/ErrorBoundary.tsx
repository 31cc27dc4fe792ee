import { Component, type ErrorInfo, type ReactNode } from 'react';
import { lazyComponent } from '../../components/lazyComponent.ts';
import { errorLog } from '../../stores/errorLog.ts';

/** The failure view uses antd; it is only downloaded when something failed. */
const RenderFailure = lazyComponent(() => import('./RenderFailure.tsx'));

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors of its subtree, records them in the error log and offers a retry. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    errorLog.add(error, window.location.href, info.componentStack ?? '');
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RenderFailure onRetry={() => this.setState({ error: null })} />;
  }
}
