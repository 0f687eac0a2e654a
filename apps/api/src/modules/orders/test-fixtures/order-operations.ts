/** GraphQL documents of the order tests. */

const ORDER_FIELDS = `
  orderId status expiryDatetime createdAt grossAmount discountAmount totalAmount hasTransactionInProgress
  ticketWithdrawal promoCodeIds
  ticketGroups {
    id
    packInfo { packId name type }
    eventInfo { id name }
    seatTickets {
      id productId productName grossAmount discountAmount isFromResale
      eventInfo { id name startDatetime homeTeam { displayName } opponent { displayName } }
      seatInfo { standId standName blockId blockName seatId rowName seatNumber isOpenSeating eventId categoryId categoryName }
      holderInfo { gender firstName lastName email phoneNumber dateOfBirth streetAddress postalCode cityName country }
    }
    ancillaryTickets { id ancillaryName ancillaryType productId grossAmount discountAmount isMandatory }
  }`;

export const CREATE_ORDER = `mutation ($customerId: ID!, $input: CreateOrderInput!) {
  createOrderWithTickets(customerId: $customerId, input: $input) { ${ORDER_FIELDS} } }`;

export const UPDATE_TICKETS = `mutation ($customerId: ID!, $orderId: ID!, $ticketIds: [ID!]!, $ticketAncillaryIds: [ID!]!) {
  updateTicketsOnOrder(customerId: $customerId, orderId: $orderId, ticketIds: $ticketIds, ticketAncillaryIds: $ticketAncillaryIds) }`;

export const CANCEL_ORDER = `mutation ($customerId: ID!, $orderId: ID!) { cancelOrder(customerId: $customerId, orderId: $orderId) }`;

export const SET_ANCILLARIES = `mutation ($customerId: ID!, $orderId: ID!, $ancillaries: [AncillaryInput!]!) {
  setOrderAncillaries(customerId: $customerId, orderId: $orderId, ancillaries: $ancillaries) { ${ORDER_FIELDS} } }`;

export const SET_HOLDERS = `mutation ($customerId: ID!, $orderId: ID!, $holders: [TicketHolderInput!]!) {
  setTicketHolders(customerId: $customerId, orderId: $orderId, holders: $holders) { ${ORDER_FIELDS} } }`;

export const SET_WITHDRAWAL = `mutation ($customerId: ID!, $orderId: ID!, $value: Int!) {
  setTicketWithdrawal(customerId: $customerId, orderId: $orderId, value: $value) { orderId ticketWithdrawal } }`;

export const SHOW_MY_ORDERS = `query ($customerId: ID!, $orderIds: [ID!], $allowedStatus: [OrderStatus!], $hide: Boolean) {
  showMyOrders(customerId: $customerId, orderIds: $orderIds, allowedStatus: $allowedStatus,
    hideOrdersWithInProgressTransaction: $hide) { ${ORDER_FIELDS} } }`;

export const ANCILLARY_OFFERS = `query ($customerId: ID!, $orderId: ID!) {
  ancillaryOffers(customerId: $customerId, orderId: $orderId) { type productId name price eventId available maxQuantity } }`;

/** The GraphQL shape of an order as ORDER_FIELDS selects it. */
export interface OrderData {
  orderId: string;
  status: string;
  expiryDatetime: string | null;
  grossAmount: number;
  discountAmount: number;
  totalAmount: number;
  ticketWithdrawal: number;
  ticketGroups: Array<{
    id: string;
    packInfo: { packId: string; name: string; type: string } | null;
    eventInfo: { id: string; name: string } | null;
    seatTickets: Array<{
      id: string;
      productId: string;
      productName: string;
      grossAmount: number;
      isFromResale: boolean;
      eventInfo: { id: string };
      seatInfo: {
        blockId: string;
        seatId: string | null;
        rowName: string | null;
        seatNumber: string | null;
        isOpenSeating: boolean;
        eventId: string;
        categoryName: string;
        standName: string;
      };
      holderInfo: Record<string, string | null> | null;
    }>;
    ancillaryTickets: Array<{
      id: string;
      ancillaryType: string;
      productId: string;
      grossAmount: number;
      isMandatory: boolean;
      ancillaryName: string;
    }>;
  }>;
}
