import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { THEME_COLORS } from '@praktik/domain/clinic/theme-colors';
import { Button } from '../components/Button/Button';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { vars } from './contract.css';
import { themeClass } from './themes.css';
import { palettes } from './tokens';

const meta = {
  title: 'Theme/Themes',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every clinic colour side by side: a theme class scopes the contract's variables. */
export const AllThemes: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: vars.space.md,
        padding: vars.space.lg,
      }}
    >
      {THEME_COLORS.map((theme) => (
        <section
          key={theme}
          className={themeClass[theme]}
          aria-label={palettes[theme].name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: vars.space.sm,
            padding: vars.space.md,
            borderRadius: vars.radius.lg,
            background: vars.color.surface,
            border: `1px solid ${vars.color.border}`,
          }}
        >
          <strong style={{ color: vars.color.text }}>
            {theme}: {palettes[theme].name}
          </strong>
          <span
            style={{
              alignSelf: 'flex-start',
              padding: `${vars.space.xxs} ${vars.space.sm}`,
              borderRadius: vars.radius.full,
              background: vars.color.primarySubtle,
              color: vars.color.onPrimarySubtle,
              fontSize: vars.fontSize.sm,
            }}
          >
            Terjadwal
          </span>
          <div style={{ display: 'flex', gap: vars.space.sm }}>
            <Button size="sm">Simpan</Button>
            <Button size="sm" variant="ghost">
              Batal
            </Button>
          </div>
          <Checkbox defaultSelected>Aktif</Checkbox>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(17);
    const teal = canvas.getByRole('region', { name: 'Teal' });
    const save = teal.querySelector('button')!;
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(15, 118, 110)');
  },
};

/** UiProvider (from the preview decorator) puts the chosen theme's class on <html>. */
export const ProviderThemesDocument: Story = {
  globals: { theme: 'color_5' },
  render: () => <Button>Simpan</Button>,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(document.documentElement.classList.contains(themeClass.color_5)).toBe(true),
    );
    await expect(document.documentElement.classList.contains(themeClass.color_1)).toBe(false);
    const save = canvas.getByRole('button', { name: 'Simpan' });
    // The button fades between theme colours, so wait for it to settle on the new one.
    await waitFor(() => expect(getComputedStyle(save).backgroundColor).toBe('rgb(190, 24, 93)'));
  },
};
