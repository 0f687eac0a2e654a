/** GraphQL documents of the payments tests. */

export const START_CHECKOUT = `mutation ($customerId: ID!, $orderId: ID!, $numberOfInstallments: Int!, $promoCodeIds: [ID!]!,
  $termsAccepted: Boolean!, $returnUrl: String!) {
  startCheckout(customerId: $customerId, orderId: $orderId, numberOfInstallments: $numberOfInstallments,
    promoCodeIds: $promoCodeIds, termsAccepted: $termsAccepted, returnUrl: $returnUrl) { orderId redirectUrl } }`;

export const PAYMENT_OPTIONS = `query ($customerId: ID!, $orderId: ID!, $promoCodeIds: [ID!]!) {
  paymentOptions(customerId: $customerId, orderId: $orderId, promoCodeIds: $promoCodeIds) {
    totalAmount singlePayment installmentPlans { numberOfInstallments installments { rank dueDate amount status } } } }`;

export const ORDER_VALIDATION = `query ($customerId: ID!, $orderId: ID!) {
  orderValidation(customerId: $customerId, orderId: $orderId) {
    outcome extendedUntil order { orderId status hasTransactionInProgress expiryDatetime }
    installments { rank dueDate amount status } } }`;

/** The shape ORDER_VALIDATION selects. */
export interface ValidationData {
  outcome: string;
  extendedUntil: string | null;
  order: {
    orderId: string;
    status: string;
    hasTransactionInProgress: boolean;
    expiryDatetime: string | null;
  };
  installments: Array<{ rank: number; dueDate: string; amount: number; status: string }>;
}
