import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

const hydrated: HTMLElement[] = [];
afterEach(() => {
  cleanup();
  for (const container of hydrated.splice(0)) container.remove();
});

/** A form as our pages write them: controlled fields, and the state shown beside them. */
function Form({ onChangeCalls }: { onChangeCalls: string[] }) {
  const [text, setText] = useState('');
  const [count, setCount] = useState('100');
  const [plan, setPlan] = useState('starter');
  return (
    <form>
      <Textarea
        aria-label="Hypothesis"
        value={text}
        onChange={(event) => {
          onChangeCalls.push('text');
          setText(event.target.value);
        }}
      />
      <Input aria-label="Count" type="number" value={count} onChange={(event) => setCount(event.target.value)} />
      <NativeSelect aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="starter">Starter</option>
        <option value="enterprise">Enterprise</option>
      </NativeSelect>
      <output>{`${text}|${count}|${plan}`}</output>
    </form>
  );
}

/** The server's markup, edited as a person would before the app loads, then hydrated. */
async function hydrateAfterTyping(type: (container: HTMLElement) => void, onChangeCalls: string[] = []) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onChangeCalls={[]} />);
  document.body.append(container);
  hydrated.push(container);
  type(container);
  await act(async () => {
    hydrateRoot(container, <Form onChangeCalls={onChangeCalls} />);
  });
  return container;
}

const field = <T extends Element>(container: HTMLElement, selector: string) => container.querySelector<T>(selector)!;

describe('fields of a pre-rendered page', () => {
  it('hand what was typed before hydration to their change handlers, so state and screen agree', async () => {
    const container = await hydrateAfterTyping((root) => {
      field<HTMLTextAreaElement>(root, 'textarea').value = 'Ad spend increases sales';
      field<HTMLInputElement>(root, 'input').value = '';
      field<HTMLSelectElement>(root, 'select').value = 'enterprise';
    });
    expect(field(container, 'output').textContent).toBe('Ad spend increases sales||enterprise');
    expect(field<HTMLTextAreaElement>(container, 'textarea').value).toBe('Ad spend increases sales');
    expect(field<HTMLSelectElement>(container, 'select').value).toBe('enterprise');
  });

  it('leave untouched fields alone: no change event', async () => {
    const calls: string[] = [];
    const container = await hydrateAfterTyping(() => {}, calls);
    expect(calls).toEqual([]);
    expect(field(container, 'output').textContent).toBe('|100|starter');
  });

  it('fire nothing for fields mounted on the client', () => {
    const calls: string[] = [];
    render(<Form onChangeCalls={calls} />);
    expect(calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('|100|starter');
  });
});
