export { Stepper, type StepperProps, type StepperStep } from './Stepper';
export { STEP_STATES, stepState, type StepState } from './stepper-options';
