import { describe, expect, it } from 'vitest';
import { blockAnswerSchema } from './block-request';

const seat = {
  id: 'A-4-5',
  row: 4,
  column: 5,
  rowName: '4',
  seatNumber: '5',
  x: 4,
  y: 3.6,
  isAccessible: false,
  categoryId: 'side',
  categoryName: 'Côté',
  colour: '#2563EB',
  available: true,
  isResale: false,
  price: 2900,
  productIds: ['full'],
};
const answer = { blockId: 'A', isOpenSeating: false, availability: 1, seats: [seat], resaleOffers: [] };

describe('the answer of POST /api/block', () => {
  it('carries a block’s view picture and its restricted-view seats when the venue has them', () => {
    const parsed = blockAnswerSchema.parse({
      ...answer,
      viewImageUrl: '/tenant-assets/hall/views/a.jpg',
      seats: [{ ...seat, isRestrictedView: true }],
    });
    expect(parsed.viewImageUrl).toBe('/tenant-assets/hall/views/a.jpg');
    expect(parsed.seats[0]?.isRestrictedView).toBe(true);
    expect(
      blockAnswerSchema.parse({ ...answer, viewImageUrl: 'https://cdn.example/a.jpg' }).viewImageUrl,
    ).toBe('https://cdn.example/a.jpg');
    // Without them, as before.
    expect(blockAnswerSchema.parse(answer)).not.toHaveProperty('viewImageUrl');
  });

  it('takes a picture only from the club’s assets or https', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://example.com/a.jpg',
      '//evil.example/a.jpg',
      '/api/x',
      '',
    ])
      expect(blockAnswerSchema.safeParse({ ...answer, viewImageUrl: url }).success, url).toBe(false);
  });
});
