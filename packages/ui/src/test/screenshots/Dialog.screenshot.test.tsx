import { composeStories, composeStory } from '@storybook/react-vite';
import * as stories from '../../components/Dialog/Dialog.stories';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { screenshotStories } from './screenshot-stories';

const dialogs = composeStories(stories);

// The ConfirmDialog stories close their dialog by the end; these keep one open.
const confirmDanger = composeStory(
  {
    render: () => (
      <ConfirmDialog
        isOpen
        variant="danger"
        title="Hapus data pasien?"
        message="Data yang sudah dihapus tidak dapat dikembalikan."
        confirmLabel="Hapus"
        onConfirm={() => undefined}
      />
    ),
  },
  stories.default,
);
const confirmPending = composeStory(
  {
    render: () => (
      <ConfirmDialog
        isOpen
        isPending
        title="Akhiri kunjungan"
        message="Apakah Anda yakin ingin mengakhiri kunjungan?"
        onConfirm={() => undefined}
      />
    ),
  },
  stories.default,
);

screenshotStories(
  {
    Small: dialogs.Small,
    Large: dialogs.Large,
    LongContent: dialogs.LongContent,
    ConfirmDanger: confirmDanger,
    ConfirmPending: confirmPending,
  },
  ['Small', 'Large', 'LongContent', 'ConfirmDanger', 'ConfirmPending'],
);
