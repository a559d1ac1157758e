// pre-paint.js is a classic script in public/ that runs in <head> (ADR 0014). These cases run
// it in the test document and check what it does with clicks and submits made before the app
// listens (ADR 0029): each is done once when the app is ready, never twice, never lost.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import script from '../../public/pre-paint.js?raw';
import { minifyClassicScript } from '../../scripts/prerender.ts';

const html = document.documentElement;

/** Lets the MutationObserver that waits for `data-app` run. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function markApp(state: 'hydrating' | 'ready'): Promise<void> {
  html.dataset.app = state;
  await settle();
}

/** A pre-rendered button whose handler the app attaches once it is ready. */
function buttonCountingAppClicks(markup: string): { button: HTMLButtonElement; appClicks: () => number } {
  document.body.innerHTML = markup;
  const button = document.body.querySelector('button')!;
  let clicks = 0;
  button.addEventListener('click', () => {
    if (html.dataset.app) clicks += 1;
  });
  return { button, appClicks: () => clicks };
}

// The build ships the script minified: both forms must behave the same.
const forms = [
  { form: 'as written', code: script },
  { form: 'as shipped', code: minifyClassicScript('pre-paint.js', script) },
];

describe.each(forms)('pre-paint.js before the app listens ($form)', ({ code }) => {
  // It also sets the theme on <html>: put that back for the files that share this document.
  const themeClass = html.className;
  const colorScheme = html.style.colorScheme;
  afterAll(() => {
    html.className = themeClass;
    html.style.colorScheme = colorScheme;
  });

  beforeEach(() => {
    html.removeAttribute('data-app');
    new Function(code)();
  });
  afterEach(async () => {
    // Ends the script's hold so the next case starts from a fresh one.
    await markApp('ready');
    html.removeAttribute('data-app');
    document.body.innerHTML = '';
  });

  it('clicks a button clicked before hydration again once the app is ready', async () => {
    const { button, appClicks } = buttonCountingAppClicks('<main><button type="button"><span>Start</span></button></main>');
    button.querySelector('span')!.click();
    expect(appClicks()).toBe(0);
    await markApp('hydrating');
    expect(appClicks()).toBe(0);
    await markApp('ready');
    expect(appClicks()).toBe(1);
  });

  it('clicks only the last of several early clicks', async () => {
    document.body.innerHTML = '<button type="button" id="a">A</button><div role="button" id="b">B</div>';
    const clicked: string[] = [];
    for (const id of ['a', 'b']) {
      document.getElementById(id)!.addEventListener('click', () => {
        if (html.dataset.app) clicked.push(id);
      });
    }
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    document.getElementById('b')!.click();
    await markApp('ready');
    expect(clicked).toEqual(['b']);
  });

  it('leaves a click made while React hydrates to React, which replays it itself', async () => {
    const { button, appClicks } = buttonCountingAppClicks('<button type="button">Start</button>');
    await markApp('hydrating');
    button.click();
    expect(appClicks()).toBe(1);
    await markApp('ready');
    expect(appClicks()).toBe(1);
  });

  it('leaves a form submitted while React hydrates to React', async () => {
    const { button, appClicks } = buttonCountingAppClicks('<form><button>Verify</button></form>');
    const submits: boolean[] = [];
    document.body.querySelector('form')!.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    await markApp('hydrating');
    button.click();
    await markApp('ready');
    expect(submits).toEqual([false]);
    expect(appClicks()).toBe(1);
  });

  it('does not click a button the app has disabled since', async () => {
    const { button, appClicks } = buttonCountingAppClicks('<button type="button">Run</button>');
    button.click();
    button.disabled = true;
    await markApp('ready');
    expect(appClicks()).toBe(0);
  });

  it('leaves links alone: they navigate by themselves', async () => {
    document.body.innerHTML = '<a href="#pricing"><button type="button">Pricing</button></a>';
    const button = document.body.querySelector('button')!;
    let clicks = 0;
    button.addEventListener('click', () => {
      clicks += 1;
    });
    button.click();
    await markApp('ready');
    expect(clicks).toBe(1);
  });

  it('holds a form submitted before hydration and sends it through its button once ready', async () => {
    const { button, appClicks } = buttonCountingAppClicks('<form><input name="claim" value="x"><button>Verify</button></form>');
    const form = document.body.querySelector('form')!;
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    button.click();
    // The browser's own submit was stopped (the page is not reloaded), and the app's comes later.
    expect(submits).toEqual([true]);
    expect(appClicks()).toBe(0);
    await markApp('ready');
    expect(appClicks()).toBe(1);
  });

  it('holds Enter in a field marked to submit on Enter, instead of typing a new line', async () => {
    const { appClicks } = buttonCountingAppClicks('<form><textarea data-enter-submits>x</textarea><button>Verify</button></form>');
    const field = document.body.querySelector('textarea')!;
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
      field.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Shift+Enter stays a new line; Enter is the submit the app would have made of it
    expect(press({ shiftKey: true })).toBe(false);
    expect(press({})).toBe(true);
    expect(appClicks()).toBe(0);
    await markApp('ready');
    expect(appClicks()).toBe(1);
  });

  it('leaves Enter in an unmarked field alone', async () => {
    document.body.innerHTML = '<form><textarea>x</textarea><button>Verify</button></form>';
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.body.querySelector('textarea')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
