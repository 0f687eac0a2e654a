'use client';

import { Badge, Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ProfileField } from '@stadio/customers';
import { ChevronDown, Lock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, type Ref, useId } from 'react';
import { CustomerFieldInputs } from '@/features/account/customer-field-inputs';
import type { FormField } from '@/features/account/form-fields';
import { TextField } from '@/features/account/text-field';
import type { FieldMessages } from '@/features/account/use-account-messages';
import type { HolderFormField } from './holder-fields';
import { HolderSaved } from './holder-saved';
import type { HolderUnit } from './holder-units';

/**
 * The holder form's fields as the account forms take them; holders are never "locked once filled" field by
 * field.
 */
const asFormFields = (fields: readonly HolderFormField[]): FormField[] =>
  fields.flatMap((field) =>
    field.name === 'email'
      ? []
      : [{ name: field.name as ProfileField, required: field.required, lockedOnceFilled: false }],
  );

/** "Tribune Nord · Block N14 · Row A · Seat 3", or the standing block. */
function useSeatLine(unit: HolderUnit): string {
  const t = useTranslations('selection');
  const seat = unit.ticket.seatInfo;
  return seat.isOpenSeating || !seat.rowName || !seat.seatNumber
    ? t('standingLine', { stand: seat.standName, block: seat.blockName })
    : t('seatLine', {
        stand: seat.standName,
        block: seat.blockName,
        row: seat.rowName,
        seat: seat.seatNumber,
      });
}

/**
 * One holder of the information step: the seat (one ticket, or a pack seat for every match of
 * the pack) and either the saved holder, read-only, or the form, prefilled (docs/product.md#holders). Forms
 * after the first start collapsed; the header button opens them.
 */
export function HolderCard({
  unit,
  number,
  kind,
  fields,
  prefill,
  errors,
  expanded,
  onToggle,
  formRef,
  onSubmit,
  clubCountry,
}: {
  unit: HolderUnit;
  number: number;
  kind: 'event' | 'pack';
  fields: readonly HolderFormField[];
  prefill: Partial<Record<string, string>>;
  errors: FieldMessages;
  expanded: boolean;
  onToggle: () => void;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  clubCountry: string;
}) {
  const t = useTranslations('checkout.information');
  const tf = useTranslations('account');
  const bodyId = useId();
  const seatLine = useSeatLine(unit);
  const title = t(kind === 'pack' ? 'seatN' : 'ticketN', { n: number });
  const locked = unit.holder !== null;
  const formFields = asFormFields(fields);
  const emailAt = formFields.findIndex((field) =>
    ['phoneNumber', 'dateOfBirth', 'streetAddress'].includes(field.name),
  );
  const emailField = fields.find((field) => field.name === 'email');
  const split = emailAt === -1 ? formFields.length : emailAt;
  const status = locked ? (
    <Badge colorPalette="green" variant="subtle" gap="1">
      <Lock aria-hidden="true" size={12} />
      {t('saved')}
    </Badge>
  ) : Object.keys(errors).length > 0 ? (
    <Badge colorPalette="red" variant="subtle">
      {t('toCorrect')}
    </Badge>
  ) : null;

  const heading = (
    <Stack as="span" gap="0.5" minW="0" textAlign="start">
      <HStack as="span" gap="2" flexWrap="wrap">
        <Text as="span" fontWeight="bold" fontSize="md">
          {title}
        </Text>
        {status}
      </HStack>
      <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
        {seatLine} · {unit.ticket.productName}
      </Text>
    </Stack>
  );

  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      bg="bg"
      data-testid="holder-card"
      data-state={locked ? 'locked' : expanded ? 'open' : 'closed'}
    >
      <Heading as="h2" size="md">
        {locked ? (
          heading
        ) : (
          <chakra.button
            type="button"
            display="flex"
            width="full"
            alignItems="center"
            justifyContent="space-between"
            gap="3"
            cursor="pointer"
            rounded="md"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={onToggle}
            focusRing="outside"
          >
            {heading}
            <Box
              as="span"
              flexShrink={0}
              transform={expanded ? 'rotate(180deg)' : undefined}
              transition="transform 0.2s"
            >
              <ChevronDown aria-hidden="true" />
            </Box>
          </chakra.button>
        )}
      </Heading>
      {unit.holder ? (
        <Stack gap="3" mt="4">
          <HolderSaved holder={unit.holder} />
          <Text fontSize="sm" color="fg.muted">
            {t('lockedHint')}
          </Text>
        </Stack>
      ) : (
        <Box id={bodyId} hidden={!expanded} mt="4">
          <Stack asChild gap="4">
            <form ref={formRef} method="post" noValidate onSubmit={onSubmit} data-testid="holder-form">
              <CustomerFieldInputs
                fields={formFields.slice(0, split)}
                values={prefill}
                errors={errors}
                clubCountry={clubCountry}
              />
              {emailField && (
                <TextField
                  type="email"
                  name="email"
                  autoComplete="email"
                  label={tf('fields.email')}
                  required={emailField.required}
                  error={errors.email}
                  defaultValue={prefill.email ?? ''}
                />
              )}
              <CustomerFieldInputs
                fields={formFields.slice(split)}
                values={prefill}
                errors={errors}
                clubCountry={clubCountry}
              />
            </form>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
