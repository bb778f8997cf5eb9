import dayjs from 'dayjs';
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Calendar, dayjsLocalizer, type SlotInfo } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { UiProvider, themeClass } from '@praktik/ui/theme';
import { TimetableGrid, type TimetableSelection } from '@praktik/ui/TimetableGrid';
import {
  BENCH_DATE,
  FREE_HOUR,
  PICKED_DOCTOR,
  calendarDate,
  calendarEvents,
  calendarResources,
  calendarScrollTo,
  timetableDoctors,
} from './day-data';
import { watchSettle } from './settle';

type View = 'timetable' | 'rbc';

const localizer = dayjsLocalizer(dayjs);
const VIEWS = ['day' as const];

/** Resolves after the browser has painted the frame that follows now. */
function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

let onPicked: (() => void) | null = null;

/** What the page does with a picked slot in both views: shows it (the add dialog's stand-in). */
function Bench({ view, onFirstCommit }: { view: View; onFirstCommit: () => void }) {
  const [picked, setPicked] = useState<string | null>(null);
  useLayoutEffect(() => {
    onFirstCommit();
  }, [onFirstCommit]);
  useLayoutEffect(() => {
    if (picked !== null) onPicked?.();
  }, [picked]);
  return (
    <div style={{ width: 1280, height: 720, display: 'flex', flexDirection: 'column' }}>
      {view === 'timetable' ? (
        <TimetableGrid
          date={BENCH_DATE}
          doctors={timetableDoctors}
          onAddReservation={(selection: TimetableSelection) =>
            setPicked(`${selection.doctorId} ${selection.start}-${selection.end}`)
          }
          onOpenReservation={(id) => setPicked(id)}
        />
      ) : (
        <div style={{ flex: 1, minHeight: 0 }}>
          <Calendar
            localizer={localizer}
            events={calendarEvents}
            resources={calendarResources}
            resourceIdAccessor="resourceId"
            resourceTitleAccessor="resourceTitle"
            defaultView="day"
            views={VIEWS}
            defaultDate={calendarDate}
            scrollToTime={calendarScrollTo}
            step={60}
            timeslots={1}
            selectable
            onSelectSlot={(slot: SlotInfo) =>
              setPicked(`${String(slot.resourceId)} ${slot.start.toISOString()}`)
            }
            onSelectEvent={(event) => setPicked(event.id)}
          />
        </div>
      )}
      <output data-picked="">{picked}</output>
    </div>
  );
}

const view: View = new URLSearchParams(location.search).get('view') === 'rbc' ? 'rbc' : 'timetable';
const container = document.getElementById('root') as HTMLElement;
// The theme class up front, so the first paint is the themed one (UiProvider adds it in an effect).
document.documentElement.classList.add(themeClass.color_1);

/** The slot both views pick: the same doctor at the same free hour. */
function calendarSlot(): HTMLElement | undefined {
  const column = document.querySelectorAll('.rbc-time-content > .rbc-day-slot')[PICKED_DOCTOR];
  return column?.querySelectorAll<HTMLElement>('.rbc-timeslot-group')[FREE_HOUR];
}

function slotElement(): HTMLElement {
  const element =
    view === 'timetable'
      ? document.querySelector<HTMLElement>(
          `[role="gridcell"][data-row="${PICKED_DOCTOR}"][data-col="${FREE_HOUR}"]`,
        )
      : calendarSlot();
  if (!element) throw new Error('no slot element');
  return element;
}

function press(target: Element, x: number, y: number) {
  const common = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y };
  const pointer = { ...common, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  target.dispatchEvent(new MouseEvent('mousedown', { ...common, button: 0, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('mouseup', { ...common, button: 0, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('click', { ...common, button: 0, buttons: 0 }));
}

declare global {
  interface Window {
    bench: {
      view: View;
      /**
       * Mounts the view: ms from the mount call to its first commit, to the paint after it, and
       * to the settled render (the paint of the last frame of follow-up work, `./settle.ts`).
       */
      mount(): Promise<{ commit: number; paint: number; settled: number }>;
      /** Clicks the free slot; ms from the press to the paint after the page shows the pick. */
      select(): Promise<{ ms: number; picked: string }>;
      counts(): { cards: number; rows: number };
    };
  }
}

window.bench = {
  view,
  mount() {
    return new Promise((resolve) => {
      const start = performance.now();
      const { settled } = watchSettle(start);
      let committed = false;
      const onFirstCommit = () => {
        if (committed) return;
        committed = true;
        const commit = performance.now() - start;
        void afterNextPaint().then(async (end) =>
          resolve({ commit, paint: end - start, settled: await settled }),
        );
      };
      createRoot(container).render(
        <UiProvider locale="id" theme="color_1">
          <Bench view={view} onFirstCommit={onFirstCommit} />
        </UiProvider>,
      );
    });
  },
  async select() {
    const slot = slotElement();
    slot.scrollIntoView({ block: 'center', inline: 'center' });
    await afterNextPaint();
    const rect = slot.getBoundingClientRect();
    // A point in the slot clear of the plus button (top left) and of events.
    const x = rect.left + rect.width / 2;
    const y = rect.top + Math.min(rect.height / 2, 20);
    const target = document.elementFromPoint(x, y);
    if (!target) throw new Error('nothing under the slot');
    const picked = new Promise<number>((resolve) => {
      onPicked = () => {
        onPicked = null;
        void afterNextPaint().then(resolve);
      };
    });
    const start = performance.now();
    press(target, x, y);
    const end = await picked;
    const output = document.querySelector('[data-picked]');
    return { ms: end - start, picked: output?.textContent ?? '' };
  },
  counts() {
    return view === 'timetable'
      ? {
          cards: document.querySelectorAll('[data-reservation-id]').length,
          rows: document.querySelectorAll('[role="rowheader"]').length,
        }
      : {
          cards: document.querySelectorAll('.rbc-event').length,
          rows: document.querySelectorAll('.rbc-time-content > .rbc-day-slot').length,
        };
  },
};
