import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, LOCALES, type Language } from '@rds/contract';
import classes from './LanguageSwitch.module.css';

/**
 * The language switch: one button naming the other language in that language ("Français" while
 * the portal is in English; without its icon on a phone). `onChange` applies it (and, signed in, saves it to the profile).
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
      classNames={{ section: classes.section }}
      onClick={() => onChange(other)}
      disabled={disabled}
      lang={LOCALES[other]}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      data-testid="language-switch"
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
