export { Text, type TextProps } from './Text';
export { TEXT_VARIANTS, TEXT_ELEMENTS, type TextVariant, type TextElement } from './text-options';
