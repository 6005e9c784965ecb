import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/shared/monitoring/errorReports';

export interface CardErrorBoundaryProps {
  children: ReactNode;
  /** Called when Reload is clicked, before the children mount again (e.g. refetch). */
  onReset?: () => void;
}

interface State {
  error: Error | null;
  /** Bumped on reset so the children mount afresh. */
  attempt: number;
}

/**
 * Catches a crash inside one card: 'An error occurred.' with a Reload button, and hands the
 * error to the error reporting (sent where the host turns it on).
 */
export class CardErrorBoundary extends Component<CardErrorBoundaryProps, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Card crashed', error, info.componentStack);
    reportError({
      kind: 'render',
      error,
      boundary: 'card',
      componentStack: info.componentStack ?? undefined,
    });
  }

  private reset = () => {
    this.props.onReset?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.error) {
      return (
        <Result
          status="warning"
          title="An error occurred."
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={this.reset}>
              Reload
            </Button>
          }
        />
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
