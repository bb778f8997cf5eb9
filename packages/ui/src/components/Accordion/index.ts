export {
  Accordion,
  AccordionItem,
  type AccordionProps,
  type AccordionItemProps,
} from './Accordion';
export { ACCORDION_HEADING_LEVELS, type AccordionHeadingLevel } from './accordion-options';
