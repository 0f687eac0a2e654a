import type { OrderValidationQuery, PaymentOptionsQuery } from '@/gql/graphql';
import type { Order } from '@/features/orders/order-model';

/** How an order can be paid (schema.graphql, type PaymentOptions), without __typename. */
export type PaymentOptions = PaymentOptionsQuery['paymentOptions'];
export type InstallmentPlan = PaymentOptions['installmentPlans'][number];
export type Installment = InstallmentPlan['installments'][number];

/** Where an order's payment stands (schema.graphql, type OrderValidation). */
export type OrderValidation = Omit<OrderValidationQuery['orderValidation'], 'order'> & { order: Order };
