import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadStripe = vi.fn(async (key: string) => ({ key }) as unknown);
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const { loadStripeJs, resetStripeJsForTests, stripePublishableKey } = await import('./stripe-js');

beforeEach(() => {
  loadStripe.mockClear();
  resetStripeJsForTests();
  document.head.innerHTML = '';
});

describe('Stripe.js loader', () => {
  it('without a publishable key: no loader call and no Stripe script', async () => {
    expect(stripePublishableKey({})).toBeNull();
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: '' })).toBeNull();
    // A secret key pasted by mistake is never used in the browser.
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toBeNull();
    expect(await loadStripeJs(null)).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('with a key: the official loader is used, once', async () => {
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).toBe('pk_test_123');
    const [a, b] = await Promise.all([loadStripeJs('pk_test_123'), loadStripeJs('pk_test_123')]);
    expect(a).toEqual({ key: 'pk_test_123' });
    expect(b).toBe(a);
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('a failed load resolves to null and is retried next time', async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    expect(await loadStripeJs('pk_test_123')).toBeNull();
    expect(await loadStripeJs('pk_test_123')).toEqual({ key: 'pk_test_123' });
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});
