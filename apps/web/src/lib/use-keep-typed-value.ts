import { type Ref, type RefCallback, useEffect, useRef } from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';

/**
 * Text typed into a pre-rendered page before the app took it over (ADR 0029).
 *
 * Hydration keeps a field's value as the browser has it, but the component's state still holds
 * the value the server rendered: the field shows the typed text until the component renders
 * again, then React writes its own value back, and a submit sends the old one. A fast typist or
 * a browser's autofill lost the dashboard's hypothesis and data this way.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value a person types or picks; files, checkboxes and buttons are left alone. */
const TYPED_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', 'date', 'time', 'month', 'week', 'datetime-local']);

/** The value the markup gave the field: what the component rendered, and so what its state holds. */
function renderedValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * Hands a value the field holds but its component never rendered to the field's own change
 * handler, as if typed now. A no-op for a field mounted on the client (React renders its value
 * as the default) and for one nobody touched.
 */
export function handTypedValueToReact(field: Field): void {
  if (field.disabled) return;
  if (field instanceof HTMLSelectElement) {
    if (!field.multiple && field.value !== renderedValue(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && !TYPED_INPUTS.has(field.type)) return;
  const typed = field.value;
  const rendered = renderedValue(field);
  if (typed === rendered) return;
  const selection = document.activeElement === field ? readSelection(field) : null;
  // React fires onChange for an input event only when the value differs from the last one set
  // through the element's `value` property, which it watches. Set the rendered value that way,
  // then the typed one through the prototype's setter, which it does not.
  field.value = rendered;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  if (selection) field.setSelectionRange(selection[0], selection[1]);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The caret of a field someone may be typing in, where the type has one (not email or number). */
function readSelection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * A ref for a form field (composed with the caller's) that, once the field has mounted or
 * hydrated, hands what was typed into its pre-rendered markup to its change handler.
 */
export function useKeepTypedValue<T extends Field>(ref?: Ref<T>): RefCallback<T> {
  const own = useRef<T | null>(null);
  useEffect(() => {
    if (own.current) handTypedValueToReact(own.current);
  }, []);
  return useComposedRefs(own, ref);
}
