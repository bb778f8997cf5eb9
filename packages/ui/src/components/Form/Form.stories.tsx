import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DatePicker } from '../DatePicker/DatePicker';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { PasswordField } from '../PasswordField/PasswordField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Form, FormActions, FormGrid, FormGridFullRow } from './Form';

const meta = {
  title: 'Form/Form',
  component: Form,
  args: { children: null, onSubmit: fn() },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submits FormData as a plain object so a story can assert what was sent. */
const collect =
  (onData: (data: Record<string, FormDataEntryValue | FormDataEntryValue[]>) => void) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const out: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
    for (const key of new Set(data.keys())) {
      const all = data.getAll(key);
      out[key] = all.length > 1 ? all : all[0]!;
    }
    onData(out);
  };

export const Login: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState<string>('');
    return (
      <div style={{ maxWidth: 400 }}>
        <Form
          aria-label="Masuk"
          onSubmit={collect((d) => {
            args.onSubmit?.({} as FormEvent<HTMLFormElement>);
            setSent(JSON.stringify(d));
          })}
        >
          <TextField label="Email" name="email" type="email" autoComplete="email" isRequired />
          <PasswordField label="Kata sandi" name="password" isRequired />
          <Checkbox name="rememberMe" value="true">
            Ingat saya
          </Checkbox>
          <FormActions>
            <Button type="submit">Masuk</Button>
          </FormActions>
        </Form>
        <output>{sent}</output>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'siti@klinik.id');
    await userEvent.type(canvas.getByLabelText(/Kata sandi/), 'rahasia123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ingat saya' }));
    // Enter in a field submits the form.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '{"email":"siti@klinik.id","password":"rahasia123","rememberMe":"true"}',
    );
  },
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'Email sudah terdaftar' } },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Form
        {...args}
        aria-label="Daftar"
        onSubmit={(e) => {
          e.preventDefault();
          args.onSubmit?.(e);
        }}
      >
        <TextField label="Email" name="email" type="email" defaultValue="siti@klinik.id" />
        <FormActions>
          <Button type="submit">Daftar</Button>
        </FormActions>
      </Form>
    </div>
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Email sudah terdaftar');
  },
};

const genders = [
  { id: 'MALE', label: 'Laki-laki' },
  { id: 'FEMALE', label: 'Perempuan' },
];
const services = [
  { id: 'gigi', label: 'Perawatan gigi' },
  { id: 'kulit', label: 'Perawatan kulit' },
  { id: 'umum', label: 'Dokter umum' },
];

export const TwoColumns: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState('');
    return (
      <>
        <Form
          aria-label="Data klinik"
          onSubmit={collect((d) => {
            args.onSubmit?.({} as FormEvent<HTMLFormElement>);
            setSent(JSON.stringify(d));
          })}
        >
          <FormGrid columns={2}>
            <TextField label="Nama lengkap" name="name" isRequired defaultValue="Siti Rahma" />
            <TextField
              label="Nomor telepon"
              name="phone"
              type="tel"
              inputMode="tel"
              isRequired
              errorMessage="Nomor telepon wajib diisi"
            />
            <DatePicker label="Tanggal lahir" name="dateOfBirth" defaultValue="1990-03-05" />
            <RadioGroup
              label="Jenis kelamin"
              name="gender"
              items={genders}
              orientation="horizontal"
              defaultValue="FEMALE"
            />
            <Select
              label="Jenis usaha"
              name="businessTypeId"
              items={[
                { id: '1', label: 'Klinik gigi' },
                { id: '2', label: 'Klinik kecantikan' },
              ]}
            />
            <MultiSelect
              label="Layanan"
              name="serviceIds"
              items={services}
              defaultSelectedKeys={['gigi']}
            />
            <FormGridFullRow>
              <TextArea label="Alamat" name="address" description="Jalan, nomor, kota" />
            </FormGridFullRow>
          </FormGrid>
          <FormActions>
            <Button variant="secondary">Batal</Button>
            <Button type="submit">Simpan</Button>
          </FormActions>
        </Form>
        <output>{sent}</output>
      </>
    );
  },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: /Nomor telepon/ })).toBeInvalid();
    // With aria validation a required field does not block submit: the app's schema decides.
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Every field posts under its name, dates as YYYY-MM-DD (native form submission works too).
    const sent = JSON.parse(canvas.getByRole('status').textContent ?? '{}') as Record<
      string,
      unknown
    >;
    await expect(sent).toMatchObject({
      name: 'Siti Rahma',
      dateOfBirth: '1990-03-05',
      gender: 'FEMALE',
      serviceIds: 'gigi',
      address: '',
    });
    // The actions sit at the right edge.
    const save = canvas.getByRole('button', { name: 'Simpan' }).getBoundingClientRect();
    const form = canvasElement.querySelector('form')!.getBoundingClientRect();
    await expect(Math.abs(form.right - save.right)).toBeLessThan(2);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};
