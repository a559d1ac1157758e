import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrl } from '@verity/contracts/commerce';
import type { PlanId } from '@verity/contracts/plans';
import type { CostSimulation, CostSimulationRequest } from '@verity/contracts/cost';
import { apiFetch } from '@/lib/api';
import { services } from '@/lib/services';

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

/** `POST /cost/simulate` through the services registry (health-checked, 5 s timeout). */
export function useCostSimulation() {
  return useMutation({
    mutationFn: async (request: CostSimulationRequest) =>
      (await services.call<{ data: CostSimulation }>('cost-simulator', '/simulate', request)).data,
  });
}
