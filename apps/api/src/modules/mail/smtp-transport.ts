import nodemailer, { type Transporter } from 'nodemailer';

/**
 * An SMTP transport for `smtp://` or `smtps://` URLs (credentials in the URL). Timeouts are
 * shorter than nodemailer's defaults (2 and 10 minutes) so a send always ends well within the
 * worker's lease.
 */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
