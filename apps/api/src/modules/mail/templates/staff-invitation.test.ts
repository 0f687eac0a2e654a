import { tenantFixture } from '@stadio/db/testing';
import { LOCALES } from '@stadio/i18n';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../mail-layout';
import { mailTranslator } from '../mail-translator';
import { staffInvitationMail } from './staff-invitation';

const club = tenantSchema.parse(
  tenantFixture('riviera', { clientShortName: 'Riviera', clientLongName: 'Olympique Riviera' }),
);
const origin = 'http://riviera.localhost:3000';
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

async function render(locale: string, kind: 'invite' | 'totp_reset', role = 'ticket_office') {
  const context = { tenant: club, locale, shopOrigin: origin, t: await mailTranslator(locale) };
  return renderLayout(
    staffInvitationMail.compose(
      { token, kind, role, inviter: 'admin@riviera.example', validForHours: 48 },
      context,
    ),
    context,
  );
}

describe('staff-invitation e-mail', () => {
  it.each(LOCALES)(
    'invites with the club, the inviter, the role in words and the 48 h link in %s',
    async (locale) => {
      const mail = await render(locale, 'invite');
      expect(mail.subject).toContain('Olympique Riviera');
      expect(mail.text).toContain('admin@riviera.example');
      expect(mail.text).toContain(`${origin}/staff/invitation/${token}?lng=${locale}`);
      expect(mail.text).toContain('48');
      // The role is worded, not its code.
      expect(mail.text).not.toContain('ticket_office');
      expect(mail.text).not.toMatch(/staffInvitation\.|\{role\}|\{club\}/);
    },
  );

  it.each(LOCALES)('sends the second-factor link of a reset in %s', async (locale) => {
    const mail = await render(locale, 'totp_reset');
    expect(mail.text).toContain(`${origin}/staff/invitation/${token}?lng=${locale}`);
    expect(mail.text).not.toMatch(/staffTotpReset\.|\{club\}/);
    expect(mail.subject).not.toBe((await render(locale, 'invite')).subject);
  });

  it('words every role an administrator gives, in English', async () => {
    for (const [role, words] of [
      ['admin', 'administrator'],
      ['season_manager', 'season manager'],
      ['security', 'steward'],
    ])
      expect((await render('en', 'invite', role)).text).toContain(`as ${words}`);
  });
});
