import { exportFileRoute } from '@/features/back-office-exports/exports-file-route';

/** GET one export, streamed from the API (docs/product.md#exports). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return exportFileRoute(request, (await params).file);
}
