import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadForm } from './upload-form';

describe('UploadForm', () => {
  afterEach(cleanup);

  it('is one visible Tab stop: the "Choose a file" button, not the hidden file input behind it', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <UploadForm />
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText('Dataset file (CSV or JSON)');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.tabIndex).toBe(-1);
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button.tabIndex).toBe(0);
  });
});
