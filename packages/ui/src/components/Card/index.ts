export { Card, type CardProps } from './Card';
export { CARD_PADDINGS, type CardPadding } from './card-options';
