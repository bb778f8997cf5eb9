export { ThemeSwatchPicker, type ThemeSwatchPickerProps } from './ThemeSwatchPicker';
export { themeColorNumber } from './theme-swatch-picker-options';
