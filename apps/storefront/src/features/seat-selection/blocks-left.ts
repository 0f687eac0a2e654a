import { getTranslations } from 'next-intl/server';
import { blockLeft } from '@/features/seat-map/block-left';
import type { SelectionData } from './selection-data';

/**
 * The selection with each block's "seats left" written by the server (`MapBlock.leftText`), in the
 * page's language: the map then formats no plural while it hydrates (block-left.ts). Live stock
 * moving a count makes the browser write that block's text itself.
 */
export async function withBlocksLeft(selection: SelectionData): Promise<SelectionData> {
  const t = await getTranslations('seatMap');
  return {
    ...selection,
    venue: {
      ...selection.venue,
      blocks: selection.venue.blocks.map((block) => ({
        ...block,
        leftText: { availability: block.availability, text: blockLeft(t, block) },
      })),
    },
  };
}
