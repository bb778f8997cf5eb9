import { allergyTagOf } from '@praktik/domain/patients/allergy-tags';
import { useUiStrings } from '../../intl/ui-strings-context';
import * as styles from './AllergyTags.css';
import allergyTagsStrings from './allergyTags.strings.json';

export interface AllergyTagsProps {
  /** Allergy names in the patient's order; their colours cycle through three (domain rule). */
  allergies: readonly string[];
  /** Names the list for assistive technology. @default ui string `allergyTags.label` */
  'aria-label'?: string;
  className?: string;
}

/** A patient's allergies as coloured badges, or '-' when there are none. */
export function AllergyTags({ allergies, className, ...aria }: AllergyTagsProps) {
  const { t } = useUiStrings(allergyTagsStrings);
  const names = allergies.filter((name) => name.trim() !== '');
  if (names.length === 0) {
    return (
      <span className={[styles.none, className].filter(Boolean).join(' ')}>
        <span aria-hidden="true">-</span>
        <span className={styles.visuallyHidden}>{t('allergyTags.none')}</span>
      </span>
    );
  }
  return (
    <ul
      aria-label={aria['aria-label'] ?? t('allergyTags.label')}
      className={[styles.list, className].filter(Boolean).join(' ')}
    >
      {names.map((name, index) => (
        <li key={`${index}-${name}`} className={styles.tag[allergyTagOf(index)]}>
          {name}
        </li>
      ))}
    </ul>
  );
}
