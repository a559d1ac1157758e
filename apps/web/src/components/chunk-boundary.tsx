import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What browsers throw when a dynamically imported chunk cannot be fetched (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

interface ChunkBoundaryProps {
  children: ReactNode;
  /** Shown in place of the part whose code did not arrive. */
  fallback: ReactNode;
  onChunkError?: () => void;
  /** A new value tries the part again: React remembers the failed import, so it fails at once. */
  resetKey?: unknown;
}

interface ChunkBoundaryState {
  error: unknown;
  resetKey: unknown;
}

/**
 * Keeps a lazily loaded part's failure to load (offline, or a release replaced its chunk) inside
 * that part: without it the router's error boundary replaces the whole page, and whatever the
 * reader had typed on it. Any other error is passed on to the boundary above.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ChunkBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ChunkBoundaryProps, state: ChunkBoundaryState): Partial<ChunkBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (isChunkLoadError(error)) this.props.onChunkError?.();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.fallback;
  }
}
