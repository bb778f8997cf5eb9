import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listBoxEmpty } from '../Field/field.css';

export {
  field,
  inputGroup,
  groupedInput,
  popover,
  listBox,
  listBoxItem,
  itemCheck,
} from '../Field/field.css';
export {
  root,
  selectContents,
  tags,
  tagList,
  tag,
  tagText,
  tagRemove,
  tagIcon,
} from '../MultiSelect/MultiSelect.css';

export const searchIcon = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const spinner = style({ flexShrink: 0, paddingInlineEnd: vars.space.sm });

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const itemDescription = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  selectors: {
    '[data-focused] &, [data-hovered] &': { color: 'inherit' },
  },
});

export const emptyState = listBoxEmpty;

export const emptyError = style([
  listBoxEmpty,
  { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
]);

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
