/** An option of Select, MultiSelect and RadioGroup: `label` is already translated. */
export interface OptionItem {
  id: string;
  label: string;
  isDisabled?: boolean;
}
