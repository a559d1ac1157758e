import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrl } from '@verity/contracts/commerce';
import type { PlanId } from '@verity/contracts/plans';
import { apiFetch } from '@/lib/api';

export function useCreateCheckout() {
  return useMutation({
    mutationFn: (planId: PlanId) =>
      apiFetch<CheckoutUrl>('/subscriptions/create-checkout', { method: 'POST', body: { planId } }),
  });
}

/** Sends the browser to the checkout URL: our sandbox page or Stripe Checkout. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
