import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataInput, LARGE_DATA_CHARS, PASTED_DATA_NAME } from './data-input';

afterEach(cleanup);

const bigCsv = `spend,revenue\n${'12.5,360.25\n'.repeat(Math.ceil(LARGE_DATA_CHARS / 12))}`;

function renderField(text = '') {
  const props = { onFormatChange: vi.fn(), onTextChange: vi.fn(), onFileChange: vi.fn() };
  render(<DataInput id="data" format="json" text={text} file={null} {...props} />);
  return { field: screen.getByRole('textbox'), ...props };
}

describe('the data field', () => {
  it('holds a long paste into the empty field as an attachment, never in the field', () => {
    const { field, onFileChange, onTextChange } = renderField();
    const pasted = fireEvent.paste(field, { clipboardData: { getData: () => bigCsv } });
    expect(pasted).toBe(false); // the browser's paste was prevented
    expect(onFileChange).toHaveBeenCalledWith({ name: PASTED_DATA_NAME, size: bigCsv.length }, bigCsv, 'csv');
    expect(onTextChange).not.toHaveBeenCalled();
  });

  it('lets a short paste into the field', () => {
    const { field, onFileChange } = renderField();
    expect(fireEvent.paste(field, { clipboardData: { getData: () => 'a,b\n1,2' } })).toBe(true);
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('attaches data that grows past the limit another way (pasted into text, dropped)', () => {
    const { field, onFileChange, onTextChange } = renderField('[');
    fireEvent.change(field, { target: { value: `[${'{"a":1},'.repeat(LARGE_DATA_CHARS / 8)}{"a":1}]` } });
    expect(onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: PASTED_DATA_NAME }), expect.any(String), 'json');
    expect(onTextChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '[{"a":1}]' } });
    expect(onTextChange).toHaveBeenCalledWith('[{"a":1}]');
  });
});
