import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container } from '@mui/material';
import { Notice } from '@tally/ui';

interface Props {
  /** What the person calls this part of the app ("Reports"). */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a remote that failed to load or crashed, and offers Retry; the rest of the shell stays up. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[tally] ${this.props.label} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Notice
          tone="error"
          action={
            <Button color="inherit" size="small" onClick={this.retry}>
              Retry
            </Button>
          }
        >
          {this.props.label} could not be loaded. Check your connection and try again.
        </Notice>
      </Container>
    );
  }
}
