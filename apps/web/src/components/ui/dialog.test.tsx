import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

afterEach(cleanup);

/** A heading that takes focus as it mounts, as the assessment's step headings do. */
function SelfFocusingHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      Step one
    </h2>
  );
}

function Page() {
  const [open, setOpen] = useState<'first' | 'second' | 'focusing' | null>(null);
  const change = (name: 'first' | 'second' | 'focusing') => (next: boolean) => setOpen(next ? name : null);
  return (
    <>
      <button type="button" onClick={() => setOpen('first')}>
        Open first
      </button>
      <button type="button" onClick={() => setOpen('focusing')}>
        Open focusing
      </button>
      <Dialog open={open === 'first'} onOpenChange={change('first')}>
        <DialogContent>
          <DialogTitle>First</DialogTitle>
          <DialogDescription>Opens the second one.</DialogDescription>
          <button type="button" onClick={() => setOpen('second')}>
            Go to second
          </button>
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'second'} onOpenChange={change('second')}>
        <DialogContent>
          <DialogTitle>Second</DialogTitle>
          <DialogDescription>Opened from the first.</DialogDescription>
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>
      {open === 'focusing' ? (
        // Mounted only once opened, like the lazily loaded assessment dialog.
        <Dialog open onOpenChange={change('focusing')}>
          <DialogContent onOpenAutoFocus={(event) => event.preventDefault()}>
            <DialogTitle>Focusing</DialogTitle>
            <DialogDescription>Moves focus itself.</DialogDescription>
            <SelfFocusingHeading />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

async function escape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Radix hands focus back on a timer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('DialogContent returns focus to what opened it', () => {
  it('when the dialog moves focus inside itself as it mounts', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open focusing' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step one' })));
    await escape();
    expect(document.activeElement).toBe(opener);
  });

  it('when a dialog was opened from inside another one, to the first opener', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open first' });
    opener.focus();
    fireEvent.click(opener);
    const next = await screen.findByRole('button', { name: 'Go to second' });
    next.focus();
    fireEvent.click(next);
    await screen.findByRole('dialog', { name: 'Second' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull());
    await escape();
    expect(document.activeElement).toBe(opener);
  });
});
