import type { FocusEvent, ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Radio, RadioGroup } from 'react-aria-components';
import {
  DEFAULT_THEME_COLOR,
  THEME_COLORS,
  isThemeColor,
  type ThemeColor,
} from '@praktik/domain/clinic/theme-colors';
import { useUiStrings } from '../../intl/ui-strings-context';
import { palettes } from '../../theme/tokens';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import { CheckIcon } from '../Field/icons';
import { themeColorNumber } from './theme-swatch-picker-options';
import * as styles from './ThemeSwatchPicker.css';
import themeSwatchPickerStrings from './themeSwatchPicker.strings.json';

export interface ThemeSwatchPickerProps {
  label: ReactNode;
  /** Controlled choice. */
  value?: ThemeColor;
  /**
   * Uncontrolled initial choice.
   * @default 'color_1'
   */
  defaultValue?: ThemeColor;
  onChange?: (value: ThemeColor) => void;
  /**
   * Each swatch's accessible name.
   * @default the ui string `themeSwatchPicker.colorName` ("Warna 5" / "Colour 5")
   */
  swatchLabel?: (color: ThemeColor, n: number) => string;
  name?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** @default true when errorMessage is given */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  onBlur?: (event: FocusEvent<Element>) => void;
  id?: string;
  className?: string;
}

/**
 * The clinic's primary colour (spec 2 §2.12): one swatch per theme, filled with that theme's
 * primary colour. A radio group, so Tab enters at the chosen swatch and the arrow keys move
 * and choose.
 */
export function ThemeSwatchPicker({
  label,
  value,
  defaultValue = DEFAULT_THEME_COLOR,
  onChange,
  swatchLabel,
  description,
  errorMessage,
  isInvalid,
  className,
  ...rest
}: ThemeSwatchPickerProps) {
  const { t } = useUiStrings(themeSwatchPickerStrings);
  const nameOf =
    swatchLabel ?? ((_color: ThemeColor, n: number) => t('themeSwatchPicker.colorName', { n }));
  return (
    <RadioGroup
      {...rest}
      {...(value !== undefined ? { value } : { defaultValue })}
      onChange={(next) => {
        if (isThemeColor(next)) onChange?.(next);
      }}
      orientation="horizontal"
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={styles.grid}>
        {THEME_COLORS.map((color) => (
          <Radio
            key={color}
            value={color}
            aria-label={nameOf(color, themeColorNumber(color))}
            className={styles.swatch}
            // The swatch shows that theme's own colours: palette data, not a literal here.
            style={assignInlineVars({
              [styles.swatchColor]: palettes[color].primary,
              [styles.swatchInk]: palettes[color].onPrimary,
            })}
          >
            <CheckIcon className={styles.check} />
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
