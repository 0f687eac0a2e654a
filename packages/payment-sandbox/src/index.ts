export { DEV_SANDBOX_API_KEY, DEV_SANDBOX_WEBHOOK_SECRET } from './protocol';
export {
  DEFAULT_PENDING_DELAY_MS,
  startPaymentSandbox,
  type PaymentSandbox,
  type PaymentSandboxOptions,
} from './start-payment-sandbox';
export { TEST_CARDS, type CardBehaviour, type TestCard } from './test-cards';
export type { Delivery } from './webhook-sender';
