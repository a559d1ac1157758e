import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSessionView } from '@verity/contracts/commerce';
import { apiFetch } from '@/lib/api';

export const billingKeys = {
  checkout: (id: string) => ['billing', 'checkout', id] as const,
};

export function useCheckoutSession(id: string) {
  return useQuery({
    queryKey: billingKeys.checkout(id),
    queryFn: () => apiFetch<CheckoutSessionView>(`/billing/checkout/${encodeURIComponent(id)}`),
  });
}

/** The sandbox's confirm: the server applies it through the same code path as a Stripe webhook. */
export function useCompleteSandboxCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<CheckoutSessionView>(`/billing/checkout/${encodeURIComponent(id)}/complete`, { method: 'POST' }),
    onSuccess: async (view) => {
      queryClient.setQueryData(billingKeys.checkout(id), view);
      await queryClient.invalidateQueries({ queryKey: ['subscription'] });
      await queryClient.invalidateQueries({ queryKey: ['blueprints'] });
    },
  });
}
