import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/field.css';

export { field } from '../Field/field.css';

export const textArea = style([inputBox, { resize: 'vertical', minHeight: '96px' }]);
