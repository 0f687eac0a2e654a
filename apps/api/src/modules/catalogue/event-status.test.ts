import { describe, expect, it } from 'vitest';
import type { EventModel } from './catalogue-models';
import { eventStatus, isEarlyBirdOnly } from './event-status';

const OPENING = '2030-06-10T10:00:00.000Z';
const CLOSING = '2030-06-20T18:00:00.000Z';
const EARLY_BIRD = '2030-06-05T10:00:00.000Z';
const START = '2030-06-21T20:00:00.000Z';

const channel = (id: string, opening: string, closing: string, earlyBird: string | null = null) => ({
  saleChannel: { id, name: id },
  openingDatetime: opening,
  closingDatetime: closing,
  earlyBirdOpeningDatetime: earlyBird,
});

const event = (overrides: Partial<EventModel> = {}) => ({
  isArchived: false,
  saleStatus: 'opened' as const,
  startDatetime: START,
  channelConfigurations: [channel('web', OPENING, CLOSING)],
  ...overrides,
});

const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);

describe('eventStatus', () => {
  it('opens at the opening instant and closes at the closing instant', () => {
    expect(eventStatus(event(), at(OPENING, -1))).toBe('CLOSED');
    expect(eventStatus(event(), at(OPENING))).toBe('OPENED');
    expect(eventStatus(event(), at(CLOSING, -1))).toBe('OPENED');
    expect(eventStatus(event(), at(CLOSING))).toBe('CLOSED');
  });

  it('is passed only once the start is behind', () => {
    const lateClosing = event({
      channelConfigurations: [channel('web', OPENING, '2030-06-30T00:00:00.000Z')],
    });
    expect(eventStatus(lateClosing, at(START))).toBe('OPENED');
    expect(eventStatus(lateClosing, at(START, 1))).toBe('PASSED');
  });

  it('puts archived before passed, and a stopped sale before the window', () => {
    expect(eventStatus(event({ isArchived: true }), at(START, 1))).toBe('ARCHIVED');
    expect(eventStatus(event({ isArchived: true }), at(OPENING))).toBe('ARCHIVED');
    expect(eventStatus(event({ saleStatus: 'closed' }), at(OPENING))).toBe('CLOSED');
  });

  it('opens the window at the early-bird opening', () => {
    const early = event({ channelConfigurations: [channel('web', OPENING, CLOSING, EARLY_BIRD)] });
    expect(eventStatus(early, at(EARLY_BIRD, -1))).toBe('CLOSED');
    expect(eventStatus(early, at(EARLY_BIRD))).toBe('OPENED');
  });

  it("judges by the web channel's window, else by the first channel's", () => {
    const officeOpen = channel('office', '2030-06-01T00:00:00.000Z', CLOSING);
    expect(
      eventStatus(
        event({ channelConfigurations: [officeOpen, channel('web', OPENING, CLOSING)] }),
        at(EARLY_BIRD),
      ),
    ).toBe('CLOSED');
    expect(eventStatus(event({ channelConfigurations: [officeOpen] }), at(EARLY_BIRD))).toBe('OPENED');
    expect(eventStatus(event({ channelConfigurations: [] }), at(OPENING))).toBe('CLOSED');
  });
});

describe('isEarlyBirdOnly', () => {
  const early = event({ channelConfigurations: [channel('web', OPENING, CLOSING, EARLY_BIRD)] });

  it('holds from the early-bird opening up to, not including, the public opening', () => {
    expect(isEarlyBirdOnly(early, at(EARLY_BIRD, -1))).toBe(false);
    expect(isEarlyBirdOnly(early, at(EARLY_BIRD))).toBe(true);
    expect(isEarlyBirdOnly(early, at(OPENING, -1))).toBe(true);
    expect(isEarlyBirdOnly(early, at(OPENING))).toBe(false);
  });

  it('is false without an early-bird sale, or when the sale is stopped', () => {
    expect(isEarlyBirdOnly(event(), at(EARLY_BIRD))).toBe(false);
    expect(isEarlyBirdOnly({ ...early, saleStatus: 'closed' }, at(EARLY_BIRD))).toBe(false);
  });
});
