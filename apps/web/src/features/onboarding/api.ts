import { useMutation } from '@tanstack/react-query';
import type { OnboardingComplete } from '@verity/contracts/leads';
import { apiFetch } from '@/lib/api';

export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (payload: OnboardingComplete) =>
      apiFetch<{ id: string }>('/onboarding/complete', { method: 'POST', body: payload }),
  });
}
