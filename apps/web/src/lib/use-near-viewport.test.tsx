import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

/** A stand-in IntersectionObserver: records what it watches; the test says what intersects. */
function stubIntersectionObserver() {
  const created: { options: IntersectionObserverInit | undefined; watched: Set<Element>; fire: (targets: Element[], near: boolean) => void }[] = [];
  class FakeObserver {
    private readonly record: (typeof created)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const watched = new Set<Element>();
      this.record = {
        options,
        watched,
        fire: (targets, near) =>
          callback(
            targets.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry),
            this as unknown as IntersectionObserver,
          ),
      };
      created.push(this.record);
    }
    observe(element: Element) {
      this.record.watched.add(element);
    }
    unobserve(element: Element) {
      this.record.watched.delete(element);
    }
    disconnect() {
      this.record.watched.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return created;
}

function Panel({ name, renders }: { name: string; renders?: boolean[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  renders?.push(near);
  return (
    <div ref={ref} data-testid={name}>
      {near ? `${name} loaded` : `${name} waiting`}
    </div>
  );
}

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stays false until its element comes within a screen of the viewport, then stays true', () => {
    const observers = stubIntersectionObserver();
    const renders: boolean[] = [];
    const view = render(<Panel name="charts" renders={renders} />);
    expect(view.getByText('charts waiting')).toBeTruthy();
    // One observer for the whole page, watching a screen beyond the viewport.
    const observer = observers.at(-1)!;
    expect(observer.options).toEqual({ rootMargin: NEAR_VIEWPORT_MARGIN });
    const element = view.getByTestId('charts');
    expect(observer.watched.has(element)).toBe(true);

    act(() => observer.fire([element], false));
    expect(view.getByText('charts waiting')).toBeTruthy();

    act(() => observer.fire([element], true));
    expect(view.getByText('charts loaded')).toBeTruthy();
    // Once near, it is no longer watched: scrolling away does not turn it back.
    expect(observer.watched.has(element)).toBe(false);
    expect(renders).toEqual([false, true]);
  });

  it('switches each element on its own', () => {
    const observers = stubIntersectionObserver();
    const view = render(
      <>
        <Panel name="charts" />
        <Panel name="datasets" />
      </>,
    );
    const observer = observers.at(-1)!;
    act(() => observer.fire([view.getByTestId('charts')], true));
    expect(view.getByText('charts loaded')).toBeTruthy();
    expect(view.getByText('datasets waiting')).toBeTruthy();
    expect(observer.watched.has(view.getByTestId('datasets'))).toBe(true);
  });

  it('stops watching an element that unmounts before it comes near', () => {
    const observers = stubIntersectionObserver();
    const view = render(<Panel name="charts" />);
    const observer = observers.at(-1)!;
    const element = view.getByTestId('charts');
    view.unmount();
    expect(observer.watched.has(element)).toBe(false);
  });

  it('turns true on mount where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const view = render(<Panel name="charts" />);
    expect(view.getByText('charts loaded')).toBeTruthy();
  });
});
