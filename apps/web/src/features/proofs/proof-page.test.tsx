import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-mock';
import ProofPage from './proof-page';


const PROOF_ID = '1647771e-4470-4589-8f63-e95a38f6e917';

/** An analysis proof whose envelope was edited after signing: its signature cannot verify. */
const tampered = {
  id: PROOF_ID,
  kind: 'analysis',
  keyId: 'k1',
  createdAt: '2026-11-27T07:27:00.000Z',
  proof: {
    steps: [],
    hashes: [],
    envelope: { v: 1, head: 'ab'.repeat(32), truthScore: 0.99, status: 'passed', dataHash: 'cd'.repeat(32), keyId: 'k1' },
    signature: 'AAAA',
    keyId: 'k1',
  },
};

function renderPage(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/proof/${id}`]}>
        <Routes>
          <Route path="/proof/:id" element={<ProofPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProofPage', () => {
  const fetchMock = stubFetchPerTest();

  it('does not call the values of a proof that fails verification signed', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('verity-keys')
        ? jsonResponse(200, { keys: [{ kty: 'OKP', crv: 'Ed25519', kid: 'k1', x: 'A'.repeat(43) }] })
        : jsonResponse(200, { data: tampered }),
    );
    renderPage(PROOF_ID);
    expect(await screen.findByText('Does not verify')).toBeTruthy();
    expect(screen.queryByText('Signed truth score')).toBeNull();
    expect(screen.queryByText('Signed status')).toBeNull();
    expect(screen.getByText('Truth score (not verified)')).toBeTruthy();
    expect(screen.getByText('Status (not verified)')).toBeTruthy();
  });

  it('says in words why a proof id opens nothing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'invalid_request', message: 'params.id: must be a proof id' }));
    renderPage('not-a-proof');
    expect(await screen.findByText('This link does not hold a valid proof id: check that it was copied whole. A proof opens here only once its owner has shared it.')).toBeTruthy();
    expect(screen.queryByText(/params\.id/)).toBeNull();
    cleanup();

    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'not_found', message: 'No public proof with this id.' }));
    renderPage(PROOF_ID);
    expect(await screen.findByText('No public proof has this id. A proof opens here only once its owner has shared it.')).toBeTruthy();
  });
});
