import { useState, type KeyboardEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  ALLERGY_NAME_MAX,
  addAllergy,
  removeAllergy,
  type Allergy,
} from '@praktik/domain/patients/allergies';
import { allergyTagOf } from '@praktik/domain/patients/allergy-tags';
import { AllergyTags } from '@praktik/ui/AllergyTags';
import { Button } from '@praktik/ui/Button';
import { Icon } from '@praktik/ui/Icon';
import { TextField } from '@praktik/ui/TextField';
import * as css from './patients.css';
import { registerPageTexts } from '../../intl/page-texts';
import patientsTexts from './patients.page-texts.json';

registerPageTexts(patientsTexts);

export interface AllergyInputProps {
  /** The tags, in order (their colours cycle through three, as in the list). */
  value: readonly Allergy[];
  onChange: (next: Allergy[]) => void;
  /** Read only: the tags as the list shows them. */
  isReadOnly?: boolean;
  errorMessage?: string;
}

/**
 * The patient's allergies as tags (spec 1 §3): type a name and press Enter or Add; each tag has
 * its own remove button. Blank names and names already there (any case) are not added (domain
 * `addAllergy`); a tag typed here is sent as new.
 */
export function AllergyInput({ value, onChange, isReadOnly, errorMessage }: AllergyInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  if (isReadOnly) {
    return (
      <div className={css.allergyBlock}>
        <span className={css.allergyLabel}>{t('fields.allergies')}</span>
        <AllergyTags
          aria-label={t('patients.form.allergyListLabel')}
          allergies={value.map((a) => a.name)}
        />
      </div>
    );
  }

  const add = () => {
    if (draft.trim() === '') return;
    onChange(addAllergy(value, draft));
    setDraft('');
  };

  // Enter adds the tag instead of submitting the form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={css.allergyBlock}>
      {/* Only catches Enter bubbling up from the input. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={css.allergyInputRow} onKeyDown={onKeyDown}>
        <TextField
          className={css.allergyInputField}
          label={t('fields.allergies')}
          name="allergyName"
          value={draft}
          onChange={setDraft}
          description={t('patients.form.allergyHint')}
          errorMessage={errorMessage}
          maxLength={ALLERGY_NAME_MAX}
        />
        <Button
          className={css.allergyAddButton}
          variant="secondary"
          onPress={add}
          aria-label={t('patients.form.allergyAddLabel')}
        >
          {t('patients.form.allergyAdd')}
        </Button>
      </div>
      {value.length === 0 ? (
        <span className={css.muted}>{t('patients.form.allergyNone')}</span>
      ) : (
        <ul className={css.allergyList} aria-label={t('patients.form.allergyListLabel')}>
          {value.map((allergy, index) => (
            <li key={allergy.name} className={css.allergyTag[allergyTagOf(index)]}>
              <span>{allergy.name}</span>
              <AriaButton
                className={css.allergyRemove}
                aria-label={t('patients.form.allergyRemove', { name: allergy.name })}
                onPress={() => onChange(removeAllergy(value, index))}
              >
                <Icon name="close" size={14} />
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
