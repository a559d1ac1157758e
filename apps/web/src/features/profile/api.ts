import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutUrl, SubscriptionView } from '@verity/contracts/commerce';
import { apiFetch } from '@/lib/api';

export const subscriptionKey = ['subscription'] as const;

export const DISPLAY_NAME_MAX = 80;

/** Same rule as the server: 1–80 characters once trimmed. Returns the problem, or null. */
export function displayNameProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'Enter a display name.';
  if (trimmed.length > DISPLAY_NAME_MAX) return `Use at most ${DISPLAY_NAME_MAX} characters.`;
  return null;
}

export function useUpdateDisplayName() {
  return useMutation({
    mutationFn: (displayName: string) =>
      apiFetch<unknown>('/profile', { method: 'PATCH', body: { displayName: displayName.trim() } }),
  });
}

export function useSubscription() {
  return useQuery({ queryKey: subscriptionKey, queryFn: () => apiFetch<SubscriptionView>('/subscriptions/current') });
}

/** Schedules the end of the paid plan at the period's end; `false` takes that back. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) =>
      apiFetch<SubscriptionView>('/subscriptions/cancel', { method: 'POST', body: { cancel } }),
    onSuccess: (view) => queryClient.setQueryData(subscriptionKey, view),
  });
}

export function useBillingPortal() {
  return useMutation({ mutationFn: () => apiFetch<CheckoutUrl>('/billing/portal', { method: 'POST' }) });
}
