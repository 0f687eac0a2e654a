/** Why an outbox row can never be sent as it is (retrying would not help). */
export class UnrenderableMailError extends Error {}
