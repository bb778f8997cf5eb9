import { useUiStrings } from '../../intl/ui-strings-context';
import { Icon } from '../Icon/Icon';
import * as styles from './Stepper.css';
import { stepState } from './stepper-options';
import stepperStrings from './stepper.strings.json';

export interface StepperStep {
  id: string;
  /** Translated by the caller. */
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Zero-based index of the current step; a value past the last marks every step complete. */
  currentIndex: number;
  /** Accessible name of the list. @default ui string `stepper.label` */
  'aria-label'?: string;
}

/**
 * Where the user is in a wizard (the onboarding's four steps). Not interactive: the wizard's own
 * Back / Next buttons move between steps.
 */
export function Stepper({ steps, currentIndex, 'aria-label': ariaLabel }: StepperProps) {
  const { t } = useUiStrings(stepperStrings);
  return (
    <ol className={styles.list} aria-label={ariaLabel ?? t('stepper.label')}>
      {steps.map((step, index) => {
        const state = stepState(index, currentIndex);
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size={16} /> : index + 1}
            </span>
            <span className={styles.label}>
              {step.label}
              {state === 'complete' ? (
                <span className={styles.visuallyHidden}> ({t('stepper.completed')})</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
