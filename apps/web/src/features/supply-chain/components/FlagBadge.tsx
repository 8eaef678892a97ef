import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconFlag, IconFlagFilled, IconFlagOff } from '@tabler/icons-react';
import { SUPPLY_CHAIN_FLAGS, type SupplyChainFlag } from '@rds/contract';
import { FLAG_COLORS, badgeText } from './labels';
import { t } from '../../../lib/i18n';

/** A partner's flag as a coloured badge with the word (never colour alone); the words for no flag when unflagged. */
export function FlagBadge({ flag, withChevron = false }: { flag: SupplyChainFlag | null; withChevron?: boolean }) {
  const color = flag ? FLAG_COLORS[flag] : 'gray';
  return (
    <Badge
      component="span"
      variant="light"
      radius="sm"
      color={color}
      c={flag ? badgeText(color) : 'gray.7'}
      leftSection={flag ? <IconFlagFilled size={12} /> : <IconFlag size={12} />}
      rightSection={withChevron ? <IconChevronDown size={12} /> : undefined}
      data-testid="flag-badge"
      styles={{ label: { overflow: 'visible' } }}
    >
      {flag ?? t('label.flag.none')}
    </Badge>
  );
}

/** The flag dropdown of a partner: GREEN, YELLOW or RED (or cleared). */
export function FlagMenu({
  name,
  flag,
  onChange,
  disabled,
}: {
  name: string;
  flag: SupplyChainFlag | null;
  onChange: (flag: SupplyChainFlag | null) => void;
  disabled?: boolean;
}) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={170} disabled={disabled}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('supplyChain.flagOfChangeTheFlag', { name, flag: flag ?? t('label.flag.none') })}
          disabled={disabled}
          style={{ borderRadius: 4 }}
        >
          <FlagBadge flag={flag} withChevron />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('supplyChain.flagName', { name })}</Menu.Label>
        {SUPPLY_CHAIN_FLAGS.map((value) => (
          <Menu.Item
            key={value}
            leftSection={<IconFlagFilled size={16} color={`var(--mantine-color-${FLAG_COLORS[value]}-6)`} />}
            onClick={() => value !== flag && onChange(value)}
            fw={value === flag ? 700 : undefined}
          >
            {value}
          </Menu.Item>
        ))}
        {flag ? (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconFlagOff size={16} />} onClick={() => onChange(null)}>
              {t('supplyChain.clearFlag')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
