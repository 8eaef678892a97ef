import { Box, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, LOCALES, type Language } from '@rds/contract';

/**
 * The language switch: one button naming the other language in that language ("Français" while
 * the portal is in English; "FR" on a phone). `onChange` applies it (and, signed in, saves it to the profile).
 */
export function LanguageSwitch({ onChange, disabled = false }: { onChange: (language: Language) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const other = LANGUAGES.find((language) => language !== i18n.language) ?? 'en';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconLanguage size={16} />}
      onClick={() => onChange(other)}
      disabled={disabled}
      lang={LOCALES[other]}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      data-testid="language-switch"
    >
      {/* On a phone the code (FR, EN) keeps the header on one line; the button's name stays whole. */}
      <Box component="span" visibleFrom="xs">
        {LANGUAGE_NAMES[other]}
      </Box>
      <Box component="span" hiddenFrom="xs">
        {other.toUpperCase()}
      </Box>
    </Button>
  );
}
