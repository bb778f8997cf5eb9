export { AllergyTags, type AllergyTagsProps } from './AllergyTags';
