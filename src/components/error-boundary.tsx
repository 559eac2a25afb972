// Catches render errors of a section so the rest of the page keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from './button';

interface Props {
  children: ReactNode;
  /** Shown in the fallback, e.g. "the listings". */
  section?: string;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  handleRetry = () => this.setState({ error: null });

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Fallback role="alert">
        <strong>Something went wrong{this.props.section ? ` showing ${this.props.section}` : ''}.</strong>
        <span>{this.state.error.message}</span>
        <Button $variant="secondary" $size="sm" onClick={this.handleRetry}>
          Try again
        </Button>
      </Fallback>
    );
  }
}

const Fallback = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  justify-items: start;
  margin: ${theme.space(4)} 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;
