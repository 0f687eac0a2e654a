/** Why a seat is closed (SeatClosureReason), in the order the form offers them. */
export const REASONS = ['CAMERAS', 'SEGREGATION', 'RESTRICTED_VIEW', 'OTHER'] as const;
export type ClosureReason = (typeof REASONS)[number];
