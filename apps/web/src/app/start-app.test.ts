import { afterEach, describe, expect, it } from 'vitest';
import { showsPrerenderedPage } from '@/app/start-app';

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('showsPrerenderedPage', () => {
  afterEach(() => document.documentElement.removeAttribute('data-session'));

  it('is false for an empty root: nothing to hydrate', () => {
    expect(showsPrerenderedPage(rootWith(''))).toBe(false);
  });

  it('is true for a page everyone sees', () => {
    expect(showsPrerenderedPage(rootWith('<main>Verity</main>'))).toBe(true);
  });

  it('follows the session mark for signed-in markup', () => {
    const shell = '<div class="contents when-session"><main>Dashboard</main></div>';
    expect(showsPrerenderedPage(rootWith(shell))).toBe(false);
    document.documentElement.setAttribute('data-session', 'stored');
    expect(showsPrerenderedPage(rootWith(shell))).toBe(true);
  });

  it('follows the session mark for signed-out markup', () => {
    const page = '<div class="when-no-session">Sign in</div>';
    expect(showsPrerenderedPage(rootWith(page))).toBe(true);
    document.documentElement.setAttribute('data-session', 'stored');
    expect(showsPrerenderedPage(rootWith(page))).toBe(false);
  });
});
