'use client';

import { Box, Button, HStack, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import type { DevMail } from './dev-mailbox';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';

/** The dev mailbox page: the list of sent e-mails, or one of them with its links and content. */
export function MailboxView({
  mails,
  open,
}: {
  mails: DevMail[] | null;
  open: (DevMail & { links: string[] }) | null;
}) {
  const t = useTranslations('account.mailbox');
  const format = useFormatter();
  const router = useRouter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });

  if (mails === null) return <FormAlert status="warning">{t('unavailable')}</FormAlert>;
  if (open) {
    return (
      <Stack gap="4" data-testid="mailbox-message">
        <TextLink href="/test-only/mailbox">{t('back')}</TextLink>
        <Heading as="h2" size="lg">
          {open.subject}
        </Heading>
        <Text color="fg.muted">
          {t('to')}: {open.envelopeTo.join(', ')} · {open.from} · {when(open.receivedAt)}
        </Text>
        {open.links.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="semibold">{t('links')}</Text>
            {open.links.map((href) => (
              <Link key={href} href={href} color="fg" textDecoration="underline" wordBreak="break-all">
                {href}
              </Link>
            ))}
          </Stack>
        )}
        {open.html && (
          // Sandboxed: a mail's HTML gets neither scripts nor access to the shop's page.
          <iframe
            title={open.subject}
            sandbox=""
            srcDoc={open.html}
            style={{
              width: '100%',
              height: '480px',
              border: '1px solid #ccc',
              borderRadius: '6px',
              background: 'white',
            }}
          />
        )}
        <Box as="pre" whiteSpace="pre-wrap" fontSize="sm" p="3" bg="bg.muted" rounded="md">
          {open.text}
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="4" data-testid="mailbox-list">
      <HStack justify="flex-end">
        <Button size="sm" variant="outline" onClick={() => router.refresh()}>
          {t('refresh')}
        </Button>
      </HStack>
      {mails.length === 0 ? (
        <Text color="fg.muted">{t('empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('received')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('to')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('subject')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {mails.map((mail) => (
                <Table.Row key={mail.id}>
                  <Table.Cell whiteSpace="nowrap">{when(mail.receivedAt)}</Table.Cell>
                  <Table.Cell>{mail.envelopeTo.join(', ')}</Table.Cell>
                  <Table.Cell>
                    <TextLink href={`/test-only/mailbox?id=${encodeURIComponent(mail.id)}`}>
                      {mail.subject}
                    </TextLink>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
