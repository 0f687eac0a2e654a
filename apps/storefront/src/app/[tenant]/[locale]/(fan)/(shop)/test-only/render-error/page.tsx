import { connection } from 'next/server';
import { notFound } from 'next/navigation';

/**
 * Throws during render so browser tests can check the generic error page and the error log.
 * Exists only when STADIO_TEST_ROUTES=1 (set by the test runner), never in a real deployment.
 */
export default async function RenderErrorPage(): Promise<never> {
  await connection();
  if (process.env.STADIO_TEST_ROUTES !== '1') notFound();
  throw new Error('Deliberate render error for tests');
}
