import { describe, expect, it } from 'vitest';
import { otherHolderPages } from './holder-pages';
import { holderRequests } from './holder-requests';
import { holderUnits } from './holder-units';
import { eventGroup, orderOf, packGroup, seatTicket } from './test-orders';

const saved = {
  gender: 'FEMALE' as const,
  firstName: 'Ana',
  lastName: 'Lopez',
  email: null,
  phoneNumber: null,
  dateOfBirth: null,
  streetAddress: null,
  postalCode: null,
  cityName: null,
  country: null,
};

describe('holder units', () => {
  it('asks for one holder per seat ticket of the event, across its groups, and none of other events', () => {
    const order = orderOf([
      eventGroup('g1', 'm03', [seatTicket('t1', 'm03'), seatTicket('t2', 'm03', { holder: saved })]),
      eventGroup('g2', 'm05', [seatTicket('t3', 'm05')]),
      eventGroup('g3', 'm03', [seatTicket('t4', 'm03')]),
    ]);
    const units = holderUnits(order, { kind: 'event', id: 'm03' });
    expect(units.map((unit) => unit.ticketIds)).toEqual([['t1'], ['t2'], ['t4']]);
    // A ticket whose holder is set is shown read-only, and nothing is sent for it again.
    expect(units.map((unit) => unit.holder?.firstName ?? null)).toEqual([null, 'Ana', null]);
    expect(units[1]?.missingTicketIds).toEqual([]);
  });

  it("ignores the event's tickets that belong to a pack", () => {
    const order = orderOf([packGroup('g1', 'trio', [seatTicket('p1', 'm03')]), eventGroup('g2', 'm03', [])]);
    expect(holderUnits(order, { kind: 'event', id: 'm03' })).toEqual([]);
  });

  it('asks for one holder per seat of a pack, sent for the seat in every event', () => {
    const ticket = (id: string, eventId: string, seatId: string) => seatTicket(id, eventId, { seatId });
    const order = orderOf([
      packGroup('g1', 'trio', [
        ticket('a1', 'm03', 'S1'),
        ticket('b1', 'm03', 'S2'),
        ticket('a2', 'm05', 'S1'),
        ticket('b2', 'm05', 'S2'),
      ]),
      eventGroup('g2', 'm03', [ticket('x', 'm03', 'S9')]),
    ]);
    const units = holderUnits(order, { kind: 'pack', id: 'trio' });
    expect(units.map((unit) => unit.ticketIds)).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
    ]);
    const typed = new Map(units.map((unit, i) => [unit.key, { firstName: `Fan${i}`, lastName: 'Doe' }]));
    expect(holderRequests(units, typed)).toEqual([
      { ticketId: 'a1', firstName: 'Fan0', lastName: 'Doe' },
      { ticketId: 'a2', firstName: 'Fan0', lastName: 'Doe' },
      { ticketId: 'b1', firstName: 'Fan1', lastName: 'Doe' },
      { ticketId: 'b2', firstName: 'Fan1', lastName: 'Doe' },
    ]);
  });

  it('pairs the open-seating places of a pack by block and rank in each event', () => {
    const place = (id: string, eventId: string) => seatTicket(id, eventId, { seatId: null, blockId: 'W15' });
    const order = orderOf([
      packGroup('g1', 'trio', [
        place('a1', 'm03'),
        place('b1', 'm03'),
        place('a2', 'm05'),
        place('b2', 'm05'),
      ]),
    ]);
    expect(holderUnits(order, { kind: 'pack', id: 'trio' }).map((unit) => unit.ticketIds)).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
    ]);
  });

  it('completes a pack seat saved half-way with the same holder, and sends nothing for locked ones', () => {
    const order = orderOf([
      packGroup('g1', 'trio', [
        seatTicket('a1', 'm03', { seatId: 'S1', holder: saved }),
        seatTicket('a2', 'm05', { seatId: 'S1' }),
        seatTicket('b1', 'm03', { seatId: 'S2', holder: saved }),
        seatTicket('b2', 'm05', { seatId: 'S2', holder: saved }),
      ]),
    ]);
    const units = holderUnits(order, { kind: 'pack', id: 'trio' });
    expect(units.every((unit) => unit.holder !== null)).toBe(true);
    expect(holderRequests(units, new Map())).toEqual([{ ticketId: 'a2', ...saved, gender: 'female' }]);
  });
});

describe('other holder pages', () => {
  it('lists the other events and packs of the order whose holders are still missing, once each', () => {
    const order = orderOf([
      eventGroup('g1', 'm03', [seatTicket('t1', 'm03')]),
      eventGroup('g2', 'm05', [seatTicket('t2', 'm05')]),
      eventGroup('g3', 'm05', [seatTicket('t3', 'm05')]),
      eventGroup('g4', 'm07', [seatTicket('t4', 'm07', { holder: saved })]),
      packGroup('g5', 'trio', [seatTicket('p1', 'm09')]),
    ]);
    expect(otherHolderPages(order, { kind: 'event', id: 'm03' })).toEqual([
      { href: '/event/m05/submit', name: 'Match m05' },
      { href: '/pack/trio/submit', name: 'Pack trio' },
    ]);
  });
});
