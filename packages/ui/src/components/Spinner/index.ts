export { Spinner, type SpinnerProps } from './Spinner';
export { SPINNER_SIZES, type SpinnerSize } from './spinner-options';
