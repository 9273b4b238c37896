'use client';

import { isChunkLoadError, shouldReloadAfterChunkError } from '@src/lib/reload-guard';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { unstable_getErrorInfo as getErrorInfo } from 'waku/router/client';
import { ErrorScreen } from '../error/ErrorScreen';
import { navigationStore } from './navigation-store';

type State = { error: unknown };

/**
 * Unhandled or fatal errors in the browser open the full-page error screen (spec section 8);
 * the loading bar turns to its error colour and the message is logged to the console.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && shouldReloadAfterChunkError(sessionStorage)) {
      window.location.reload();
      return;
    }
    navigationStore.fail();
    console.error(error instanceof Error ? error.message : error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // A client navigation the edge answered with a failed status carries the upstream's message
    // as the answer's text (edge/middleware/rsc-status.ts); other errors show the generic screen.
    const status = getErrorInfo(error)?.status;
    const message = status && error instanceof Error ? error.message : undefined;
    return <ErrorScreen status={status ?? 500} message={message} />;
  }
}
