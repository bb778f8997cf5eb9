import { daySlots, type WeeklySchedule } from '@praktik/domain/slots/available-slots';
import { WEEKDAYS } from '@praktik/domain/slots/weekdays';
import { AvatarUpload } from '../../components/AvatarUpload/AvatarUpload';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { ComboBox } from '../../components/ComboBox/ComboBox';
import { MultiComboBox } from '../../components/ComboBox/MultiComboBox';
import { SAMPLE_ICD10, searchIn } from '../../components/ComboBox/combo-box-sample';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { FileUpload } from '../../components/FileUpload/FileUpload';
import { Form, FormActions, FormGrid } from '../../components/Form/Form';
import { MultiSelect } from '../../components/MultiSelect/MultiSelect';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Select } from '../../components/Select/Select';
import { SlotPicker } from '../../components/SlotPicker/SlotPicker';
import { Switch } from '../../components/Switch/Switch';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { ThemeSwatchPicker } from '../../components/ThemeSwatchPicker/ThemeSwatchPicker';
import { useGalleryTexts } from './gallery-texts';
import { Specimen, type GalleryPanel } from './ThemeGallery';

const loadIcd10 = searchIn(SAMPLE_ICD10);

/** A short morning (09:00-11:00) with one booked half hour, the day after "now". */
const morning: WeeklySchedule = {
  weekend_mode: false,
  doctor_schedule: WEEKDAYS.map((day) => ({
    day,
    isActive: true,
    slots: [{ from: '09:00:00', to: '11:00:00', enabled: true }],
  })),
};
const slots = daySlots({
  schedule: morning,
  date: '2026-11-24',
  bookings: [{ start: '09:30:00', end: '10:00:00', status: 'BOOKED' }],
  now: { date: '2026-11-23', time: '10:40:00' },
});

/** Every form field, filled in, with one invalid field to show the error colours. */
export function FieldSpecimens({ name }: GalleryPanel) {
  const x = useGalleryTexts();
  const options = (labels: readonly string[]) => labels.map((label, i) => ({ id: `${i}`, label }));
  return (
    <>
      <Specimen name="TextField">
        <TextField label={x.name} placeholder={x.namePlaceholder} defaultValue="Siti Aminah" />
        <TextField label={x.email} type="email" isRequired errorMessage={x.emailError} />
      </Specimen>
      <Specimen name="PasswordField">
        <PasswordField label={x.password} defaultValue="rahasia123" />
      </Specimen>
      <Specimen name="TextArea">
        <TextArea label={x.notes} rows={2} defaultValue={x.notesText} />
      </Specimen>
      <Specimen name="Select">
        <Select label={x.gender} items={options(x.genders)} defaultSelectedKey="1" />
      </Specimen>
      <Specimen name="MultiSelect">
        <MultiSelect
          label={x.services}
          items={options(x.serviceItems)}
          defaultSelectedKeys={['0', '2']}
        />
      </Specimen>
      <Specimen name="DatePicker">
        <DatePicker label={x.birthDate} defaultValue="1985-05-12" />
      </Specimen>
      <Specimen name="RadioGroup">
        <RadioGroup
          label={x.gender}
          orientation="horizontal"
          items={options(x.genders)}
          defaultValue="0"
        />
      </Specimen>
      <Specimen name="Checkbox, Switch">
        <Checkbox defaultSelected>{x.agree}</Checkbox>
        <Switch defaultSelected>{x.active}</Switch>
      </Specimen>
      <Specimen name="Form">
        <Form aria-label={`${x.form}: ${name}`} onSubmit={(event) => event.preventDefault()}>
          <FormGrid columns={1}>
            <TextField label={x.phone} type="tel" defaultValue="081234567890" />
          </FormGrid>
          <FormActions>
            <Button variant="secondary">{x.cancel}</Button>
            <Button type="submit">{x.save}</Button>
          </FormActions>
        </Form>
      </Specimen>
    </>
  );
}

/** The searching, choosing and uploading fields. */
export function PickerSpecimens({ theme }: GalleryPanel) {
  const x = useGalleryTexts();
  return (
    <>
      <Specimen name="ComboBox, MultiComboBox">
        <ComboBox
          label={x.diagnosis}
          loadItems={loadIcd10}
          defaultSelectedItem={SAMPLE_ICD10[1] ?? null}
        />
        <MultiComboBox
          label={x.diagnosis}
          loadItems={loadIcd10}
          defaultSelectedItems={SAMPLE_ICD10.slice(2, 4)}
        />
      </Specimen>
      <Specimen name="ThemeSwatchPicker">
        <ThemeSwatchPicker
          label={x.themeColor}
          defaultValue={theme}
          swatchLabel={(_, n) => x.swatch.replace('{n}', String(n))}
        />
      </Specimen>
      <Specimen name="AvatarUpload">
        <AvatarUpload label={x.photo} onFileSelected={() => {}} size="md" />
      </Specimen>
      <Specimen name="FileUpload">
        <FileUpload
          label={x.files}
          allowsCamera={false}
          items={[
            { id: 'lab', name: 'hasil-lab.png' },
            { id: 'wound', name: 'foto-luka.jpg', progress: 40 },
          ]}
          onFilesChosen={() => {}}
          onRemove={() => {}}
        />
      </Specimen>
      <Specimen name="SlotPicker">
        <SlotPicker
          label={x.slots}
          slots={slots}
          defaultValue={['10:00:00', '10:15:00', '10:30:00', '10:45:00']}
        />
      </Specimen>
    </>
  );
}
