export { field, inputBox } from '../Field/field.css';
