import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary, isChunkLoadError } from './chunk-boundary';

const CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/charts-panel.js');

function Throws({ error }: { error: unknown }): ReactNode {
  throw error;
}

/** Stands for the router's boundary above: records what reached it. */
class Outer extends Component<{ children: ReactNode }, { caught: unknown }> {
  override state = { caught: null as unknown };
  static getDerivedStateFromError(caught: unknown) {
    return { caught };
  }
  override render() {
    return this.state.caught ? <p>outer caught: {String(this.state.caught)}</p> : this.props.children;
  }
}

describe('ChunkBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('recognises what Chromium, Firefox and Safari throw for a chunk that did not arrive, and nothing else', () => {
    expect(isChunkLoadError(CHUNK_ERROR)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('shows its fallback in place of a part whose code did not arrive, and says so once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChunkError = vi.fn();
    render(
      <Outer>
        <p>rest of the page</p>
        <ChunkBoundary fallback={<p>part missing</p>} onChunkError={onChunkError}>
          <Throws error={CHUNK_ERROR} />
        </ChunkBoundary>
      </Outer>,
    );
    expect(screen.getByText('part missing')).toBeTruthy();
    expect(screen.getByText('rest of the page')).toBeTruthy();
    expect(onChunkError).toHaveBeenCalledTimes(1);
  });

  it('passes any other error to the boundary above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChunkError = vi.fn();
    render(
      <Outer>
        <ChunkBoundary fallback={<p>part missing</p>} onChunkError={onChunkError}>
          <Throws error={new TypeError('a bug')} />
        </ChunkBoundary>
      </Outer>,
    );
    expect(screen.getByText('outer caught: TypeError: a bug')).toBeTruthy();
    expect(screen.queryByText('part missing')).toBeNull();
    expect(onChunkError).not.toHaveBeenCalled();
  });

  it('tries the part again when its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ChunkBoundary fallback={<p>part missing</p>} resetKey={1}>
        <Throws error={CHUNK_ERROR} />
      </ChunkBoundary>,
    );
    expect(screen.getByText('part missing')).toBeTruthy();
    rerender(
      <ChunkBoundary fallback={<p>part missing</p>} resetKey={1}>
        <p>loaded</p>
      </ChunkBoundary>,
    );
    expect(screen.getByText('part missing')).toBeTruthy();
    rerender(
      <ChunkBoundary fallback={<p>part missing</p>} resetKey={2}>
        <p>loaded</p>
      </ChunkBoundary>,
    );
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
