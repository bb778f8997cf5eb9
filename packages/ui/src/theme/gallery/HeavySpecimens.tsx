import type { Annotation } from '@praktik/domain/visits/annotation';
import { BodyAnnotationCanvas } from '../../components/BodyAnnotationCanvas/BodyAnnotationCanvas';
import { TimetableGrid } from '../../components/TimetableGrid/TimetableGrid';
import {
  normalDay,
  SAMPLE_DATE,
  SAMPLE_NOW,
} from '../../components/TimetableGrid/timetable-sample';
import { useGalleryTexts } from './gallery-texts';
import { Specimen, type GalleryPanel } from './ThemeGallery';

/*
 * The two components with their own entry points (konva; a day-long grid): a gallery of their
 * own, so the other galleries load neither.
 */

const annotations: Annotation[] = [
  {
    type: 'FEMALE_FRONT',
    annotationDetails: [
      { x: 150, y: 150, dx: 80, dy: 80, title: 'Memar', description: 'Memar 3 cm' },
      { x: 130, y: 360, dx: 80, dy: 40, title: 'Luka lecet', description: 'Lutut kanan' },
    ],
  },
];

/** The assessment's body diagram, two annotations on the front. */
export function BodySpecimens({ name }: GalleryPanel) {
  const x = useGalleryTexts();
  return (
    <Specimen name="BodyAnnotationCanvas">
      <BodyAnnotationCanvas
        type="FEMALE"
        value={annotations}
        onChange={() => {}}
        label={`${x.bodyDiagram}: ${name}`}
      />
    </Specimen>
  );
}

/** The reservations timetable for two doctors. */
export function TimetableSpecimens({ name }: GalleryPanel) {
  const x = useGalleryTexts();
  return (
    <Specimen name="TimetableGrid">
      <TimetableGrid
        aria-label={`${x.timetable}: ${name}`}
        date={SAMPLE_DATE}
        now={SAMPLE_NOW}
        doctors={normalDay.slice(0, 2)}
        onAddReservation={() => {}}
        onOpenReservation={() => {}}
      />
    </Specimen>
  );
}
