import { composeStory } from '@storybook/react-vite';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';
import { AllergyTags } from '../../components/AllergyTags/AllergyTags';
import { Currency } from '../../components/Currency/Currency';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import * as statusStories from '../../components/StatusBadge/StatusBadge.stories';
import { screenshotStories } from './screenshot-stories';

// The small badges in one picture: every visit status, allergy tags (several, none, long names
// wrapping in a narrow cell) and amounts (positive, negative, zero, bold).
const allBadges = composeStory(
  {
    render: () => (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {VISIT_STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </div>
        <AllergyTags allergies={['Penisilin', 'Udang', 'Debu', 'Kacang']} />
        <AllergyTags allergies={[]} />
        <div style={{ width: 180 }}>
          <AllergyTags
            allergies={[
              'Antibiotik golongan sefalosporin generasi ketiga (seftriakson)',
              'Lateks',
              'Telur',
            ]}
          />
        </div>
        <div style={{ display: 'grid', justifyItems: 'end', width: 'max-content' }}>
          <Currency amount={1500000} />
          <Currency amount={-250000} />
          <Currency amount={0} />
          <Currency amount={999999999999} weight="bold" />
        </div>
      </div>
    ),
  },
  statusStories.default,
);

screenshotStories({ AllBadges: allBadges }, ['AllBadges'], {
  AllBadges: { viewport: { width: 600, height: 400 } },
});
