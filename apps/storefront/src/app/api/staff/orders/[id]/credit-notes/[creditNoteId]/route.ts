import { creditNoteFileRoute } from '@/features/staff/credit-note-file-route';

/** A credit note of one order of this club, as a PDF, for the ticket office (the order view). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; creditNoteId: string }> },
) {
  const { id, creditNoteId } = await params;
  return creditNoteFileRoute(id, creditNoteId);
}
