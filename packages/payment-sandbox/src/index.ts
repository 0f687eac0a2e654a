export { DEV_SANDBOX_API_KEY, DEV_SANDBOX_WEBHOOK_SECRET } from './protocol';
export {
  DEFAULT_PENDING_DELAY_MS,
  startPaymentSandbox,
  type PaymentSandbox,
  type PaymentSandboxOptions,
} from './start-payment-sandbox';
export { TEST_CARDS, type CardBehaviour, type TestCard } from './test-cards';
export type { Delivery } from './webhook-sender';
export { demoStripeEnv, demoStripeKeys } from './stripe/demo-keys';
export { STRIPE_PAGE_PREFIX, STRIPE_SIGNATURE_HEADER } from './stripe/stripe-http';
export type { SandboxStripeAccount } from './stripe/stripe-state';
export type { StripeEvent } from './stripe/stripe-objects';
