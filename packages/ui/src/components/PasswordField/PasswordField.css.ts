export { field, inputGroup, groupedInput, iconButton, icon } from '../Field/field.css';
