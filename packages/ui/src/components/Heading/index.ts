export { Heading, type HeadingProps } from './Heading';
export {
  HEADING_LEVELS,
  HEADING_SIZES,
  type HeadingLevel,
  type HeadingSize,
} from './heading-options';
